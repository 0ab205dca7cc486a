// The host's runtime config, written from environment variables when its server (or container) starts, so a
// remote can move without a host build. Unset variables fall back to the local topology of `npm start`.
import { jsonOf } from '../json-of.ts';
import { deployable, localRuntimeConfig, REMOTES } from './topology.ts';

type Environment = Record<string, string | undefined>;

/** Each variable and the field of the runtime config it sets: `<TEAM>_MANIFEST_URL` for every remote. */
export const RUNTIME_CONFIG_VARIABLES: Record<string, string> = {
  ...Object.fromEntries(REMOTES.map(({ team }) => [`${team.toUpperCase()}_MANIFEST_URL`, `remotes.${team}`])),
  NEWSLETTER_ENDPOINT: 'newsletter.endpoint',
  NEWSLETTER_MODE: 'newsletter.mode',
  ASSET_BASE_URL: 'assetBaseUrl',
  FIELD_REPORTS_ENDPOINT: 'fieldReports.endpoint',
};

/**
 * RUNTIME_CONFIG_JSON, when set, is the whole config; otherwise each variable above overrides one field.
 * The browser validates the result (shared/src/runtime-config.ts) and shows a clear error screen if it is wrong,
 * which is why a config that is not one is passed on as it is.
 */
export function runtimeConfigFromEnv(env: Environment = process.env): Record<string, unknown> {
  if (env.RUNTIME_CONFIG_JSON) {
    const parsed = jsonOf(env.RUNTIME_CONFIG_JSON);
    if (parsed === undefined) return { invalid: 'RUNTIME_CONFIG_JSON is not valid JSON' };
    // Any object goes on as it is, a broken one too (tests of the error screen pass theirs so); null, a number
    // or a list would not even let the server read it.
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

/** CATALOG_INTERNAL_MANIFEST_URL …: where the host's server reaches each remote (docs/deployment.md). */
export const INTERNAL_MANIFEST_VARIABLES: Record<string, string> = Object.fromEntries(
  REMOTES.map(({ team }) => [team, `${team.toUpperCase()}_INTERNAL_MANIFEST_URL`]),
);

/**
 * The manifest URL of each remote as the host's server reaches it, never sent to a browser. In containers this is
 * the service's name on the internal network (http://catalog:3001/…); unset, it is the public URL, as on
 * `npm start`, where the server and the browser reach a remote at the same address.
 */
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
 * SITE_URL: the site's public origin, which every canonical, alternate and shared address names
 * ("https://www.example.com"). It is never taken from a request's Host header, which anyone can write.
 * Unset, it is the host's own local address. Throws, with the reason, when it is no origin.
 */
export function siteUrlFromEnv(env: Environment = process.env, localPort: number = deployable('host').port): string {
  const value = env.SITE_URL;
  if (!value) return `http://localhost:${localPort}`;
  const url = URL.parse(value);
  // An origin alone: no path, query, fragment or credentials.
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.href !== `${url.origin}/`)
    throw new Error(`SITE_URL must be the site's public origin, like https://www.example.com, not "${value}"`);
  return url.origin;
}
