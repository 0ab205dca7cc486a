// Build-time renderer of a remote's fragments (docs/decisions/0007). tools/prerender/build-prerender.mjs bundles
// this file for Node together with the remote's src/prerender/fragment-source.ts (alias below), runs it, and
// writes what it returns under the remote's dist/fragments/.
import i18next, { type i18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import {
  FALLBACK_LANGUAGE,
  fragmentFile,
  notFoundFragmentFile,
  PAGE_DESCRIPTION_ATTRIBUTE,
  PAGE_IMAGE_ATTRIBUTE,
  PRERENDER_RUNTIME_CONFIG,
  SITEMAP_DISCOVERY_FILE,
  SUPPORTED_LANGUAGES,
  type FragmentSource,
  type SupportedLanguage,
} from '@storefront/shared';
// An alias of the prerender build (tools/prerender/build-prerender.mjs): the remote's src/prerender/fragment-source.ts.
import { fragmentSource } from 'remote-fragment-source';

/** Where the build writes what discoveryOf returns, and the sitemap's name there. */
export { DISCOVERY_DIRECTORY, SITEMAP_DISCOVERY_FILE } from '@storefront/shared';

/** A path segment no remote has a page for (it is not even a valid slug). */
const UNKNOWN_PAGE_SEGMENT = '--not-a-page--';

export interface RenderedFragment {
  file: string;
  html: string;
}

/** One i18next instance per language, as the host has one per page: the remote adds its namespace to it. */
function translationsFor(language: SupportedLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * What the build publishes for the host's server besides the fragments: the team's indexable pages, and its other
 * discovery data. Each page in the sitemap must be one the team pre-renders, and say in every language what a search
 * engine and a share preview show of it (shared/src/document-head.ts).
 */
export function discoveryOf(rendered: readonly RenderedFragment[]): {
  sitemap: string[];
  discovery: Record<string, object>;
} {
  const source = fragmentSource as FragmentSource;
  const markupOf = new Map(rendered.map(({ file, html }) => [file, html]));
  const sitemap = [...(source.sitemap ?? [])];
  const problems = sitemap.flatMap((pagePath) => {
    if (!source.pages.some((page) => page.pagePath === pagePath)) return [`${pagePath} is not a page it pre-renders`];
    return SUPPORTED_LANGUAGES.flatMap((language) => {
      const file = fragmentFile(language, 'routes', pagePath);
      const html = (file && markupOf.get(file)) ?? '';
      return [PAGE_DESCRIPTION_ATTRIBUTE, PAGE_IMAGE_ATTRIBUTE]
        .filter((attribute) => !html.includes(`${attribute}="`))
        .map((attribute) => `${pagePath} (${language}) has no ${attribute}`);
    });
  });
  if (Object.hasOwn(source.discovery ?? {}, SITEMAP_DISCOVERY_FILE))
    problems.push(`"${SITEMAP_DISCOVERY_FILE}" is the name of the file the build writes from \`sitemap\``);
  if (problems.length > 0) throw new Error(`${source.team}'s sitemap: ${problems.join('; ')}`);
  return { sitemap, discovery: { ...source.discovery } };
}

/** Renders every page of the remote in every language; waits for any Suspense inside the remote to resolve. */
export async function renderAll(): Promise<RenderedFragment[]> {
  const source = fragmentSource as FragmentSource;
  const rendered: RenderedFragment[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    const translations = translationsFor(language);
    for (const page of source.pages) {
      // A section's not-found screen is what the remote shows at a path of that section it does not have.
      const location = page.notFoundIn ? `${page.notFoundIn}/${UNKNOWN_PAGE_SEGMENT}` : (page.pagePath ?? '/');
      const file = page.notFoundIn
        ? notFoundFragmentFile(language, page.module, page.notFoundIn)
        : fragmentFile(language, page.module, page.pagePath);
      if (!file)
        throw new Error(`${source.team}: "${page.notFoundIn ?? page.pagePath}" is not a page path a fragment can have`);
      const Component = (
        source.components as Record<string, (typeof source.components)[keyof typeof source.components]>
      )[page.module];
      if (!Component) throw new Error(`${source.team}: no component for the exposed module "${page.module}"`);
      const { prelude } = await prerenderToNodeStream(
        <I18nextProvider i18n={translations}>
          <StaticRouter location={location}>
            <Component config={PRERENDER_RUNTIME_CONFIG} />
          </StaticRouter>
        </I18nextProvider>,
        { onError: (error) => console.error(`${source.team} ${file}:`, error) },
      );
      rendered.push({ file, html: await streamToString(prelude) });
    }
  }
  return rendered;
}
