import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@storefront/shared';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from '../hydration/hydration-contract';
import { addressInLanguage } from './language-before-hydration';
import { fetchPageInLanguage, prepareHydratedInLanguage, savesData, type PageInLanguage } from './page-in-language';

/**
 * The application's language switch, in place (decision 0021). Rendering every text of the page again takes the
 * application 100-150 ms on a phone; the server has that page in the other language already. Once the page as served
 * has loaded, or a switch comes into view on a later page, this page in both languages comes from the server, and a
 * press shows the other one's texts at once; the application renders the new language a moment later, to the same
 * texts, and whatever it had changed since.
 */
let prepared: { address: string; page: PageInLanguage } | null = null;
let preparing: string | null = null;
/** The language the server rendered this document in, read before any switch (which changes the page's). */
let servedLanguage: string | null | undefined;

/** An address without its fragment. */
function withoutFragment(address: string): string {
  const url = new URL(address);
  url.hash = '';
  return url.href;
}

/** The page's address, without its fragment. */
const addressOf = (view: Window) => withoutFragment(view.location.href);

/**
 * Fetches this page from the server in `language` (the language shown) and in the other one, and prepares the
 * change; once per address. Only on a page whose markup the server rendered in `language` (hydrated, not rendered
 * afresh in another language), and not for a visitor who asked to save data.
 */
export function prepareLanguageInPlace(doc: Document, language: SupportedLanguage): void {
  const view = doc.defaultView!;
  const root = doc.getElementById('root');
  servedLanguage ??= root?.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) ?? null;
  if (savesData(view) || root?.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) !== language) return;
  const address = addressOf(view);
  if (prepared?.address === address || preparing === address) return;
  const other = SUPPORTED_LANGUAGES.find((each) => each !== language)!;
  preparing = address;
  // On the address the page was loaded at, in its language, the page as served is the browser's copy of this document.
  const atServedAddress = address === servedAddress(view) && language === servedLanguage;
  void Promise.all([
    atServedAddress
      ? fetchPageInLanguage(doc, address, language, { fromCache: true })
      : fetchPageInLanguage(doc, addressInLanguage(address, language), language),
    fetchPageInLanguage(doc, addressInLanguage(address, other), other),
  ]).then(([served, page]) =>
    // The walk in a task of its own, apart from the parsing.
    view.setTimeout(() => {
      if (preparing !== address) return;
      preparing = null;
      const ready = served && page && addressOf(view) === address && prepareHydratedInLanguage(doc, served, page);
      prepared = ready ? { address, page: ready } : null;
    }),
  );
}

/** The address this document was loaded at, without its fragment. */
function servedAddress(view: Window): string | null {
  const loaded = view.performance.getEntriesByType?.('navigation')[0]?.name;
  return loaded ? withoutFragment(loaded) : null;
}

/**
 * On the page as the server sent it (no route change since), prepares the change once the page has loaded and the
 * browser is idle: a visitor may press the switch as soon as they see it. Later pages are prepared when a switch
 * comes into view (`prepareLanguageInPlace`).
 */
export function prepareServedPageWhenIdle(doc: Document, language: SupportedLanguage): void {
  const view = doc.defaultView!;
  if (addressOf(view) !== servedAddress(view)) return;
  const prepare = () => {
    const whenIdle = view.requestIdleCallback ?? ((task: () => void) => view.setTimeout(task, 200));
    whenIdle(() => prepareLanguageInPlace(doc, language));
  };
  if (doc.readyState === 'complete') prepare();
  else view.addEventListener('load', prepare, { once: true });
}

/** Shows this page's texts in `language` at once, if they are ready; false if not (the application renders them). */
export function showLanguageInPlace(doc: Document, language: SupportedLanguage): boolean {
  const ready = prepared;
  prepared = null;
  preparing = null;
  if (!ready || ready.page.language !== language || ready.address !== addressOf(doc.defaultView!)) return false;
  return ready.page.show();
}
