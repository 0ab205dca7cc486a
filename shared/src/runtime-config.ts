import { RELEASE_VERSION_PATTERN } from './field-reports.ts';
import { REMOTE_TEAMS, type RemoteTeam } from './teams.ts';

/** Everything that differs between deployments: read at start-up, never baked into a build. */
export interface RuntimeConfig {
  /** Each remote's mf-manifest.json. */
  remotes: Record<RemoteTeam, string>;
  newsletter: {
    endpoint: string;
    /** 'cors': a first-party collector whose answer is read; 'no-cors': an opaque third-party web app. */
    mode: NewsletterMode;
  };
  /** Null means each team's own origin. */
  assetBaseUrl: string | null;
  /** SRI hashes of each released remote (docs/shipping-a-remote.md); none for a remote served from its own build. */
  integrity?: Partial<Record<RemoteTeam, RemoteIntegrity>>;
  /** For the field figures. */
  versions?: Partial<Record<RemoteTeam, string>>;
  /** The release registry's /field-reports; without it, no reports. */
  fieldReports?: { endpoint: string };
}

export interface RemoteIntegrity {
  manifest: string;
  entry: string;
}

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
const VERSION = new RegExp(RELEASE_VERSION_PATTERN);

export const NEWSLETTER_MODES = ['cors', 'no-cors'] as const;
export type NewsletterMode = (typeof NEWSLETTER_MODES)[number];

/** For `npm start`, dev shells and tests; tools/tools.test.mjs checks it against platform/src/topology/topology.ts. */
export const LOCAL_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    stories: 'http://localhost:3002/mf-manifest.json',
    legal: 'http://localhost:3003/mf-manifest.json',
    consent: 'http://localhost:3004/mf-manifest.json',
  },
  newsletter: { endpoint: 'http://localhost:3005/api/newsletter', mode: 'cors' },
  assetBaseUrl: null,
};

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export type RuntimeConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates untrusted JSON and says exactly what is wrong with it. */
export function parseRuntimeConfig(input: unknown): RuntimeConfigResult {
  if (!isRecord(input)) return { ok: false, problems: ['the runtime config must be a JSON object'] };
  const problems: string[] = [];
  const { remotes, newsletter, fieldReports } = input;

  if (!isRecord(remotes)) {
    problems.push('"remotes" must be an object with a manifest URL per remote');
  } else {
    for (const team of REMOTE_TEAMS) {
      if (!isHttpUrl(remotes[team])) problems.push(`"remotes.${team}" must be an http(s) URL of its mf-manifest.json`);
    }
  }

  if (!isRecord(newsletter)) {
    problems.push('"newsletter" must be an object with "endpoint" and "mode"');
  } else {
    if (!isHttpUrl(newsletter.endpoint)) problems.push('"newsletter.endpoint" must be an http(s) URL');
    if (!NEWSLETTER_MODES.includes(newsletter.mode as NewsletterMode)) {
      problems.push(`"newsletter.mode" must be one of ${NEWSLETTER_MODES.map((m) => `"${m}"`).join(', ')}`);
    }
  }

  const assetBaseUrl = input.assetBaseUrl ?? null;
  if (assetBaseUrl !== null && !isHttpUrl(assetBaseUrl)) problems.push('"assetBaseUrl" must be null or an http(s) URL');

  const integrity = input.integrity ?? {};
  if (!isRecord(integrity)) problems.push('"integrity" must be an object with the hashes of each released remote');
  else
    for (const [team, hashes] of Object.entries(integrity)) {
      const known = REMOTE_TEAMS.includes(team as RemoteTeam);
      if (!known || !isRecord(hashes) || !SRI.test(String(hashes.manifest)) || !SRI.test(String(hashes.entry)))
        problems.push(`"integrity.${team}" must name a remote and give "manifest" and "entry" as SRI hashes`);
    }

  const versions = input.versions ?? {};
  if (
    !isRecord(versions) ||
    Object.entries(versions).some(
      ([team, version]) => !REMOTE_TEAMS.includes(team as RemoteTeam) || !VERSION.test(String(version)),
    )
  )
    problems.push('"versions" must give a release version for some of the remotes');

  if (fieldReports !== undefined && !(isRecord(fieldReports) && isHttpUrl(fieldReports.endpoint)))
    problems.push('"fieldReports" must be an object whose "endpoint" is an http(s) URL');

  if (problems.length > 0) return { ok: false, problems };
  // Each field checked above; only the known ones are kept.
  const valid = input as unknown as RuntimeConfig;
  return {
    ok: true,
    config: {
      remotes: Object.fromEntries(REMOTE_TEAMS.map((team) => [team, valid.remotes[team]])) as RuntimeConfig['remotes'],
      newsletter: { endpoint: valid.newsletter.endpoint, mode: valid.newsletter.mode },
      assetBaseUrl: valid.assetBaseUrl ?? null,
      ...(Object.keys(integrity).length > 0 && { integrity: valid.integrity }),
      ...(Object.keys(versions).length > 0 && { versions: valid.versions }),
      ...(valid.fieldReports && { fieldReports: { endpoint: valid.fieldReports.endpoint } }),
    },
  };
}
