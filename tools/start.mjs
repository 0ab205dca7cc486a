// `npm start`: install what is missing, build production bundles of all five deployables, and serve the
// composed site from separate localhost origins (the same topology as docker-compose.yml).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startTopology } from './run-topology.mjs';
import { COLLECTOR, DEPLOYABLES, MAIL_CATCHER } from '../platform/src/topology/topology.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('node', ['tools/ensure-installed.mjs']);
if (!process.argv.includes('--no-build')) run('node', ['tools/build-all.mjs']);

const quiet = !process.argv.includes('--verbose');
// Every service is a process of its own (tools/run-topology.mjs); each line says whose it is: "[catalog] …".
// The mail catcher's lines (a confirmation link to click), warnings and errors (a service that exited and was
// started again) are shown even when quiet.
const show = (line) => !quiet || line.event === 'mail-caught' || ['warn', 'error', 'fatal'].includes(line.level);
/** "[catalog] {…}" for a structured line, "[newsletter-collector] error: …" for one of plain text. */
function print(line) {
  const { service, time: _time, ...rest } = line;
  const { level, stream: _stream, message, ...other } = rest;
  const plain = typeof message === 'string' && Object.keys(other).length === 0;
  console.log(`[${service}] ${plain ? `${level ? `${level}: ` : ''}${message}` : JSON.stringify(rest)}`);
}
const topology = await startTopology({ log: (line) => show(line) && print(line) });
console.log('');
for (const { team, port } of DEPLOYABLES) console.log(`  ${team.padEnd(22)} http://localhost:${port}`);
console.log(`  ${COLLECTOR.service.padEnd(22)} http://localhost:${COLLECTOR.port}`);
console.log(
  `  ${MAIL_CATCHER.service.padEnd(22)} http://localhost:${MAIL_CATCHER.port}  (the newsletter's confirmation mails)`,
);
console.log(`\nThe storefront is running at ${topology.siteUrl}  (Ctrl+C to stop)\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await topology.close();
    process.exit(0);
  });
}
