// `npm run compose:up`: builds the stack's images from this checkout and starts it, on a machine with Docker
// (Compose v2 or v1) or with only Debian's podman. Returns when every service answers.
// `npm run compose:up -- --scale`: the same with the scale profile (docker-compose.yml): the collector's port 3005 is
// a balancer in front of two collector replicas sharing a PostgreSQL database, and the site's port 3000 a balancer in
// front of two host replicas. `compose:down` removes either.
import { SCALE, upStack } from './stack.mjs';
import { seconds } from './steps.mjs';
import { COLLECTOR, DEPLOYABLES, MAIL_CATCHER } from '../../platform/src/topology/topology.ts';

const scale = process.argv.includes('--scale');
const started = Date.now();
try {
  await upStack({ scale });
} catch (error) {
  console.error(`\n${error.message}\nThe stack may be partly up: npm run compose:down takes it down.`);
  process.exit(1);
}
console.log('');
for (const { team, port } of DEPLOYABLES) {
  const replicas = scale && team === 'host' ? `  (${SCALE.hostBalancer} → ${SCALE.hostReplicas.join(', ')})` : '';
  console.log(`  ${team.padEnd(22)} http://localhost:${port}${replicas}`);
}
const collector = scale ? `${SCALE.balancer} → ${SCALE.replicas.join(', ')} → postgres` : COLLECTOR.service;
console.log(`  ${'newsletter collector'.padEnd(22)} http://localhost:${COLLECTOR.port}  (${collector})`);
console.log(
  `  ${MAIL_CATCHER.service.padEnd(22)} http://localhost:${MAIL_CATCHER.port}  (the mails the collector sent)`,
);
if (!process.env.NEWSLETTER_EXPORT_TOKEN)
  console.log('  The CSV export answers 401: set NEWSLETTER_EXPORT_TOKEN before compose:up to open it.');
console.log(`\nThe stack is up in ${seconds(started)}: http://localhost:3000  (npm run compose:down to stop it)`);
