// Runs the newsletter collector as its own process (docker-compose, or `node mf-consent/server/main.mjs`).
// Configuration comes from the environment; logs are JSON lines on stdout.
import path from 'node:path';
import { DEFAULT_RATE_LIMIT, startCollector } from './collector.mjs';

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(JSON.stringify({ level: 'fatal', message: `${name} must be a non-negative integer, got "${raw}"` }));
    process.exit(2);
  }
  return value;
}

const print = (line) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);

const exportToken = process.env.NEWSLETTER_EXPORT_TOKEN || undefined;
const collector = await startCollector({
  port: positiveInteger('PORT', 3005),
  host: process.env.HOST || '0.0.0.0',
  dataDir: path.resolve(process.env.DATA_DIR || './data'),
  allowedOrigins: (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  exportToken,
  rateLimit: {
    max: positiveInteger('RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max),
    windowMs: positiveInteger('RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMIT.windowMs),
  },
  log: print,
});

print({ event: 'listening', port: collector.port, ...collector.loadReport, exportEnabled: Boolean(exportToken) });

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    print({ event: 'shutting-down', signal });
    await collector.close();
    print({ event: 'stopped' });
    process.exit(0);
  });
}
