// The registry's settings from the environment (docs/deployment.md). A wrong value stops the start.
import { RELEASE_REGISTRY, RELEASES_PATH, REMOTES } from '../topology/topology.ts';
import { DEFAULT_CANARY_POLICY } from './canary-watch.ts';
import { MINIMUM_OVERRIDE_SECRET_LENGTH } from '../overrides/override-token.ts';

type Environment = Record<string, string | undefined>;

export class ConfigurationError extends Error {}

/** A shorter token could be guessed. */
const MINIMUM_TOKEN_LENGTH = 24;

function wholeNumberIn(env: Environment, variable: string, fallback: number, min: number, max: number): number {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigurationError(`${variable} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

export const tokenVariableOf = (team: string) => `${team.toUpperCase()}_RELEASE_TOKEN`;

/** "http://localhost:4001,https://preview.example.com". */
function originsOf(env: Environment, variable: string): string[] {
  return (env[variable] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = URL.parse(item);
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== item.replace(/\/$/, ''))
        throw new ConfigurationError(
          `${variable} must list origins such as https://preview.example.com, got "${item}"`,
        );
      return url.origin;
    });
}

export function registrySettingsFromEnv(env: Environment) {
  const port = Number(env.PORT ?? RELEASE_REGISTRY.port);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new ConfigurationError(`PORT must be a port number, got "${env.PORT}"`);
  const releaseBaseUrls: Record<string, string> = {};
  const teamTokens: Record<string, string> = {};
  for (const { team, port: remotePort } of REMOTES) {
    const variable = `${team.toUpperCase()}_RELEASES_URL`;
    const raw = env[variable] || `http://localhost:${remotePort}/${RELEASES_PATH}`;
    const url = URL.parse(raw);
    if (!url) throw new ConfigurationError(`${variable} must be an absolute URL ending in /, got "${raw}"`);
    if (!['http:', 'https:'].includes(url.protocol) || !url.pathname.endsWith('/') || url.search || url.hash)
      throw new ConfigurationError(`${variable} must be an absolute http(s) URL ending in /, got "${raw}"`);
    releaseBaseUrls[team] = url.href;
    const token = env[tokenVariableOf(team)];
    if (!token) continue;
    if (token.length < MINIMUM_TOKEN_LENGTH)
      throw new ConfigurationError(`${tokenVariableOf(team)} must be at least ${MINIMUM_TOKEN_LENGTH} characters`);
    if (Object.values(teamTokens).includes(token))
      throw new ConfigurationError(`${tokenVariableOf(team)} is another team's token too; each team has its own`);
    teamTokens[team] = token;
  }
  // Proxies before the registry (an ingress: 1), so the rate limit counts the real client.
  const trustProxyHops = wholeNumberIn(env, 'TRUST_PROXY', 0, 0, 10);
  const overrideSecret = env.OVERRIDE_SECRET || undefined;
  if (overrideSecret && overrideSecret.length < MINIMUM_OVERRIDE_SECRET_LENGTH)
    throw new ConfigurationError(`OVERRIDE_SECRET must be at least ${MINIMUM_OVERRIDE_SECRET_LENGTH} characters`);
  const { minPageViews, failureMarginPercent } = DEFAULT_CANARY_POLICY;
  return {
    port,
    dataDir: env.DATA_DIR || '.var/release-registry',
    databaseUrl: env.DATABASE_URL || undefined,
    releaseBaseUrls,
    teamTokens,
    trustProxyHops,
    overrideSecret,
    overrideOrigins: originsOf(env, 'OVERRIDE_ORIGINS'),
    canaryPolicy: {
      minPageViews: wholeNumberIn(env, 'CANARY_MIN_PAGE_VIEWS', minPageViews, 1, 1_000_000),
      failureMarginPercent: wholeNumberIn(env, 'CANARY_FAILURE_MARGIN_PERCENT', failureMarginPercent, 0, 100),
    },
  };
}
