// Runs the development mail catcher: SMTP_PORT (1025), WEB_PORT (8025), HOST (127.0.0.1; 0.0.0.0 in a container).
import { startMailCatcher, type LogLine } from './dev-mail-catcher.ts';

const print = (line: LogLine) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    console.error(JSON.stringify({ level: 'fatal', message: `${name} must be a port number (0-65535), got "${raw}"` }));
    process.exit(2);
  }
  return value;
}

const host = process.env.HOST || '127.0.0.1';
const catcher = await startMailCatcher({
  smtpPort: port('SMTP_PORT', 1025),
  webPort: port('WEB_PORT', 8025),
  host,
  log: print,
});
print({ event: 'listening', host, smtpPort: catcher.smtpPort, webPort: catcher.webPort });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    print({ event: 'shutting-down', signal });
    await catcher.close();
    print({ event: 'stopped' });
    process.exit(0);
  });
}
