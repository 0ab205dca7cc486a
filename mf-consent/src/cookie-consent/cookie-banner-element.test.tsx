import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import Cookies from 'js-cookie';
import {
  CONSENT_COOKIE_NAME,
  CONSENT_VERSION,
  parseConsentCookie,
  type RuntimeConfig,
  type SupportedLanguage,
} from '@storefront/shared';
import CookieConsentModule from '../exposes/cookie-consent';
import { installDialogPlatform } from '../../../tools/jest/dialog-platform';
import { createTestI18n, withI18n } from '../test/render-with-i18n.test-support';

const config = {} as RuntimeConfig;
const consentModule = (language: SupportedLanguage) =>
  withI18n(<CookieConsentModule config={config} />, { i18n: createTestI18n(language) });

/** The consent remote's fragment as the host's server sends it to a first visitor, before any application runs. */
function serverPage(language: SupportedLanguage = 'en'): HTMLElement {
  const slot = document.createElement('div');
  slot.innerHTML = renderToString(consentModule(language));
  document.body.append(slot);
  return slot;
}

/** Every value written to document.cookie from now on. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

const storedCookie = () => parseConsentCookie(Cookies.get(CONSENT_COOKIE_NAME));
const banner = (name = 'Cookie consent') => screen.queryByRole('region', { name });

let uninstallDialogPlatform = () => undefined as void;
beforeEach(() => {
  uninstallDialogPlatform = installDialogPlatform();
});
afterEach(() => {
  uninstallDialogPlatform();
  jest.restoreAllMocks();
  document.body.replaceChildren();
  Cookies.remove(CONSENT_COOKIE_NAME, { path: '/' });
});

describe('the banner’s element on the server’s markup', () => {
  test('answers Accept All before any application runs: saved once, banner and its room hidden, corner button focused', async () => {
    const user = userEvent.setup();
    const slot = serverPage();
    const writes = recordCookieWrites();
    expect(slot.querySelector('[data-cookie-settings]')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^cookiePreferences=.*; path=\/; expires=[^;]+; sameSite=Lax$/);
    expect(storedCookie()).toMatchObject({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      version: CONSENT_VERSION,
    });
    expect(banner()).not.toBeInTheDocument(); // hidden: no longer in the accessibility tree
    expect(slot.querySelector('[data-cookie-banner-room]')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  test('after Accept All, the corner button opens the preferences showing that choice, before any application runs', async () => {
    const user = userEvent.setup();
    serverPage();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));

    const dialog = screen.getByRole('dialog', { name: 'Cookie Preferences' });
    for (const name of ['Functional', 'Analytics', 'Marketing'])
      expect(within(dialog).getByRole('switch', { name })).toBeChecked();
    // Tried and cancelled, it opens on the saved choice again.
    await user.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).toBeChecked();
  });

  test('answers Save in the preferences dialog with the switches as the visitor set them, once', async () => {
    const user = userEvent.setup();
    serverPage('es');
    const writes = recordCookieWrites();
    await user.click(screen.getByRole('button', { name: 'Preferencias de cookies' }));
    const dialog = screen.getByRole('dialog', { name: 'Preferencias de cookies' });
    await user.click(within(dialog).getByRole('switch', { name: 'Analíticas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(writes).toHaveLength(1);
    expect(storedCookie()).toMatchObject({ essential: true, functional: false, analytics: true, marketing: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner('Consentimiento de cookies')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Configuración de cookies' })).toHaveFocus();
  });

  test('keeps Tab inside the open preferences dialog before any application runs, at both ends', async () => {
    const user = userEvent.setup();
    serverPage();
    await user.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie Preferences' });
    const first = within(dialog).getByRole('switch', { name: 'Functional' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(first).toHaveFocus();

    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
  });

  test('a choice made before hydration is taken over by the application as it is: no second save, no hydration error', async () => {
    const user = userEvent.setup();
    const slot = serverPage();
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    const saved = Cookies.get(CONSENT_COOKIE_NAME);
    const corner = screen.getByRole('button', { name: 'Cookie settings' });
    expect(corner).toHaveFocus();

    const writes = recordCookieWrites();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(consentModule('en'), { container: slot, hydrate: true });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
    expect(Cookies.get(CONSENT_COOKIE_NAME)).toBe(saved);
    expect(slot.querySelector('[data-cookie-banner]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBe(corner); // hydrated in place
    expect(corner).toHaveFocus();

    await user.click(corner);
    for (const name of ['Functional', 'Analytics', 'Marketing'])
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
  });

  test('the dialog opened and set before hydration is hydrated as the visitor left it, and its Save saves once', async () => {
    const user = userEvent.setup();
    const slot = serverPage();
    await user.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    await user.click(screen.getByRole('switch', { name: 'Functional' }));

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(consentModule('en'), { container: slot, hydrate: true });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Cookie Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Functional' })).toBeChecked();

    const writes = recordCookieWrites();
    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(writes).toHaveLength(1);
    expect(storedCookie()).toMatchObject({ functional: true, analytics: false, marketing: true });
    expect(slot.querySelector('[data-cookie-banner]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  test('stops listening when it leaves the page', () => {
    const adds = jest.spyOn(window, 'addEventListener');
    const removes = jest.spyOn(window, 'removeEventListener');
    const slot = serverPage();
    const listening = adds.mock.calls.filter(([type, , capture]) => type === 'click' && capture === true);
    expect(listening).toHaveLength(1);
    slot.remove();
    expect(removes).toHaveBeenCalledWith('click', listening[0]![1], true);
  });
});
