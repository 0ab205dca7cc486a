// A local PostgreSQL for a human: `node tools/postgres/run.mjs` prints its URL and runs until Ctrl+C, which stops
// it and deletes its data. E.g. DATABASE_URL=<url> node mf-consent/server/main.ts in another terminal.
import { startLocalPostgres } from './local-postgres.mjs';

const started = Date.now();
const server = await startLocalPostgres();
console.log(`PostgreSQL is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s).`);
console.log(`DATABASE_URL=${server.url}`);
console.log('Ctrl+C stops it and deletes its data.');

const keepAlive = setInterval(() => undefined, 60_000);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    clearInterval(keepAlive);
    await server.stop();
    console.log('PostgreSQL stopped.');
  });
}
