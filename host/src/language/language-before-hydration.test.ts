import { ADDRESS_SHOWN_ATTRIBUTE, ANSWERS_BEFORE_HYDRATION_ATTRIBUTE } from '@storefront/shared';
import { installDialogPlatform } from '../../../tools/jest/dialog-platform';
import { answerLanguageSwitchUntilHydrated, LANGUAGE_SWITCH_ATTRIBUTE } from './language-before-hydration';

/** The switches as LanguageSwitch renders them, in the menu (a closed modal dialog) and in the footer. */
function preRenderedSwitch(pressed: 'en' | 'es' = 'en'): void {
  const group = `<div role="group" aria-label="Language" ${LANGUAGE_SWITCH_ATTRIBUTE}="">
    <button type="button" lang="en" aria-pressed="${pressed === 'en'}">EN<span> English</span></button>
    <button type="button" lang="es" aria-pressed="${pressed === 'es'}">ES<span> Español</span></button>
  </div>`;
  document.body.innerHTML = `<dialog id="site-menu">${group}</dialog><main></main><footer>${group}</footer>`;
}

/** The page as it comes again after the reload the switch asked for. */
function reloadedPage(pressed: 'en' | 'es', reload: () => void): void {
  document.body.replaceChildren();
  preRenderedSwitch(pressed);
  // jsdom has no navigation timing: the entry a browser gives a reloaded page.
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type: 'reload' }] });
  startScript(reload);
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
}
/** The footer's option. */
const option = (language: string) => document.querySelector<HTMLButtonElement>(`footer button[lang="${language}"]`)!;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const tap = (element: HTMLElement) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
const pressWithKeyboard = (element: HTMLElement) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));

/** The script as each test starts it (on the window: one at a time). */
const started: Array<() => void> = [];
function startScript(reload: () => void): void {
  started.push(answerLanguageSwitchUntilHydrated(document, reload));
}

afterEach(() => {
  started.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-hydrated');
  document.cookie = 'i18next=; Max-Age=0; Path=/';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the language switch before hydration', () => {
  it('reloads the page in the language chosen, kept for the server first, and says so at once', () => {
    const reload = jest.fn();
    preRenderedSwitch();
    startScript(reload);
    expect(option('es')).toHaveAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE);

    tap(option('es'));
    expect(option('es')).toHaveAttribute('aria-pressed', 'true');
    expect(option('en')).toHaveAttribute('aria-pressed', 'false');
    expect(document.querySelector('dialog button[lang="es"]')).toHaveAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE);
    expect(document.cookie).toContain('i18next=es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes a ?lng= out of the address, which would outrank the choice, and keeps the rest of it', () => {
    const reload = jest.fn();
    window.history.replaceState(null, '', '/collections/carriel?lng=en&utm_source=mail#cards');
    preRenderedSwitch();
    startScript(reload);
    tap(option('es'));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/collections/carriel?utm_source=mail#cards',
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for the language the page is in', () => {
    const reload = jest.fn();
    preRenderedSwitch('es');
    startScript(reload);
    tap(option('es'));
    expect(reload).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('i18next=');
  });

  it('leaves the switch to the application once the shell is hydrated', () => {
    const reload = jest.fn();
    preRenderedSwitch();
    startScript(reload);
    document.documentElement.setAttribute('data-hydrated', 'true');
    tap(option('es'));
    expect(reload).not.toHaveBeenCalled();
    expect(option('es')).toHaveAttribute('aria-pressed', 'false');
  });

  it('gives a keyboard user the focus back on the option chosen, in the same switch, on the page reloaded, once', async () => {
    const reload = jest.fn();
    preRenderedSwitch();
    startScript(reload);
    pressWithKeyboard(option('es'));
    expect(reload).toHaveBeenCalledTimes(1);

    reloadedPage('es', reload);
    await nextFrame();
    expect(option('es')).toHaveFocus();

    option('es').blur();
    reloadedPage('es', reload);
    await nextFrame();
    expect(document.body).toHaveFocus();
  });

  it('leaves the focus alone after a tap', async () => {
    const reload = jest.fn();
    preRenderedSwitch();
    startScript(reload);
    tap(option('es'));
    reloadedPage('es', reload);
    await nextFrame();
    expect(option('es')).not.toHaveFocus();
  });

  it("opens the menu again for a keyboard user who chose in the menu's switch, focus on the option", async () => {
    const uninstallDialogPlatform = installDialogPlatform();
    const reload = jest.fn();
    preRenderedSwitch();
    startScript(reload);
    pressWithKeyboard(document.querySelector<HTMLElement>('dialog button[lang="es"]')!);
    reloadedPage('es', reload);
    await nextFrame();
    const menu = document.querySelector('dialog')!;
    expect(menu.open).toBe(true);
    expect(menu.querySelector('button[lang="es"]')).toHaveFocus();
    menu.close();
    uninstallDialogPlatform();
  });

  it('reloads the document an early script showed, not the one the address still names', () => {
    const reload = jest.fn();
    window.history.replaceState(null, '', '/legal/privacy-policy?lng=en');
    document.documentElement.setAttribute(ADDRESS_SHOWN_ATTRIBUTE, '/shipping?lng=en');
    preRenderedSwitch();
    startScript(reload);
    tap(option('es'));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/shipping');
    expect(reload).toHaveBeenCalledTimes(1);
    document.documentElement.removeAttribute(ADDRESS_SHOWN_ATTRIBUTE);
  });

  it('reads nothing from storage on a page that is not a reload', async () => {
    const reload = jest.fn();
    preRenderedSwitch();
    startScript(reload);
    pressWithKeyboard(option('es'));
    const read = jest.spyOn(Storage.prototype, 'getItem');
    document.body.replaceChildren();
    preRenderedSwitch('es');
    startScript(reload); // a navigation, not a reload
    await nextFrame();
    expect(read).not.toHaveBeenCalled();
    expect(option('es')).not.toHaveFocus();
    read.mockRestore();
  });
});
