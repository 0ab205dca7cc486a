// The compatibility gate of a release (docs/shipping-a-remote.md): a version is made live only if the host that is
// live can run it. The host's build says what it needs (host-contract.json, written by tools/rspack-config.mjs);
// each version was published with what it offers (its contract: release-files.mjs).
import {
  CONSENT_CATEGORIES,
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE_NAME,
  CONSENT_VERSION,
  OPEN_COOKIE_PREFERENCES_EVENT,
} from '../../shared/src/consent.ts';
import { LANGUAGE_COOKIE_NAME, LANGUAGE_QUERY_PARAMETER, SUPPORTED_LANGUAGES } from '../../shared/src/languages.ts';
import {
  DISCOVERY_DIRECTORY,
  FRAGMENTS_DIRECTORY,
  HYDRATED_ATTRIBUTE,
  ORGANIZATION_DISCOVERY_FILE,
  PATH_DEPENDENT_MODULES,
  PLACEHOLDER_NEWSLETTER_ENDPOINT,
  SITEMAP_DISCOVERY_FILE,
} from '../../shared/src/prerender.ts';
import { placeholderPublicPath } from '../../shared/src/prerender-placeholders.ts';
import { HELD_UNTIL_HYDRATED_ATTRIBUTE } from '../../shared/src/custom-element.ts';
import { LOCAL_RUNTIME_CONFIG } from '../../shared/src/runtime-config.ts';
import { TEAM_REGISTRY } from '../../shared/src/team-registry.ts';

export const HOST_CONTRACT_FILE = 'host-contract.json';

const major = (version) => String(version ?? '').split('.')[0];

/**
 * The values of the contracts package (shared/src) that every deployable bundles a copy of and that must agree
 * between them in one page: the cookies they read, the consent record's version and categories, the events one team
 * sends another, the languages, and the fragment contract (where a remote publishes its pre-rendered fragments and
 * discovery files, the stand-in URLs the host replaces in them, the attributes of hydration). Each build records the
 * values it was built with.
 */
export function travellingValues() {
  return {
    CONSENT_COOKIE_NAME,
    CONSENT_VERSION,
    CONSENT_CATEGORIES: [...CONSENT_CATEGORIES],
    CONSENT_CHANGE_EVENT,
    OPEN_COOKIE_PREFERENCES_EVENT,
    LANGUAGE_COOKIE_NAME,
    LANGUAGE_QUERY_PARAMETER,
    SUPPORTED_LANGUAGES: [...SUPPORTED_LANGUAGES],
    FRAGMENTS_DIRECTORY,
    PATH_DEPENDENT_MODULES: [...PATH_DEPENDENT_MODULES],
    FRAGMENT_STAND_IN_URLS: [
      ...TEAM_REGISTRY.filter(({ team }) => team !== 'host').map(({ team }) => placeholderPublicPath(team)),
      PLACEHOLDER_NEWSLETTER_ENDPOINT,
    ],
    DISCOVERY_FILES: [DISCOVERY_DIRECTORY, SITEMAP_DISCOVERY_FILE, ORGANIZATION_DISCOVERY_FILE],
    HYDRATION_ATTRIBUTES: [HELD_UNTIL_HYDRATED_ATTRIBUTE, HYDRATED_ATTRIBUTE],
  };
}

/** `{ a: { b: 1, c: 2 } }` → `['a.b', 'a.c']`: the fields of an object, each by its path. */
function keyPaths(value, prefix = '') {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

/**
 * The props every exposed module takes (RemoteModuleProps in shared/src/teams.ts), by the path of each field, as
 * this build's copy of the contracts package has them: what the host passes, and what a remote reads. The
 * runtime config's optional fields are not among them.
 */
export function modulePropsPaths() {
  return keyPaths({ config: LOCAL_RUNTIME_CONFIG });
}

/** What a host build needs of the remotes: the modules it loads from each, the singletons it shares, its values. */
export function hostContractOf({ buildId, sharedVersions }) {
  return {
    buildId,
    requires: Object.fromEntries(
      TEAM_REGISTRY.filter(({ team }) => team !== 'host').map(({ team, exposes }) => [team, [...exposes]]),
    ),
    shared: sharedVersions,
    values: travellingValues(),
    props: modulePropsPaths(),
  };
}

/** What keeps the live host from running this version of `team`, in words; empty when nothing does. */
export function compatibilityProblems(hostContract, team, versionContract) {
  const problems = [];
  const exposes = new Set(versionContract.exposes ?? []);
  for (const module of hostContract.requires?.[team] ?? [])
    if (!exposes.has(module))
      problems.push(`the live host loads ${team}/${module}, which this version does not expose`);
  for (const [name, hostVersion] of Object.entries(hostContract.shared ?? {})) {
    const offered = versionContract.shared?.[name];
    if (!offered) continue; // a library the remote does not use
    if (!offered.singleton)
      problems.push(`${name} must be shared as one instance (a singleton), as the host shares it`);
    if (major(offered.version) !== major(hostVersion))
      problems.push(
        `${name} ${offered.version} in this version, ${hostVersion} in the live host: another major version`,
      );
  }
  const passed = new Set(hostContract.props ?? []);
  if (hostContract.props)
    for (const field of versionContract.props ?? [])
      if (!passed.has(field))
        problems.push(`the live host passes its modules no ${field}, which this version's modules take`);
  // A version published before builds recorded their values has none to compare.
  const offeredValues = versionContract.values ?? {};
  for (const [name, hostValue] of Object.entries(hostContract.values ?? {})) {
    if (!(name in offeredValues)) continue;
    const [offered, live] = [JSON.stringify(offeredValues[name]), JSON.stringify(hostValue)];
    if (offered !== live) problems.push(`${name} is ${offered} in this version, ${live} in the live host`);
  }
  return problems;
}
