import {
  ADDRESS_SHOWN_ATTRIBUTE,
  ANSWERS_BEFORE_HYDRATION_ATTRIBUTE,
  isPartHydrated,
  isSupportedLanguage,
  LANGUAGE_QUERY_PARAMETER,
} from '@storefront/shared';
import { rememberRequestedLanguage } from '../i18n/detect-language';

/** On the language switch's group; each option is a button with the `lang` of the language it chooses. */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';
const OPTION = `[${LANGUAGE_SWITCH_ATTRIBUTE}] button[lang]`;
/**
 * Whether an event happens on an option of a language switch: before hydration, choosing one loads the page again
 * in that language, so touching one is no reason to start the application on this page.
 */
export function isOnLanguageOption(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(OPTION) !== null;
}
/** Session storage: the option (which switch, which language) that had the keyboard's focus when the page reloaded. */
const FOCUS_AFTER_RELOAD_KEY = 'storefront.languageSwitchFocus';

/**
 * Until the shell is hydrated, the language switch answers by itself (issue 21): the other language's text is
 * not in the page, so the page comes again in it from the server (the choice kept for the server first, as the
 * application keeps it), where the browser puts back the scroll position. The chosen option says so at once; a
 * keyboard user finds the focus on it again. Then the application switches in place. Returns the function that
 * stops it.
 */
export function answerLanguageSwitchUntilHydrated(
  doc: Document,
  reload = () => doc.defaultView!.location.reload(),
): () => void {
  const view = doc.defaultView!;
  focusOptionChosenBeforeReload(doc);
  for (const option of doc.querySelectorAll(OPTION)) option.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
  const onClick = (event: MouseEvent) => {
    const option = event.target instanceof Element ? event.target.closest(OPTION) : null;
    if (!option || isPartHydrated(option)) return;
    option.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
    const language = option.getAttribute('lang');
    if (!isSupportedLanguage(language) || option.getAttribute('aria-pressed') === 'true') return;
    for (const each of option.parentElement?.querySelectorAll('button[lang]') ?? [])
      each.setAttribute('aria-pressed', String(each === option));
    rememberRequestedLanguage(language, view);
    // A click from the keyboard has no pointer position to count (detail 0).
    if (event.detail === 0) writeSession(view, optionKey(doc, option));
    // What the page shows (an early script may have shown another page's content: a legal tab), and without a
    // `?lng=`, which outranks the kept choice and would keep the page as it is.
    const shown = doc.documentElement.getAttribute(ADDRESS_SHOWN_ATTRIBUTE);
    const address = new URL(shown ?? view.location.href, view.location.href);
    address.searchParams.delete(LANGUAGE_QUERY_PARAMETER);
    if (address.href !== view.location.href) view.history.replaceState(view.history.state, '', address);
    reload();
  };
  view.addEventListener('click', onClick, true);
  return () => view.removeEventListener('click', onClick, true);
}

/** The menu and the footer each have a switch: which one, and which of its options. */
function optionKey(doc: Document, option: Element): string {
  const switches = [...doc.querySelectorAll(`[${LANGUAGE_SWITCH_ATTRIBUTE}]`)];
  return `${switches.indexOf(option.closest(`[${LANGUAGE_SWITCH_ATTRIBUTE}]`)!)}:${option.getAttribute('lang')}`;
}

function focusOptionChosenBeforeReload(doc: Document): void {
  const view = doc.defaultView!;
  // Storage is read only on a reload (a first read is a synchronous call to the browser process).
  const [navigation] = view.performance.getEntriesByType?.('navigation') ?? [];
  if ((navigation as PerformanceNavigationTiming | undefined)?.type !== 'reload') return;
  let key: string | null;
  try {
    key = view.sessionStorage.getItem(FOCUS_AFTER_RELOAD_KEY);
    view.sessionStorage.removeItem(FOCUS_AFTER_RELOAD_KEY);
  } catch {
    return; // storage disabled
  }
  const [switchIndex, language] = key?.split(':') ?? [];
  if (!isSupportedLanguage(language)) return;
  const languageSwitch = doc.querySelectorAll(`[${LANGUAGE_SWITCH_ATTRIBUTE}]`)[Number(switchIndex)];
  const option = languageSwitch?.querySelector<HTMLElement>(`button[lang="${language}"]`);
  // In the first frame: a browser does not focus what it has not rendered yet (a stylesheet still on its way).
  view.requestAnimationFrame(() => {
    if (!option) return;
    // The menu's switch: the menu opens again as it was, a modal dialog (its own code follows its toggle).
    const dialog = option.closest('dialog');
    if (dialog && !dialog.open) {
      // From its button, as the visitor opened it: closed, it gives focus back there.
      doc.querySelector<HTMLElement>(`[commandfor="${dialog.id}"]`)?.focus({ preventScroll: true });
      dialog.showModal();
    }
    option.focus({ preventScroll: true });
  });
}

function writeSession(view: Window, key: string): void {
  try {
    view.sessionStorage.setItem(FOCUS_AFTER_RELOAD_KEY, key);
  } catch {
    // storage disabled: the focus starts at the top of the page
  }
}
