import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { ADDRESS_SHOWN_ATTRIBUTE, ANSWERS_BEFORE_HYDRATION_ATTRIBUTE } from '@storefront/shared';
import { installDialogPlatform } from '../../../tools/jest/dialog-platform';
import {
  addressInLanguage,
  answerLanguageSwitchUntilHydrated,
  arriveFromLanguageSwitch,
  followViewWhilePrerendered,
  LANGUAGE_PRERENDER_ATTRIBUTE,
  LANGUAGE_SWITCH_ATTRIBUTE,
  prerenderOtherLanguage,
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
  started.push(answerLanguageSwitchUntilHydrated(document, load));
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
  it('loads the page in the language chosen, the address the browser prerendered, and says so at once', () => {
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
    // Kept by the page that comes: a cookie written here would make the browser drop the prerendered page.
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

describe('prerendering the page in the other language', () => {
  const rules = () => document.querySelector<HTMLScriptElement>(`script[${LANGUAGE_PRERENDER_ATTRIBUTE}]`);
  let supports: PropertyDescriptor | undefined;
  beforeEach(() => {
    supports = Object.getOwnPropertyDescriptor(HTMLScriptElement, 'supports');
    Object.defineProperty(HTMLScriptElement, 'supports', {
      configurable: true,
      value: (type: string) => ['classic', 'module', 'speculationrules'].includes(type),
    });
    document.documentElement.setAttribute('lang', 'en');
  });
  afterEach(() => {
    if (supports) Object.defineProperty(HTMLScriptElement, 'supports', supports);
    else delete (HTMLScriptElement as { supports?: unknown }).supports;
    rules()?.remove();
  });

  it('asks for the address the switch loads, in the other language', () => {
    window.history.replaceState(null, '', '/collections/carriel?utm_source=mail#cards');
    prerenderOtherLanguage(document);
    expect(rules()?.type).toBe('speculationrules');
    expect(JSON.parse(rules()!.textContent!)).toEqual({
      prerender: [{ source: 'list', urls: ['http://localhost/collections/carriel?utm_source=mail&lng=es'] }],
    });

    // The switch loads exactly that address.
    const load = jest.fn();
    preRenderedSwitch();
    startScript(load);
    tap(option('es'));
    expect(load).toHaveBeenCalledWith(JSON.parse(rules()!.textContent!).prerender[0].urls[0]);
  });

  it('takes the rules away once the shell is hydrated (the application switches in place)', async () => {
    prerenderOtherLanguage(document);
    expect(rules()).not.toBeNull();
    document.documentElement.setAttribute('data-hydrated', 'true');
    await Promise.resolve();
    expect(rules()).toBeNull();
  });

  it('asks for nothing on a hydrated page or in a browser without Speculation Rules', () => {
    document.documentElement.setAttribute('data-hydrated', 'true');
    prerenderOtherLanguage(document);
    expect(rules()).toBeNull();

    document.documentElement.removeAttribute('data-hydrated');
    Object.defineProperty(HTMLScriptElement, 'supports', { configurable: true, value: () => false });
    prerenderOtherLanguage(document);
    expect(rules()).toBeNull();
  });
});

describe('the prerendered page follows where the visitor is', () => {
  const spanish = 'http://localhost/collections?lng=es';
  const peers: NodeBroadcastChannel[] = [];
  /** Another page on the channel (the page the visitor sees, or the page prerendered), as a test sees it. */
  function peer(onMessage: (data: unknown, reply: (data: unknown) => void) => void): NodeBroadcastChannel {
    const channel = new NodeBroadcastChannel('storefront.language-switch-view');
    channel.onmessage = (event) => onMessage((event as { data: unknown }).data, (data) => channel.postMessage(data));
    peers.push(channel);
    return channel;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  beforeEach(() => {
    Object.defineProperty(window, 'BroadcastChannel', { configurable: true, value: NodeBroadcastChannel });
  });
  afterEach(() => {
    peers.splice(0).forEach((channel) => channel.close());
    delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
    delete (document as { prerendering?: boolean }).prerendering;
    document.dispatchEvent(new Event('prerenderingchange')); // closes the page's channel
  });

  it('while prerendered, asks where the switch is and scrolls it there; once shown, listens no more', async () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    window.history.replaceState(null, '', '/collections?lng=es');
    preRenderedSwitch('es');
    footerSwitchAt(900);
    const asked: unknown[] = [];
    const visitorsPage = peer((data, reply) => {
      asked.push(data);
      reply({ addresses: [spanish], switchIndex: 1, switchTop: 300, scrollY: 2000 });
    });
    followViewWhilePrerendered(document);
    await settle();
    expect(asked).toEqual([{ ask: spanish }]);
    expect(scrollTo).toHaveBeenCalledWith({ top: 600, behavior: 'instant' });

    // Another page's view, or something else on the channel, moves nothing.
    visitorsPage.postMessage({
      addresses: ['http://localhost/shipping?lng=es'],
      switchIndex: 1,
      switchTop: 0,
      scrollY: 0,
    });
    visitorsPage.postMessage('hello');
    visitorsPage.postMessage(null);
    await settle();
    expect(scrollTo).toHaveBeenCalledTimes(1);

    document.dispatchEvent(new Event('prerenderingchange'));
    visitorsPage.postMessage({ addresses: [spanish], switchIndex: 1, switchTop: 0, scrollY: 0 });
    await settle();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('on the page the visitor sees, tells the prerendered page where the footer switch is, until hydration', async () => {
    Object.defineProperty(HTMLScriptElement, 'supports', { configurable: true, value: () => true });
    window.history.replaceState(null, '', '/collections');
    document.documentElement.setAttribute('lang', 'en');
    preRenderedSwitch();
    footerSwitchAt(420);
    const answers: unknown[] = [];
    const prerendered = peer((data) => answers.push(data));
    prerenderOtherLanguage(document);

    prerendered.postMessage({ ask: 'http://localhost/shipping?lng=es' });
    await settle();
    expect(answers).toEqual([]);
    prerendered.postMessage({ ask: spanish });
    await settle();
    expect(answers).toEqual([{ addresses: [spanish], switchIndex: 1, switchTop: 420, scrollY: 0 }]);
    window.dispatchEvent(new Event('scrollend'));
    await settle();
    expect(answers).toHaveLength(2);

    document.documentElement.setAttribute('data-hydrated', 'true');
    await settle();
    prerendered.postMessage({ ask: spanish });
    window.dispatchEvent(new Event('scrollend'));
    await settle();
    expect(answers).toHaveLength(2);
    document.querySelector(`script[${LANGUAGE_PRERENDER_ATTRIBUTE}]`)?.remove();
    delete (HTMLScriptElement as { supports?: unknown }).supports;
  });
});
