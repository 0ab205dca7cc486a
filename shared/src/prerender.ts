import type { ComponentType } from 'react';
import type { SupportedLanguage } from './languages';
import { placeholderPublicPath } from './prerender-placeholders.ts';
import type { RuntimeConfig } from './runtime-config';
import { REMOTE_TEAMS, type ExposedModuleName, type RemoteModuleProps, type RemoteTeam } from './teams.ts';

/**
 * Pre-rendered HTML (docs/decisions/0007). Each remote renders its exposed modules to HTML fragments at build
 * time, published beside its JavaScript under FRAGMENTS_DIRECTORY; the host's server inserts them into the page
 * it renders, and the browser hydrates them when the remote's code arrives. A fragment a remote does not
 * publish is rendered in the browser, as before.
 */
export const FRAGMENTS_DIRECTORY = 'fragments';

/** A page path a fragment may exist for: lower-case ASCII segments, no trailing slash ("/collections/carriel"). */
const FRAGMENT_PAGE_PATH = /^(\/[a-z0-9][a-z0-9-]{0,80}){1,4}$/;

/** Modules whose markup depends on the page's path (one fragment per path) rather than one per language. */
export const PATH_DEPENDENT_MODULES: readonly string[] = ['routes'];

/**
 * Where a fragment lives, relative to its remote's public path; null when the page path cannot have one.
 * e.g. ("es", "routes", "/collections/carriel") → "fragments/es/routes/collections/carriel.html".
 */
export function fragmentFile(language: SupportedLanguage, module: string, pagePath?: string): string | null {
  if (!PATH_DEPENDENT_MODULES.includes(module)) return `${FRAGMENTS_DIRECTORY}/${language}/${module}.html`;
  const path = pagePath && pagePath !== '/' ? pagePath.replace(/\/+$/, '') : '';
  if (!FRAGMENT_PAGE_PATH.test(path)) return null;
  return `${FRAGMENTS_DIRECTORY}/${language}/${module}${path}.html`;
}

/**
 * Where a remote's not-found screen for its section of the site lives, if the remote publishes one: it does so
 * when it pre-renders every page it has under that section, so that any other path there is a page it does not
 * have. e.g. ("en", "routes", "/configure/no-such-bag") → "fragments/en/not-found/routes/configure.html".
 */
export function notFoundFragmentFile(language: SupportedLanguage, module: string, pagePath: string): string | null {
  const section = pagePath.split('/')[1] ?? '';
  if (!PATH_DEPENDENT_MODULES.includes(module) || !FRAGMENT_PAGE_PATH.test(`/${section}`)) return null;
  return `${FRAGMENTS_DIRECTORY}/${language}/not-found/${module}/${section}.html`;
}

export { placeholderPublicPath };

export const PLACEHOLDER_NEWSLETTER_ENDPOINT = 'https://newsletter.prerender.invalid/api/newsletter';

export const PRERENDER_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: /*#__PURE__*/ Object.fromEntries(
    /*#__PURE__*/ REMOTE_TEAMS.map((team) => [team, `${placeholderPublicPath(team)}mf-manifest.json`]),
  ) as Record<RemoteTeam, string>,
  newsletter: { endpoint: PLACEHOLDER_NEWSLETTER_ENDPOINT, mode: 'cors' },
  assetBaseUrl: null,
};

/**
 * One fragment a remote publishes: which exposed module, and for the routes module which page, or which section
 * (`notFoundIn: "/configure"`) it is the not-found screen of.
 */
export interface FragmentPage<T extends RemoteTeam = RemoteTeam> {
  module: ExposedModuleName<T>;
  pagePath?: string;
  notFoundIn?: string;
}

/**
 * The text the host's server renders where a fragment goes, replaced by the fragment's HTML afterwards.
 * Plain ASCII that React does not escape and no page text contains.
 */
export function fragmentMarker(team: RemoteTeam, module: string): string {
  return `[[prerendered-fragment:${team}/${module}]]`;
}

/** What a remote hands to the build-time renderer (its src/prerender/fragment-source.ts). */
export interface FragmentSource<T extends RemoteTeam = RemoteTeam> {
  team: T;
  /** The exposed components, by module name (the same files its federation config exposes). */
  components: Record<ExposedModuleName<T>, ComponentType<RemoteModuleProps>>;
  /** Every fragment to render, in each supported language. */
  pages: readonly FragmentPage<T>[];
  /**
   * The team's pages a search engine should index, by their canonical paths: its part of the sitemap, in every
   * language. The build publishes them in DISCOVERY_DIRECTORY/sitemap.json.
   */
  sitemap?: readonly string[];
  /** Other data the build publishes for the host's server, each as DISCOVERY_DIRECTORY/<name>.json. */
  discovery?: Readonly<Record<string, object>>;
}

/** Where a remote's build publishes what the host's server reads about its pages besides their fragments. */
export const DISCOVERY_DIRECTORY = 'discovery';

/** The DISCOVERY_DIRECTORY file the build writes from `sitemap`; a team's `discovery` may not use its name. */
export const SITEMAP_DISCOVERY_FILE = 'sitemap';

/** DISCOVERY_DIRECTORY/sitemap.json: a team's indexable pages, and when its build made them. */
export interface PublishedSitemap {
  buildId: string;
  /** ISO 8601 date and time of the build. */
  lastModified: string;
  paths: string[];
}

/** The DISCOVERY_DIRECTORY file with the company's schema.org Organization, which every page carries. */
export const ORGANIZATION_DISCOVERY_FILE = 'organization';
/** The team that keeps the company's facts, and so publishes its Organization. */
export const ORGANIZATION_PUBLISHER: RemoteTeam = 'legal';

/**
 * Set by the host on <html> once the shell is hydrated, and on a remote slot (`[data-module][data-boundary]`)
 * once its part is (or has given up).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Whether the part of the page holding `element` is hydrated: its remote slot if it is in one, else the shell. */
export function isPartHydrated(element: Element): boolean {
  if (!element.ownerDocument.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return false;
  const slot = element.closest('[data-module][data-boundary]');
  return !slot || slot.hasAttribute(HYDRATED_ATTRIBUTE);
}

/**
 * On <html>: the address of what the page shows, when an early script showed another page's content without
 * moving the address (the shell hydrates on the address it was rendered for; decision 0017). What reloads the page
 * before hydration (the language switch) reloads that address instead, so that the visitor keeps what they chose.
 */
export const ADDRESS_SHOWN_ATTRIBUTE = 'data-address-shown';
