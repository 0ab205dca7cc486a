import type { ComponentType } from 'react';
import type { SupportedLanguage } from './languages';
import { placeholderPublicPath } from './prerender-placeholders.ts';
import type { RuntimeConfig } from './runtime-config';
import { REMOTE_TEAMS, type ExposedModuleName, type RemoteModuleProps, type RemoteTeam } from './teams.ts';

/**
 * Pre-rendered HTML (docs/decisions/0007): remotes publish fragments at build time, the host's server inserts them,
 * the browser hydrates them. A fragment not published is rendered in the browser.
 */
export const FRAGMENTS_DIRECTORY = 'fragments';

/** Lower-case ASCII segments, no trailing slash ("/collections/carriel"). */
const FRAGMENT_PAGE_PATH = /^(\/[a-z0-9][a-z0-9-]{0,80}){1,4}$/;

/** One fragment per path rather than per language. */
export const PATH_DEPENDENT_MODULES: readonly string[] = ['routes'];

/** ("es", "routes", "/collections/carriel") → "fragments/es/routes/collections/carriel.html", or null. */
export function fragmentFile(language: SupportedLanguage, module: string, pagePath?: string): string | null {
  if (!PATH_DEPENDENT_MODULES.includes(module)) return `${FRAGMENTS_DIRECTORY}/${language}/${module}.html`;
  const path = pagePath && pagePath !== '/' ? pagePath.replace(/\/+$/, '') : '';
  if (!FRAGMENT_PAGE_PATH.test(path)) return null;
  return `${FRAGMENTS_DIRECTORY}/${language}/${module}${path}.html`;
}

/**
 * A remote publishes a section's not-found screen only when it pre-renders every page there.
 * ("en", "routes", "/configure/no-such-bag") → "fragments/en/not-found/routes/configure.html".
 */
export function notFoundFragmentFile(language: SupportedLanguage, module: string, pagePath: string): string | null {
  const section = pagePath.split('/')[1] ?? '';
  if (!PATH_DEPENDENT_MODULES.includes(module) || !FRAGMENT_PAGE_PATH.test(`/${section}`)) return null;
  return `${FRAGMENTS_DIRECTORY}/${language}/not-found/${module}/${section}.html`;
}

export const PLACEHOLDER_NEWSLETTER_ENDPOINT = 'https://newsletter.prerender.invalid/api/newsletter';

export const PRERENDER_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: /*#__PURE__*/ Object.fromEntries(
    /*#__PURE__*/ REMOTE_TEAMS.map((team) => [team, `${placeholderPublicPath(team)}mf-manifest.json`]),
  ) as Record<RemoteTeam, string>,
  newsletter: { endpoint: PLACEHOLDER_NEWSLETTER_ENDPOINT, mode: 'cors' },
  assetBaseUrl: null,
};

/** For the routes module, a page, or the section (`notFoundIn: "/configure"`) it is the not-found screen of. */
export interface FragmentPage<T extends RemoteTeam = RemoteTeam> {
  module: ExposedModuleName<T>;
  pagePath?: string;
  notFoundIn?: string;
}

/** Replaced by the fragment's HTML after rendering: ASCII that React does not escape and no page text contains. */
export function fragmentMarker(team: RemoteTeam, module: string): string {
  return `[[prerendered-fragment:${team}/${module}]]`;
}

/** From a remote's src/prerender/fragment-source.ts. */
export interface FragmentSource<T extends RemoteTeam = RemoteTeam> {
  team: T;
  components: Record<ExposedModuleName<T>, ComponentType<RemoteModuleProps>>;
  /** Each is rendered in every supported language. */
  pages: readonly FragmentPage<T>[];
  /** Canonical paths of the team's indexable pages; published as DISCOVERY_DIRECTORY/sitemap.json. */
  sitemap?: readonly string[];
  /** Each published as DISCOVERY_DIRECTORY/<name>.json. */
  discovery?: Readonly<Record<string, object>>;
}

/** What the host's server reads about a remote's pages besides fragments. */
export const DISCOVERY_DIRECTORY = 'discovery';

/** Written from `sitemap` as `{ buildId, lastModified (ISO 8601), paths }`; a team's `discovery` may not use this name. */
export const SITEMAP_DISCOVERY_FILE = 'sitemap';

/** The schema.org Organization every page carries. */
export const ORGANIZATION_DISCOVERY_FILE = 'organization';
/** It keeps the company's facts. */
export const ORGANIZATION_PUBLISHER: RemoteTeam = 'legal';

/** On <html> once the shell hydrates; on a remote slot once its part does (or gives up). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Checks `element`'s remote slot if it is in one, else the shell. */
export function isPartHydrated(element: Element): boolean {
  if (!element.ownerDocument.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return false;
  const slot = element.closest('[data-module][data-boundary]');
  return !slot || slot.hasAttribute(HYDRATED_ATTRIBUTE);
}

/**
 * On <html>: the address an early script showed without moving the URL (decision 0017). A reload before hydration
 * (the language switch) uses it, so the visitor keeps what they chose.
 */
export const ADDRESS_SHOWN_ATTRIBUTE = 'data-address-shown';
