// Runs the newsletter collector as a process; settings from the environment, JSON log lines on stdout.
import { startCollector } from './collector.ts';
import { collectorOptionsFromEnv, ConfigurationError } from './environment.ts';

const print = (line: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);

let options;
try {
  options = collectorOptionsFromEnv(process.env, print);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  print({ level: 'fatal', message: error.message });
  process.exit(2);
}

const collector = await startCollector(options);
print({
  event: 'listening',
  port: collector.port,
  store: collector.storeKind,
  exportEnabled: Boolean(options.exportToken),
  trustProxy: options.trustProxy,
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    print({ event: 'shutting-down', signal });
    await collector.close();
    print({ event: 'stopped' });
    process.exit(0);
  });
}
