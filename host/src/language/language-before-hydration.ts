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
import { rememberRequestedLanguage, supportedQueryLanguage } from '../i18n/detect-language';
import { HYDRATION_BEGUN_ATTRIBUTE, LANGUAGE_SWITCHED_ATTRIBUTE } from '../hydration/hydration-contract';
import {
  fetchPageInLanguage,
  prepareInLanguage,
  savesData,
  servedToNewVisitor,
  type PageInLanguage,
} from './page-in-language';

/** On the language switch's group; each option is a button with the `lang` of the language it chooses. */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';
const SWITCH = `[${LANGUAGE_SWITCH_ATTRIBUTE}]`;
const OPTION = `${SWITCH} button[lang]`;
/** Session storage: where the visitor pressed an option, for the page in that language to put them back there. */
const ARRIVAL_KEY = 'storefront.languageSwitchArrival';

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
 * Whether an event happens on an option of a language switch: before hydration the switch answers by itself, so
 * touching one is no reason to start the application on this page.
 */
export function isOnLanguageOption(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(OPTION) !== null;
}

/**
 * The address of a page in another language: with the `?lng=` the server renders by, and without its fragment
 * (the page in the other language puts the fragment back).
 */
export function addressInLanguage(address: string, language: SupportedLanguage): string {
  const url = new URL(address);
  url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  url.hash = '';
  return url.href;
}

/** The language switch before hydration: what the hydration loader starts and later asks of it. */
export interface LanguageSwitchBeforeHydration {
  /** Fetches this page in the other language, for the switch to show it in place (called once the page has loaded). */
  prepareOtherLanguage(): void;
  stop(): void;
}

/**
 * Until the shell is hydrated, the language switch answers by itself (issue 21, decision 0021). Once this page in
 * the other language has come (`prepareOtherLanguage`), a press changes the page in place to that language's text
 * (`prepareInLanguage`): the option chosen is pressed, the focus and the menu stay, the switch stays under the
 * finger, the choice is kept as the application keeps it, and the application hydrates in that language. Before
 * it has come, or once hydration has begun, the press loads the page in that language instead, and where the
 * visitor was goes to that page in session storage (`arriveFromLanguageSwitch`). Hydrated, the application
 * switches in place.
 */
export function answerLanguageSwitchUntilHydrated(
  doc: Document,
  load = (address: string) => doc.defaultView!.location.replace(address),
): LanguageSwitchBeforeHydration {
  const view = doc.defaultView!;
  const root = doc.documentElement;
  /** This page in each language it may switch to, ready to be shown; undefined while on its way, null if not had. */
  const pages = new Map<SupportedLanguage, PageInLanguage | null | undefined>();
  const prepare = () => {
    if (savesData(view)) return;
    const current = root.getAttribute('lang');
    for (const language of SUPPORTED_LANGUAGES) {
      if (language === current || pages.has(language) || hydrationHasBegun(doc)) continue;
      pages.set(language, undefined);
      const address = addressInLanguage(view.location.href, language);
      void fetchPageInLanguage(doc, address, language, { asServedToNewVisitor: servedToNewVisitor(doc) }).then((page) =>
        view.setTimeout(() => pages.set(language, page && prepareInLanguage(doc, page))),
      );
    }
  };
  for (const option of doc.querySelectorAll(OPTION)) option.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
  const onClick = (event: MouseEvent) => {
    const option = event.target instanceof Element ? event.target.closest(OPTION) : null;
    if (!option || isPartHydrated(option)) return;
    option.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
    const language = option.getAttribute('lang');
    if (!isSupportedLanguage(language) || option.getAttribute('aria-pressed') === 'true') return;
    const page = pages.get(language);
    if (page && !hydrationHasBegun(doc) && switchInPlace(option, page)) {
      pages.clear();
      // The page in the language just left, for the next press: after this one's frame.
      afterNextPaint(prepare, view);
      return;
    }
    for (const each of option.parentElement?.querySelectorAll('button[lang]') ?? [])
      each.setAttribute('aria-pressed', String(each === option));
    // What the page shows: an early script may have shown another page's content (a legal tab).
    const shown = new URL(root.getAttribute(ADDRESS_SHOWN_ATTRIBUTE) ?? view.location.href, view.location.href);
    writeArrival(view, {
      language,
      ...placeOf(option.closest(SWITCH)!),
      // A click from the keyboard has no pointer position to count (detail 0).
      keyboard: event.detail === 0,
      hash: shown.hash,
    });
    // The page that comes keeps the choice for the server (as any `?lng=`).
    load(addressInLanguage(shown.href, language));
  };
  view.addEventListener('click', onClick, true);
  return { prepareOtherLanguage: prepare, stop: () => view.removeEventListener('click', onClick, true) };
}

/**
 * Once the application has begun to hydrate, the page is React's: it is no longer changed underneath it. (Until
 * then the application hydrates in the language the page shows, `LANGUAGE_SWITCHED_ATTRIBUTE`.)
 */
function hydrationHasBegun(doc: Document): boolean {
  return doc.getElementById('root')?.hasAttribute(HYDRATION_BEGUN_ATTRIBUTE) !== false;
}

/**
 * Shows `page`, this page in the language of `option`, in place: the switch stays where it was on the screen, the
 * choice is kept as the application keeps it (storage and the cookie the server reads), and a `?lng=` leaves the
 * address (it would outrank the choice). False, changing nothing, when this page is no longer the one prepared.
 */
function switchInPlace(option: Element, page: PageInLanguage): boolean {
  const doc = option.ownerDocument;
  const view = doc.defaultView!;
  const { language } = page;
  const switchTop = option.getBoundingClientRect().top;
  if (!page.show()) return false;
  for (const each of doc.querySelectorAll(OPTION))
    each.setAttribute('aria-pressed', String(each.getAttribute('lang') === language));
  doc.getElementById('root')!.setAttribute(LANGUAGE_SWITCHED_ATTRIBUTE, '');
  // The texts are longer or shorter: the page moves so that the option stays under the finger.
  const moved = option.closest('dialog') ? 0 : Math.round(option.getBoundingClientRect().top - switchTop);
  if (moved !== 0) view.scrollBy({ top: moved, behavior: 'instant' });
  // After the frame that shows the page: each is a call to the browser process.
  afterNextPaint(() => {
    rememberRequestedLanguage(language, view);
    if (supportedQueryLanguage(view.location.search) === null) return;
    const address = new URL(view.location.href);
    address.searchParams.delete(LANGUAGE_QUERY_PARAMETER);
    view.history.replaceState(view.history.state, '', address);
  }, view);
  return true;
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
