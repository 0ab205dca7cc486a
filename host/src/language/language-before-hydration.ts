import {
  ADDRESS_SHOWN_ATTRIBUTE,
  ANSWERS_BEFORE_HYDRATION_ATTRIBUTE,
  isPartHydrated,
  isSupportedLanguage,
  LANGUAGE_QUERY_PARAMETER,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@storefront/shared';
import { afterNextPaint } from '../hydration/after-next-paint';
import { supportedQueryLanguage } from '../i18n/detect-language';

/** On the language switch's group; each option is a button with the `lang` of the language it chooses. */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';
const SWITCH = `[${LANGUAGE_SWITCH_ATTRIBUTE}]`;
const OPTION = `${SWITCH} button[lang]`;
/** On the Speculation Rules that prerender the page in the other language. */
export const LANGUAGE_PRERENDER_ATTRIBUTE = 'data-language-prerender';
/** Session storage: where the visitor pressed an option, for the page in that language to put them back there. */
const ARRIVAL_KEY = 'storefront.languageSwitchArrival';
/**
 * Where the visitor is on this page goes to the page prerendered in the other language over this channel, for it to
 * be there already when it is shown (a prerendered page hears broadcasts; nothing is stored).
 */
const VIEW_CHANNEL = 'storefront.language-switch-view';

/** Where a language switch is: which one, its top on the screen, and the page's scroll. */
interface SwitchPlace {
  switchIndex: number;
  switchTop: number;
  scrollY: number;
}

/** The menu and the footer each have a switch: which one was pressed, and where (the menu's does not scroll). */
interface Arrival extends SwitchPlace {
  language: SupportedLanguage;
  /** Pressed from the keyboard: the focus goes back on the option. */
  keyboard: boolean;
  hash: string;
}

/**
 * Whether an event happens on an option of a language switch: before hydration, choosing one loads the page in
 * that language, so touching one is no reason to start the application on this page.
 */
export function isOnLanguageOption(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(OPTION) !== null;
}

/**
 * The address of a page in another language (decision 0019): with the `?lng=` the server renders by, and without
 * its fragment (the page in the other language puts the fragment back), so that the address the switch loads is
 * the one the browser prerendered.
 */
export function addressInLanguage(address: string, language: SupportedLanguage): string {
  const url = new URL(address);
  url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  url.hash = '';
  return url.href;
}

/**
 * Until the shell is hydrated, the language switch answers by itself (issue 21): the other language's text is not
 * in this page, so the switch loads the page in that language, which the browser has usually prerendered
 * (`prerenderOtherLanguage`): it is then shown at once. The chosen option says so at once; where the visitor was
 * goes to that page in session storage (`arriveFromLanguageSwitch`). Then the application switches in place.
 * Returns the function that stops it.
 */
export function answerLanguageSwitchUntilHydrated(
  doc: Document,
  load = (address: string) => doc.defaultView!.location.replace(address),
): () => void {
  const view = doc.defaultView!;
  for (const option of doc.querySelectorAll(OPTION)) option.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
  const onClick = (event: MouseEvent) => {
    const option = event.target instanceof Element ? event.target.closest(OPTION) : null;
    if (!option || isPartHydrated(option)) return;
    option.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
    const language = option.getAttribute('lang');
    if (!isSupportedLanguage(language) || option.getAttribute('aria-pressed') === 'true') return;
    for (const each of option.parentElement?.querySelectorAll('button[lang]') ?? [])
      each.setAttribute('aria-pressed', String(each === option));
    // What the page shows: an early script may have shown another page's content (a legal tab).
    const shown = new URL(
      doc.documentElement.getAttribute(ADDRESS_SHOWN_ATTRIBUTE) ?? view.location.href,
      view.location.href,
    );
    writeArrival(view, {
      language,
      ...placeOf(option.closest(SWITCH)!),
      // A click from the keyboard has no pointer position to count (detail 0).
      keyboard: event.detail === 0,
      hash: shown.hash,
    });
    // The choice is kept for the server by the page that comes (as any `?lng=`), not here: a cookie written now
    // would make the browser throw the prerendered page away.
    load(addressInLanguage(shown.href, language));
  };
  view.addEventListener('click', onClick, true);
  return () => view.removeEventListener('click', onClick, true);
}

/**
 * Asks the browser to prerender this page in the other language (Speculation Rules, decision 0019), so that the
 * switch shows it at once. Called once the page has loaded, and only while the shell is not hydrated: hydrated, the
 * application switches in place, and the rules are taken away (the browser then drops the prerendered page).
 */
export function prerenderOtherLanguage(doc: Document): void {
  const view = doc.defaultView!;
  const supports = (view.HTMLScriptElement as { supports?: (type: string) => boolean }).supports;
  const root = doc.documentElement;
  if (!supports?.call(view.HTMLScriptElement, 'speculationrules') || root.hasAttribute('data-hydrated')) return;
  const current = root.getAttribute('lang');
  const urls = SUPPORTED_LANGUAGES.filter((language) => language !== current).map((language) =>
    addressInLanguage(view.location.href, language),
  );
  const rules = doc.createElement('script');
  rules.type = 'speculationrules';
  rules.setAttribute(LANGUAGE_PRERENDER_ATTRIBUTE, '');
  rules.textContent = JSON.stringify({ prerender: [{ source: 'list', urls }] });
  doc.head.append(rules);
  const stopSharing = shareViewWithPrerender(doc, urls);
  const hydration = new view.MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    hydration.disconnect();
    rules.remove();
    stopSharing();
  });
  hydration.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/**
 * On a page the language switch loaded (its `?lng=` and the arrival kept for it), once the visitor sees it: the
 * `?lng=` leaves the address (it would outrank a later choice) and the fragment comes back; the switch is where it
 * was on the screen; a keyboard user finds the focus on the option chosen, in the menu open again if it was there.
 * Storage is read only on a page with a `?lng=` (a first read is a synchronous call to the browser process).
 * Returns whether it scrolled the page.
 */
export function arriveFromLanguageSwitch(doc: Document): boolean {
  const view = doc.defaultView!;
  const language = supportedQueryLanguage(view.location.search);
  if (!language) return false;
  const arrival = takeArrival(view);
  if (!arrival || arrival.language !== language) return false;
  const address = new URL(view.location.href);
  address.searchParams.delete(LANGUAGE_QUERY_PARAMETER);
  address.hash = arrival.hash;
  // After the first frame: changing the address is a round trip to the browser process.
  afterNextPaint(() => view.history.replaceState(view.history.state, '', address), view);
  const languageSwitch = doc.querySelectorAll(SWITCH)[arrival.switchIndex];
  const dialog = languageSwitch?.closest('dialog');
  placeSwitch(doc, arrival);
  if (arrival.keyboard)
    focusOption(doc, dialog, languageSwitch?.querySelector<HTMLElement>(`button[lang="${language}"]`));
  return true;
}

/** A keyboard user's focus on the option chosen, in the menu open again if the option is in it. */
function focusOption(
  doc: Document,
  dialog: HTMLDialogElement | null | undefined,
  option: HTMLElement | null | undefined,
) {
  const view = doc.defaultView!;
  // In the first frame: a browser does not focus what it has not rendered yet (a stylesheet still on its way).
  view.requestAnimationFrame(() => {
    if (!option) return;
    // The menu's switch: the menu opens again as it was, a modal dialog (its own code follows its toggle).
    if (dialog && !dialog.open) {
      // From its button, as the visitor opened it: closed, it gives focus back there.
      doc.querySelector<HTMLElement>(`[commandfor="${dialog.id}"]`)?.focus({ preventScroll: true });
      dialog.showModal();
    }
    option.focus({ preventScroll: true });
  });
}

/** Where `languageSwitch` is now. */
function placeOf(languageSwitch: Element): SwitchPlace {
  const doc = languageSwitch.ownerDocument;
  return {
    switchIndex: [...doc.querySelectorAll(SWITCH)].indexOf(languageSwitch),
    switchTop: languageSwitch.getBoundingClientRect().top,
    scrollY: doc.defaultView!.scrollY,
  };
}

/** The place another page sent or kept (storage, a broadcast), with numbers where it has none. */
function switchPlaceIn(sent: Partial<SwitchPlace>): SwitchPlace {
  return {
    switchIndex: Number(sent.switchIndex) || 0,
    switchTop: Number(sent.switchTop) || 0,
    scrollY: Number(sent.scrollY) || 0,
  };
}

/** Scrolls so that the switch is at `place` on the screen (for the menu's, the page's scroll as it was). */
function placeSwitch(doc: Document, place: SwitchPlace): void {
  const view = doc.defaultView!;
  const languageSwitch = doc.querySelectorAll(SWITCH)[place.switchIndex];
  const top =
    languageSwitch && !languageSwitch.closest('dialog')
      ? languageSwitch.getBoundingClientRect().top + view.scrollY - place.switchTop
      : place.scrollY;
  if (Math.round(top) !== Math.round(view.scrollY)) view.scrollTo({ top, behavior: 'instant' });
}

/** What goes over the view channel: a prerendered page asks for the view; the page it was asked by shares it. */
type ViewMessage = { ask: string } | ({ addresses: string[] } & SwitchPlace);

/** Another version of this script may share the channel: anything else is not ours. */
function isViewMessage(data: unknown): data is ViewMessage {
  if (typeof data !== 'object' || data === null) return false;
  return 'ask' in data
    ? typeof data.ask === 'string'
    : 'addresses' in data && Array.isArray(data.addresses) && 'switchIndex' in data;
}

/**
 * Shares where the page's own switch (the footer's) is on the screen each time the visitor stops scrolling, and when
 * a page prerendered at one of `addresses` asks (`followViewWhilePrerendered`). Returns the function that stops it.
 */
function shareViewWithPrerender(doc: Document, addresses: string[]): () => void {
  const view = doc.defaultView!;
  if (!view.BroadcastChannel) return () => undefined;
  const channel = new view.BroadcastChannel(VIEW_CHANNEL);
  const share = () => {
    const pageSwitch = [...doc.querySelectorAll(SWITCH)].find((each) => !each.closest('dialog'));
    if (pageSwitch) channel.postMessage({ addresses, ...placeOf(pageSwitch) } satisfies ViewMessage);
  };
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isViewMessage(event.data) && 'ask' in event.data && addresses.includes(event.data.ask)) share();
  };
  view.addEventListener('scrollend', share);
  return () => {
    view.removeEventListener('scrollend', share);
    channel.close();
  };
}

/**
 * On a page the browser is prerendering for the language switch: follows where the visitor is on the page they
 * see (`shareViewWithPrerender`), so that the page is painted there from its first frame once shown, with the
 * images around already loaded. Stops when the page is shown.
 */
export function followViewWhilePrerendered(doc: Document): void {
  const view = doc.defaultView!;
  if (!(doc as Document & { prerendering?: boolean }).prerendering || !view.BroadcastChannel) return;
  const channel = new view.BroadcastChannel(VIEW_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const shared = event.data;
    if (!isViewMessage(shared) || !('addresses' in shared) || !shared.addresses.includes(view.location.href)) return;
    placeSwitch(doc, switchPlaceIn(shared));
    loadImagesInView(doc);
  };
  channel.postMessage({ ask: view.location.href } satisfies ViewMessage);
  doc.addEventListener('prerenderingchange', () => channel.close(), { once: true });
}

/**
 * Lazy images on the screen or within the distance a browser loads them ahead (up to 2,500 px) load now: a
 * prerendered page runs no frame, so the browser would ask for them only once the page is shown, and decode them
 * then, before its first frame.
 */
const LAZY_MARGIN_PX = 2500;
function loadImagesInView(doc: Document): void {
  const height = doc.defaultView!.innerHeight;
  for (const image of doc.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
    const box = image.getBoundingClientRect();
    if (box.bottom > -LAZY_MARGIN_PX && box.top < height + LAZY_MARGIN_PX) image.loading = 'eager';
  }
}

function writeArrival(view: Window, arrival: Arrival): void {
  try {
    view.sessionStorage.setItem(ARRIVAL_KEY, JSON.stringify(arrival));
  } catch {
    // storage disabled: the page in the other language starts at its top
  }
}

function takeArrival(view: Window): Arrival | null {
  try {
    const stored = view.sessionStorage.getItem(ARRIVAL_KEY);
    view.sessionStorage.removeItem(ARRIVAL_KEY);
    const arrival = stored === null ? null : (JSON.parse(stored) as Partial<Arrival>);
    if (!arrival || !isSupportedLanguage(arrival.language)) return null;
    return {
      language: arrival.language,
      ...switchPlaceIn(arrival),
      keyboard: arrival.keyboard === true,
      hash: typeof arrival.hash === 'string' && arrival.hash.startsWith('#') ? arrival.hash : '',
    };
  } catch {
    return null; // storage disabled, or not ours
  }
}
