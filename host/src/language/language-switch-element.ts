import {
  ADDRESS_SHOWN_ATTRIBUTE,
  afterNextPaint,
  defineElementOnce,
  isPartHydrated,
  isSupportedLanguage,
  LANGUAGE_QUERY_PARAMETER,
  ServerSafeHTMLElement,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
  whenIdle,
} from '@storefront/shared';
import { HYDRATION_BEGUN_ATTRIBUTE, LANGUAGE_SWITCHED_ATTRIBUTE } from '../hydration/hydration-contract';
import { whenShown } from '../hydration/when-shown';
import { rememberRequestedLanguage } from '../i18n/detect-language';
import {
  addressInLanguage,
  fetchPageInLanguage,
  prepareInLanguage,
  savesData,
  servedToNewVisitor,
  type PageInLanguage,
} from './page-in-language';

/**
 * Prepares this page in the other language ahead of a press and shows it in place, or, before hydration, loads it
 * where an in-place change would leave something out (docs/interactivity.md, "The language switch"; decision 0021).
 */
export const LANGUAGE_SWITCH_ELEMENT = 'language-switch';
/** Bubbles from the switch pressed once the page shows the language (detail). */
export const LANGUAGE_CHOSEN_EVENT = 'storefront:language-chosen';
/** The path the application shows; a route change prepares that page instead. */
export const SWITCH_ADDRESS_ATTRIBUTE = 'data-address';

const OPTION = 'button[lang]';
/** Session storage: where a switch was pressed, so the page it loads puts the visitor back there. */
const ARRIVAL_KEY = 'storefront:language-switch-arrival';

interface Arrival {
  language: SupportedLanguage;
  /** An arrival kept for another page (one that never came) is not this one's. */
  path: string;
  /** The menu's switch, not the footer's. */
  inMenu: boolean;
  /** Then focus goes back on the option. */
  keyboard: boolean;
  switchTop: number;
  scrollY: number;
}

/** Per address and language shown: undefined while on its way, null if it could not be had. */
let preparation: { key: string; page: PageInLanguage | null | undefined } | null = null;

function preparationKey(doc: Document): string {
  const address = new URL(doc.defaultView!.location.href);
  address.hash = '';
  return `${doc.documentElement.lang} ${address.href}`;
}

/** Once per address and language shown. */
function prepareOtherLanguage(doc: Document): void {
  const key = preparationKey(doc);
  if (preparation?.key === key) return;
  const view = doc.defaultView!;
  const shown = doc.documentElement.lang;
  const other = SUPPORTED_LANGUAGES.find((language) => language !== shown);
  if (!isSupportedLanguage(shown) || !other) return;
  const asServedToNewVisitor = !isPartHydrated(doc.documentElement) && servedToNewVisitor(doc);
  const current = { key, page: undefined as PageInLanguage | null | undefined };
  preparation = current;
  const pages = [shown, other].map((language) => fetchPageInLanguage(doc, language, asServedToNewVisitor));
  void Promise.all(pages).then(([served, inOther]) =>
    // The walk in its own idle task, apart from the parsing.
    whenIdle(view, () => {
      const stillThisPage = preparation === current && preparationKey(doc) === key;
      current.page = stillThisPage && served && inOther ? prepareInLanguage(doc, served, inOther) : null;
    }),
  );
}

function preparedPage(doc: Document): PageInLanguage | null {
  return preparation?.key === preparationKey(doc) ? (preparation.page ?? null) : null;
}

export class LanguageSwitchElement extends ServerSafeHTMLElement {
  static observedAttributes = [SWITCH_ADDRESS_ATTRIBUTE];
  /** Made while the application hydrated, for it to render once it has. */
  chosenLanguage: SupportedLanguage | null = null;
  private inView: IntersectionObserver | null = null;

  get preparedLanguage(): SupportedLanguage | null {
    return preparedPage(this.ownerDocument)?.language ?? null;
  }

  connectedCallback(): void {
    // Window capture phase: before the document's hold of early presses and React's root.
    window.addEventListener('click', this.onClick, true);
    this.prepareOnceLoaded();
    if (typeof IntersectionObserver === 'undefined') return;
    this.inView = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) this.prepare();
    });
    this.inView.observe(this);
  }

  disconnectedCallback(): void {
    window.removeEventListener('click', this.onClick, true);
    this.inView?.disconnect();
  }

  /** A route change: prepare the new page once a switch is in view again. */
  attributeChangedCallback(): void {
    this.inView?.unobserve(this);
    this.inView?.observe(this);
  }

  /** Once loaded, and again when the application takes the page over (it asks): a press may come at first sight. */
  prepareOnceLoaded(): void {
    const view = this.ownerDocument.defaultView!;
    const prepare = () => whenShown(this.ownerDocument, () => whenIdle(view, () => this.prepare()));
    if (this.ownerDocument.readyState === 'complete') prepare();
    else view.addEventListener('load', prepare, { once: true });
  }

  private prepare(): void {
    const doc = this.ownerDocument;
    if (!this.isConnected || savesData(doc.defaultView!) || this.hydrating) return;
    prepareOtherLanguage(doc);
  }

  /** From the application's start to its first commit the page is React's: not changed underneath it. */
  private get hydrating(): boolean {
    const root = this.ownerDocument.getElementById('root');
    return !!root?.hasAttribute(HYDRATION_BEGUN_ATTRIBUTE) && !isPartHydrated(this);
  }

  private readonly onClick = (event: MouseEvent): void => {
    const option = event.target instanceof Element ? event.target.closest(OPTION) : null;
    if (!option || !this.contains(option)) return;
    const language = option.getAttribute('lang');
    if (!isSupportedLanguage(language) || option.getAttribute('aria-pressed') === 'true') return;
    // A click from Enter or Space has detail 0.
    this.choose(option, language, event.detail === 0);
  };

  private choose(option: Element, language: SupportedLanguage, fromKeyboard: boolean): void {
    const doc = this.ownerDocument;
    const hydrated = isPartHydrated(this);
    const page = this.hydrating ? null : preparedPage(doc);
    const shown = page?.language === language && (hydrated || page.complete) && this.showInPlace(option, page);
    if (!shown && !hydrated && !this.hydrating) return this.loadPageIn(language, fromKeyboard);
    for (const each of doc.querySelectorAll(`${LANGUAGE_SWITCH_ELEMENT} ${OPTION}`))
      each.setAttribute('aria-pressed', String(each.getAttribute('lang') === language));
    if (this.hydrating) this.chosenLanguage = language;
    // After the frame that shows the choice: each is a call to the browser process, the event a render.
    afterNextPaint(() => {
      rememberRequestedLanguage(language, doc.defaultView!);
      dropLanguageQuery(doc.defaultView!);
      this.dispatchEvent(new CustomEvent(LANGUAGE_CHOSEN_EVENT, { bubbles: true, detail: language }));
    }, doc.defaultView!);
  }

  /** Keeps the switch where it was on screen (the menu's does not scroll); false if it could not show. */
  private showInPlace(option: Element, page: PageInLanguage): boolean {
    const doc = this.ownerDocument;
    const top = option.getBoundingClientRect().top;
    if (!page.show()) return false;
    preparation = null;
    // The application then hydrates in the language shown.
    if (!isPartHydrated(this)) doc.getElementById('root')?.setAttribute(LANGUAGE_SWITCHED_ATTRIBUTE, '');
    const moved = this.closest('dialog') ? 0 : Math.round(option.getBoundingClientRect().top - top);
    if (moved !== 0) doc.defaultView!.scrollBy({ top: moved, behavior: 'instant' });
    // The language just left, for the next press: after this one's frame.
    afterNextPaint(() => this.prepare(), doc.defaultView!);
    return true;
  }

  /** Loads the address shown (a tab chosen before hydration) in `language`, keeping the visitor's fragment. */
  private loadPageIn(language: SupportedLanguage, fromKeyboard: boolean): void {
    const view = this.ownerDocument.defaultView!;
    const shown = this.ownerDocument.documentElement.getAttribute(ADDRESS_SHOWN_ATTRIBUTE);
    const address = new URL(addressInLanguage(new URL(shown ?? view.location.href, view.location.href).href, language));
    address.hash = view.location.hash;
    keepArrival(view, {
      language,
      path: address.pathname,
      inMenu: this.closest('dialog') !== null,
      keyboard: fromKeyboard,
      switchTop: this.getBoundingClientRect().top,
      scrollY: view.scrollY,
    });
    rememberRequestedLanguage(language, view);
    view.location.replace(address.href);
  }
}

/**
 * On a page a switch loaded: puts the switch pressed where it was on screen and, for a keyboard user, focus on the
 * option chosen (in the menu, reopened), as a press in place would.
 */
export function arriveFromLanguageSwitch(doc: Document, language: SupportedLanguage): void {
  const view = doc.defaultView!;
  const arrival = takeArrival(view);
  if (arrival?.language !== language || arrival.path !== view.location.pathname) return;
  const pressed = [...doc.querySelectorAll(LANGUAGE_SWITCH_ELEMENT)].find(
    (languageSwitch) => (languageSwitch.closest('dialog') !== null) === arrival.inMenu,
  );
  if (!pressed) return;
  const top = arrival.inMenu ? arrival.scrollY : pressed.getBoundingClientRect().top + view.scrollY - arrival.switchTop;
  view.scrollTo({ top, behavior: 'instant' });
  if (!arrival.keyboard) return;
  // In the first frame: a browser does not focus what it has not rendered yet (a stylesheet on its way).
  view.requestAnimationFrame(() => {
    const dialog = pressed.closest('dialog');
    if (dialog && !dialog.open) {
      // Focus its button first, so closing gives focus back there.
      doc.querySelector<HTMLElement>(`[commandfor="${dialog.id}"]`)?.focus({ preventScroll: true });
      dialog.showModal();
    }
    pressed.querySelector<HTMLElement>(`${OPTION}[lang="${language}"]`)?.focus({ preventScroll: true });
  });
}

function keepArrival(view: Window, arrival: Arrival): void {
  try {
    view.sessionStorage.setItem(ARRIVAL_KEY, JSON.stringify(arrival));
  } catch {
    // storage disabled: the page in the other language starts at its top
  }
}

function takeArrival(view: Window): Arrival | null {
  try {
    const kept = view.sessionStorage.getItem(ARRIVAL_KEY);
    view.sessionStorage.removeItem(ARRIVAL_KEY);
    const arrival = JSON.parse(kept ?? 'null') as Arrival | null;
    return isSupportedLanguage(arrival?.language) ? arrival : null;
  } catch {
    return null; // storage disabled, or not ours
  }
}

/** A `?lng=` outranks the visitor's choice: a reload would undo the switch. */
function dropLanguageQuery(view: Window): void {
  const address = new URL(view.location.href);
  if (!address.searchParams.has(LANGUAGE_QUERY_PARAMETER)) return;
  address.searchParams.delete(LANGUAGE_QUERY_PARAMETER);
  view.history.replaceState(view.history.state, '', address);
}

export const defineLanguageSwitchElement = () => defineElementOnce(LANGUAGE_SWITCH_ELEMENT, LanguageSwitchElement);
