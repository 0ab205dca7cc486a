// Runs the release registry (docker-compose, `npm run registry`); logs JSON lines on stdout.
import { createFieldFigures } from './field-figures.ts';
import { openReleaseDatabase } from './release-database.ts';
import { createReleaseRegistry } from './release-registry.ts';
import { buildRegistryApp } from './registry-app.ts';
import { ConfigurationError, registrySettingsFromEnv } from './registry-environment.ts';

const print = (line: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), service: 'release-registry', ...line })}\n`);

let settings;
try {
  settings = registrySettingsFromEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  print({ level: 'fatal', message: error.message });
  process.exit(2);
}

const database = await openReleaseDatabase(settings);
const app = buildRegistryApp({
  registry: createReleaseRegistry(database),
  figures: createFieldFigures(database),
  ...settings,
  log: print,
});
await app.listen({ port: settings.port, host: process.env.HOST ?? '0.0.0.0' });
print({
  event: 'listening',
  port: settings.port,
  store: settings.databaseUrl ? 'postgres' : 'sqlite',
  teamsWithTokens: Object.keys(settings.teamTokens),
  canaryPolicy: settings.canaryPolicy,
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    print({ event: 'shutting-down', signal });
    await app.close();
    await database.close();
    process.exit(0);
  });
}
