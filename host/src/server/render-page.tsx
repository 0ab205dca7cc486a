// The host's server renderer (docs/decisions/0007; built by tools/prerender/build-prerender.mjs): the browser's
// tree, with a marker per remote that platform/src/host/page-composer.ts replaces with its fragment.
import { text } from 'node:stream/consumers';
import i18next, { type i18n } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { fragmentMarker, type RuntimeConfig, type SupportedLanguage } from '@storefront/shared';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import { RemoteComponentSourceContext, type RemoteComponentSource } from '../federation/remote-registry';
import { decideLanguage, type LanguageDecision } from '../i18n/detect-language';
import { hostI18nOptions } from '../i18n/host-i18n-options';
import { createRoutes } from '../routes';

export interface PageRequest {
  /** Absolute; path and query matter. */
  url: string;
  cookie: string;
  acceptLanguage: string;
}

export interface PageRenderInput {
  url: string;
  language: SupportedLanguage;
  config: RuntimeConfig;
  /** `${team}/${module}` keys; the others are left to the browser. */
  availableFragments: ReadonlySet<string>;
}

export interface RenderedPage {
  /** 404 only for the host's not-found screen: a remote's is decided in the browser. */
  status: number;
  /** Inner HTML of #root, with fragmentMarker() placeholders. */
  html: string;
  description: string;
}

/** The language the browser will pick, from what the server can see (no storage), and which signal decided it. */
export function languageOf({ url, cookie, acceptLanguage }: PageRequest): LanguageDecision {
  // In header order, weights aside; a blank tag, `*` or an unsupported one is passed over.
  const navigatorLanguages = acceptLanguage.split(',').map((part) => part.replace(/;.*/s, ''));
  const nothingStored = { localStorage: null, sessionStorage: null, htmlLang: null };
  return decideLanguage({ ...nothingStored, search: new URL(url).search, cookie, navigatorLanguages });
}

const translations = new Map<SupportedLanguage, i18n>();

function translationsFor(language: SupportedLanguage): i18n {
  let instance = translations.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({ ...hostI18nOptions(language), initAsync: false });
    translations.set(language, instance);
  }
  return instance;
}

/** Thrown where a fragment is missing: React then leaves that Suspense boundary to the browser. */
class RenderInBrowser extends Error {}

function serverComponentSource(availableFragments: ReadonlySet<string>): RemoteComponentSource {
  return (team, module) => {
    const key = `${team}/${module}`;
    return function PrerenderedFragment() {
      if (!availableFragments.has(key)) throw new RenderInBrowser(key);
      return <>{fragmentMarker(team, module)}</>;
    };
  };
}

export async function renderPage(input: PageRenderInput): Promise<RenderedPage> {
  const { url, language, config, availableFragments } = input;
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const notFound = context.matches.some((match) => match.route.path === '*');

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={translationsFor(language)}>
        <RemoteComponentSourceContext.Provider value={serverComponentSource(availableFragments)}>
          <RuntimeConfigProvider value={config}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RuntimeConfigProvider>
        </RemoteComponentSourceContext.Provider>
      </I18nextProvider>
    </StrictMode>,
    {
      onError(error) {
        if (!(error instanceof RenderInBrowser)) console.error(`Server rendering of ${url} failed in part:`, error);
      },
    },
  );
  return {
    status: notFound ? 404 : 200,
    html: await text(prelude),
    description: translationsFor(language).t('siteDescription'),
  };
}

export { EVERY_PAGE_REMOTE_MODULES, pageRemoteModulesFor } from '../routes';
export { SITE_SHARE_IMAGE } from '../home/share-image';
/** The host's indexable pages; the teams list theirs. */
export const HOST_SITEMAP: readonly string[] = ['/'];
export {
  parseRuntimeConfig,
  fragmentFile,
  notFoundFragmentFile,
  fragmentMarker,
  formatPageTitle,
  placeholderPublicPath,
  PLACEHOLDER_NEWSLETTER_ENDPOINT,
  DISCOVERY_DIRECTORY,
  ORGANIZATION_DISCOVERY_FILE,
  SITEMAP_DISCOVERY_FILE,
  ORGANIZATION_PUBLISHER,
  consentInCookieHeader,
  CONTENT_QUERY_PARAMETERS,
} from '@storefront/shared';
export {
  APPLICATION_SCRIPT_ATTRIBUTE,
  HYDRATE_ON_INTENT,
  HYDRATION_LOADER_NAME,
  HYDRATION_MODE_ATTRIBUTE,
  LANGUAGE_SOURCE_ATTRIBUTE,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
} from '../hydration/hydration-contract';
