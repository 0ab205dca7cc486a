import { ADDRESS_SHOWN_ATTRIBUTE, ANSWERS_BEFORE_HYDRATION_ATTRIBUTE } from '@storefront/shared';
import { installDialogPlatform } from '../../../tools/jest/dialog-platform';
import {
  addressInLanguage,
  answerLanguageSwitchUntilHydrated,
  arriveFromLanguageSwitch,
  LANGUAGE_SWITCH_ATTRIBUTE,
} from './language-before-hydration';

/** The switches as LanguageSwitch renders them, in the menu (a closed modal dialog) and in the footer. */
function preRenderedSwitch(pressed: 'en' | 'es' = 'en'): void {
  const group = `<div role="group" aria-label="Language" ${LANGUAGE_SWITCH_ATTRIBUTE}="">
    <button type="button" lang="en" aria-pressed="${pressed === 'en'}">EN<span> English</span></button>
    <button type="button" lang="es" aria-pressed="${pressed === 'es'}">ES<span> Español</span></button>
  </div>`;
  document.body.innerHTML = `<dialog id="site-menu">${group}</dialog><main></main><footer>${group}</footer>`;
}

/** The footer's option. */
const option = (language: string) => document.querySelector<HTMLButtonElement>(`footer button[lang="${language}"]`)!;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const tap = (element: HTMLElement) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
const pressWithKeyboard = (element: HTMLElement) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
const addressNow = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The script as each test starts it (on the window: one at a time); `load` stands for the browser's navigation. */
const started: Array<() => void> = [];
function startScript(load: (address: string) => void): void {
  started.push(answerLanguageSwitchUntilHydrated(document, load).stop);
}

/** The page the switch loaded, as the browser shows it: its address, its switches, the loader's arrival, a frame. */
async function pageThatCame(address: string, pressed: 'en' | 'es', switchTop?: number): Promise<void> {
  started.splice(0).forEach((stop) => stop());
  window.history.replaceState(null, '', address);
  document.body.replaceChildren();
  preRenderedSwitch(pressed);
  if (switchTop !== undefined) footerSwitchAt(switchTop);
  arriveFromLanguageSwitch(document);
  // The address changes after the first frame.
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve));
}

/** jsdom lays nothing out: where the footer's switch is on the screen, as a test says. */
function footerSwitchAt(top: number): void {
  const footerSwitch = document.querySelector(`footer [${LANGUAGE_SWITCH_ATTRIBUTE}]`)!;
  footerSwitch.getBoundingClientRect = () => ({ top }) as DOMRect;
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  // jsdom lays nothing out: a call is what there is to see.
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  started.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-hydrated');
  document.cookie = 'i18next=; Max-Age=0; Path=/';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  scrollTo.mockRestore();
});

describe('the language switch before hydration', () => {
  it('before the page in the other language has come, loads it, and says so at once', () => {
    const load = jest.fn();
    preRenderedSwitch();
    startScript(load);
    expect(option('es')).toHaveAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE);

    tap(option('es'));
    expect(option('es')).toHaveAttribute('aria-pressed', 'true');
    expect(option('en')).toHaveAttribute('aria-pressed', 'false');
    expect(document.querySelector('dialog button[lang="es"]')).toHaveAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(addressInLanguage(window.location.href, 'es'));
    expect(load).toHaveBeenCalledWith('http://localhost/?lng=es');
    // Kept by the page that comes, as any ?lng=.
    expect(document.cookie).not.toContain('i18next=');
  });

  it('keeps the rest of the address; on the page that came the ?lng= leaves it and the fragment comes back', async () => {
    const load = jest.fn();
    window.history.replaceState(null, '', '/collections/carriel?lng=en&utm_source=mail#cards');
    preRenderedSwitch();
    startScript(load);
    tap(option('es'));
    expect(load).toHaveBeenCalledWith('http://localhost/collections/carriel?lng=es&utm_source=mail');

    // In Spanish, the texts above are longer: the switch would be 60 px lower on the screen than where it was.
    await pageThatCame('/collections/carriel?lng=es&utm_source=mail', 'es', 60);
    expect(addressNow()).toBe('/collections/carriel?utm_source=mail#cards');
    expect(scrollTo).toHaveBeenCalledWith({ top: 60, behavior: 'instant' });
  });

  it('does nothing for the language the page is in', () => {
    const load = jest.fn();
    preRenderedSwitch('es');
    startScript(load);
    tap(option('es'));
    expect(load).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves the switch to the application once the shell is hydrated', () => {
    const load = jest.fn();
    preRenderedSwitch();
    startScript(load);
    document.documentElement.setAttribute('data-hydrated', 'true');
    tap(option('es'));
    expect(load).not.toHaveBeenCalled();
    expect(option('es')).toHaveAttribute('aria-pressed', 'false');
  });

  it('gives a keyboard user the focus back on the option chosen, in the same switch, on the page that came, once', async () => {
    const load = jest.fn();
    preRenderedSwitch();
    startScript(load);
    pressWithKeyboard(option('es'));
    expect(load).toHaveBeenCalledTimes(1);

    await pageThatCame('/?lng=es', 'es');
    await nextFrame();
    expect(option('es')).toHaveFocus();
    expect(addressNow()).toBe('/');

    option('es').blur();
    await pageThatCame('/?lng=es', 'es');
    await nextFrame();
    expect(document.body).toHaveFocus();
  });

  it('leaves the focus alone after a tap', async () => {
    const load = jest.fn();
    preRenderedSwitch();
    startScript(load);
    tap(option('es'));
    await pageThatCame('/?lng=es', 'es');
    await nextFrame();
    expect(option('es')).not.toHaveFocus();
  });

  it("opens the menu again for a keyboard user who chose in the menu's switch, focus on the option", async () => {
    const uninstallDialogPlatform = installDialogPlatform();
    const load = jest.fn();
    preRenderedSwitch();
    startScript(load);
    pressWithKeyboard(document.querySelector<HTMLElement>('dialog button[lang="es"]')!);
    await pageThatCame('/?lng=es', 'es');
    await nextFrame();
    const menu = document.querySelector('dialog')!;
    expect(menu.open).toBe(true);
    expect(menu.querySelector('button[lang="es"]')).toHaveFocus();
    menu.close();
    uninstallDialogPlatform();
  });

  it('loads the document an early script showed, not the one the address still names', () => {
    const load = jest.fn();
    window.history.replaceState(null, '', '/legal/privacy-policy?lng=en');
    document.documentElement.setAttribute(ADDRESS_SHOWN_ATTRIBUTE, '/shipping?lng=en');
    preRenderedSwitch();
    startScript(load);
    tap(option('es'));
    expect(load).toHaveBeenCalledWith('http://localhost/shipping?lng=es');
    document.documentElement.removeAttribute(ADDRESS_SHOWN_ATTRIBUTE);
  });

  it('reads nothing from storage on a page without a ?lng=, and keeps a ?lng= it did not put there', async () => {
    const read = jest.spyOn(Storage.prototype, 'getItem');
    await pageThatCame('/collections', 'en');
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();

    // An address opened with a ?lng= (a link in a mail) keeps it: the switch did not ask for that page.
    await pageThatCame('/collections?lng=es', 'es');
    await nextFrame();
    expect(addressNow()).toBe('/collections?lng=es');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(option('es')).not.toHaveFocus();
  });

  it('ignores an arrival kept for the other language', async () => {
    const load = jest.fn();
    preRenderedSwitch();
    startScript(load);
    tap(option('es'));
    await pageThatCame('/?lng=en', 'en');
    expect(addressNow()).toBe('/?lng=en');
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the language switch once the page in the other language has come', () => {
  /** A page of the site as the server renders it: #root holds the footer's switch and a text. */
  const serverPage = (language: 'en' | 'es', text: string) =>
    `<!doctype html><html lang="${language}"><head><title>${text}</title></head><body><div id="root" data-prerendered="${language}">` +
    `<p>${text}</p><footer><div role="group" ${LANGUAGE_SWITCH_ATTRIBUTE}="">` +
    `<button type="button" lang="en" aria-pressed="${language === 'en'}">EN</button>` +
    `<button type="button" lang="es" aria-pressed="${language === 'es'}">ES</button></div></footer></div></body></html>`;
  const answered: string[] = [];
  let fetchPage: jest.Mock;
  /** What the browser's fetch resolves with (jsdom has no Response). */
  const response = (body: string, status = 200, type = 'text/html; charset=utf-8') => ({
    ok: status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) },
    text: async () => body,
  });

  beforeEach(() => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = new DOMParser().parseFromString(
      serverPage('en', 'Made in Italy'),
      'text/html',
    ).body.innerHTML;
    // The host's server, as the browser's fetch reaches it: the page in the language its ?lng= names.
    fetchPage = jest.fn(async (address: string) => {
      answered.push(address);
      const language = new URL(address).searchParams.get('lng') === 'es' ? 'es' : 'en';
      const body = serverPage(language, language === 'es' ? 'Hecho en Italia' : 'Made in Italy');
      return response(body);
    });
    Object.defineProperty(window, 'fetch', { configurable: true, value: fetchPage });
  });
  afterEach(() => {
    answered.splice(0);
    delete (window as { fetch?: unknown }).fetch;
  });
  /** Ten turns of the event loop, one after another: the fetch, the parse and the walk each take one task. */
  const settle = async () => {
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve));
  };

  it('changes the page in place, keeps the choice once, and fetches the page in the language left', async () => {
    const load = jest.fn();
    window.history.replaceState(null, '', '/collections?lng=en');
    const languageSwitch = answerLanguageSwitchUntilHydrated(document, load);
    started.push(languageSwitch.stop);
    languageSwitch.prepareOtherLanguage();
    await settle();
    expect(answered).toEqual(['http://localhost/collections?lng=es']);

    tap(option('es'));
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('p')).toHaveTextContent('Hecho en Italia');
    expect(document.documentElement.lang).toBe('es');
    expect(option('es')).toHaveAttribute('aria-pressed', 'true');
    expect(option('en')).toHaveAttribute('aria-pressed', 'false');
    expect(document.getElementById('root')).toHaveAttribute('data-language-switched');
    // Kept after the frame that shows it, as the application keeps a choice.
    expect(document.cookie).not.toContain('i18next=');
    await nextFrame();
    await settle();
    expect(document.cookie).toContain('i18next=es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(addressNow()).toBe('/collections');
    expect(answered).toEqual(['http://localhost/collections?lng=es', 'http://localhost/collections?lng=en']);

    tap(option('en'));
    expect(document.querySelector('p')).toHaveTextContent('Made in Italy');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the page instead once hydration has begun, or when the page could not be had', async () => {
    const load = jest.fn();
    const languageSwitch = answerLanguageSwitchUntilHydrated(document, load);
    started.push(languageSwitch.stop);
    languageSwitch.prepareOtherLanguage();
    await settle();
    document.getElementById('root')!.setAttribute('data-hydration-begun', '');
    tap(option('es'));
    expect(load).toHaveBeenCalledWith('http://localhost/?lng=es');
    expect(document.querySelector('p')).toHaveTextContent('Made in Italy');

    load.mockClear();
    option('es').setAttribute('aria-pressed', 'false');
    document.getElementById('root')!.removeAttribute('data-hydration-begun');
    fetchPage.mockImplementation(async () => response('Bad gateway', 502, 'text/plain'));
    const again = answerLanguageSwitchUntilHydrated(document, load);
    started.push(again.stop);
    languageSwitch.stop();
    again.prepareOtherLanguage();
    await settle();
    tap(option('es'));
    expect(load).toHaveBeenCalledWith('http://localhost/?lng=es');
  });
});
