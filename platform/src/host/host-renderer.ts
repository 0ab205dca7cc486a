// The contract with host/dist-server/render.cjs (from host/src/server/render-page.tsx), loaded at run time.
import type { LanguageSource, SupportedLanguage } from '../../../shared/src/languages.ts';
import type { RuntimeConfig } from '../../../shared/src/runtime-config.ts';
import type { RemoteTeam } from '../../../shared/src/teams.ts';

export interface RemoteModuleRef {
  team: RemoteTeam;
  module: string;
}

export interface HostRenderer {
  parseRuntimeConfig(input: unknown): { ok: boolean };
  languageOf(request: { url: string; cookie: string; acceptLanguage: string }): {
    language: SupportedLanguage;
    source: LanguageSource | 'fallback';
  };
  consentInCookieHeader(cookieHeader: string): unknown;
  renderPage(input: {
    url: string;
    language: SupportedLanguage;
    config: RuntimeConfig;
    availableFragments: ReadonlySet<string>;
  }): Promise<{ status: number; html: string; description: string }>;
  EVERY_PAGE_REMOTE_MODULES: readonly RemoteModuleRef[];
  pageRemoteModulesFor(pathname: string): readonly RemoteModuleRef[];
  CONTENT_QUERY_PARAMETERS: readonly string[];
  fragmentFile(language: SupportedLanguage, module: string, pagePath?: string): string | null;
  notFoundFragmentFile(language: SupportedLanguage, module: string, pagePath: string): string | null;
  fragmentMarker(team: RemoteTeam, module: string): string;
  formatPageTitle(pageTitle: string | null): string;
  placeholderPublicPath(team: RemoteTeam): string;
  /** For a page that names none; relative to the site's root or asset base. */
  SITE_SHARE_IMAGE: string;
  DISCOVERY_DIRECTORY: string;
  ORGANIZATION_DISCOVERY_FILE: string;
  SITEMAP_DISCOVERY_FILE: string;
  ORGANIZATION_PUBLISHER: RemoteTeam;
  HOST_SITEMAP: readonly string[];
  PLACEHOLDER_NEWSLETTER_ENDPOINT: string;
  APPLICATION_SCRIPT_ATTRIBUTE: string;
  HYDRATE_ON_INTENT: string;
  HYDRATION_LOADER_NAME: string;
  HYDRATION_MODE_ATTRIBUTE: string;
  LANGUAGE_SOURCE_ATTRIBUTE: string;
  PRERENDERED_LANGUAGE_ATTRIBUTE: string;
}
