// `npm run dev`: every package's development server with hot reload, plus the newsletter collector, on the
// ports of the local topology. One remote alone: `npm run dev -w mf-catalog` (its own development shell).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { COLLECTOR, DEPLOYABLES, MAIL_CATCHER } from '../platform/src/topology/topology.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RSPACK = `${ROOT}node_modules/.bin/rspack`;
const children = [];

function run(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(24);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code) => code && process.stdout.write(`${prefix} exited with ${code}\n`));
  children.push(child);
}

for (const { team, dir } of DEPLOYABLES)
  run(team, RSPACK, ['serve', '--mode', 'development'], {
    cwd: `${ROOT}${dir}`,
    env: { ...process.env, NODE_ENV: 'development' },
  });
run(MAIL_CATCHER.service, process.execPath, ['mf-consent/server/mail/dev-mail-catcher-main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    WEB_PORT: String(MAIL_CATCHER.port),
    SMTP_PORT: String(MAIL_CATCHER.smtpPort),
  },
});
run(COLLECTOR.service, process.execPath, ['mf-consent/server/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(COLLECTOR.port),
    HOST: '127.0.0.1',
    DATA_DIR: '.var/dev-collector',
    ALLOWED_ORIGINS: 'http://localhost:3000',
    SITE_URL: 'http://localhost:3000',
    SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER.smtpPort}`,
    NEWSLETTER_EXPORT_TOKEN: 'local-export-token',
  },
});
console.log('Development servers starting; the storefront will be at http://localhost:3000 (Ctrl+C to stop)');

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => children.forEach((child) => child.kill('SIGTERM')));
