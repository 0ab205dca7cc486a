// The host's runtime config from the environment at start, so a remote can move without a host build.
import { jsonOf } from '../json-of.ts';
import { deployable, localRuntimeConfig, REMOTES } from './topology.ts';

type Environment = Record<string, string | undefined>;

export const RUNTIME_CONFIG_VARIABLES: Record<string, string> = {
  ...Object.fromEntries(REMOTES.map(({ team }) => [`${team.toUpperCase()}_MANIFEST_URL`, `remotes.${team}`])),
  NEWSLETTER_ENDPOINT: 'newsletter.endpoint',
  NEWSLETTER_MODE: 'newsletter.mode',
  ASSET_BASE_URL: 'assetBaseUrl',
  FIELD_REPORTS_ENDPOINT: 'fieldReports.endpoint',
};

/**
 * RUNTIME_CONFIG_JSON, when set, is the whole config; otherwise each variable overrides one field of `npm start`'s.
 * A bad config is passed on: the browser validates it (shared/src/runtime-config.ts) and shows an error screen.
 */
export function runtimeConfigFromEnv(env: Environment = process.env): Record<string, unknown> {
  if (env.RUNTIME_CONFIG_JSON) {
    const parsed = jsonOf(env.RUNTIME_CONFIG_JSON);
    if (parsed === undefined) return { invalid: 'RUNTIME_CONFIG_JSON is not valid JSON' };
    // A broken object goes on too (the error screen's tests rely on it); a non-object would break the server.
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : { invalid: 'RUNTIME_CONFIG_JSON is not a JSON object' };
  }
  const config: Record<string, unknown> = { ...localRuntimeConfig() };
  for (const [variable, field] of Object.entries(RUNTIME_CONFIG_VARIABLES)) {
    const value = env[variable];
    if (!value) continue;
    const [group = field, key] = field.split('.');
    config[group] = key ? { ...(config[group] as Record<string, unknown>), [key]: value } : value;
  }
  return config;
}

/** CATALOG_INTERNAL_MANIFEST_URL …: docs/deployment.md. */
export const INTERNAL_MANIFEST_VARIABLES: Record<string, string> = Object.fromEntries(
  REMOTES.map(({ team }) => [team, `${team.toUpperCase()}_INTERNAL_MANIFEST_URL`]),
);

/** Never sent to a browser. In containers, the internal name (http://catalog:3001/…); unset, the public URL. */
export function internalManifestUrlsFromEnv(
  publicConfig: { remotes?: unknown } | undefined,
  env: Environment = process.env,
): Record<string, string> {
  const remotes = (publicConfig?.remotes ?? {}) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(remotes).map(([team, url]) => [team, env[INTERNAL_MANIFEST_VARIABLES[team] ?? ''] || url]),
  );
}

/**
 * SITE_URL, the public origin of every canonical and shared address. Never taken from the Host header, which anyone
 * can write. Unset, the host's local address.
 */
export function siteUrlFromEnv(env: Environment, localPort = deployable('host').port): string {
  const value = env.SITE_URL;
  if (!value) return `http://localhost:${localPort}`;
  const url = URL.parse(value);
  // An origin alone: no path, query, fragment or credentials.
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.href !== `${url.origin}/`)
    throw new Error(`SITE_URL must be the site's public origin, like https://www.example.com, not "${value}"`);
  return url.origin;
}
