import { act, screen, within } from '@testing-library/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE_NAME,
  CONSENT_VERSION,
  onConsentChange,
  parseConsentCookie,
  requestCookiePreferences,
  type StoredConsent,
} from '@storefront/shared';
import { installDialogPlatform } from '../../../tools/jest/dialog-platform';
import { renderWithI18n } from '../test/render-with-i18n.test-support';
import CookieConsentModule from '../exposes/cookie-consent';
import type { RuntimeConfig } from '@storefront/shared';

const config = {} as RuntimeConfig;

function storedCookie(): StoredConsent | null {
  return parseConsentCookie(Cookies.get(CONSENT_COOKIE_NAME));
}

function setCookie(value: object | string) {
  Cookies.set(CONSENT_COOKIE_NAME, typeof value === 'string' ? value : JSON.stringify(value), { path: '/' });
}

const validStored = (choices: Partial<StoredConsent> = {}) => ({
  essential: true,
  functional: false,
  analytics: true,
  marketing: false,
  version: CONSENT_VERSION,
  decidedAt: '2025-05-01T10:00:00.000Z',
  ...choices,
});

function renderConsent(language: 'en' | 'es' = 'en') {
  return renderWithI18n(
    <>
      <button type="button">Footer: Cookie settings</button>
      <CookieConsentModule config={config} />
    </>,
    { language },
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const dialog = () => screen.queryByRole('dialog', { name: 'Cookie Preferences' });

let uninstallDialogPlatform = () => undefined as void;
beforeEach(() => {
  uninstallDialogPlatform = installDialogPlatform();
});
afterEach(() => {
  uninstallDialogPlatform();
  Cookies.remove(CONSENT_COOKIE_NAME, { path: '/' });
});

describe('first visit', () => {
  test('shows the banner with the spec message and three choices, and no settings button', () => {
    renderConsent();
    const region = banner();
    expect(region).toBeInTheDocument();
    expect(
      within(region!).getByText(
        /We use cookies to enhance your experience\. By continuing to visit this site you agree to our use of cookies\./,
      ),
    ).toBeVisible();
    const buttons = within(region!)
      .getAllByRole('button')
      .map((b) => [b.textContent, b.className]);
    expect(buttons.map(([text]) => text)).toEqual(['Accept All', 'Reject All', 'Cookie Preferences']);
    // Equally prominent: the three share one style.
    expect(new Set(buttons.map(([, className]) => className)).size).toBe(1);
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(storedCookie()).toBeNull();
  });

  test('Accept All stores every category with version and time, hides the banner and announces the change', async () => {
    const user = userEvent.setup();
    const heard = jest.fn();
    window.addEventListener(CONSENT_CHANGE_EVENT, heard);
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(storedCookie()).toMatchObject({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      version: CONSENT_VERSION,
    });
    expect(Date.now() - Date.parse(storedCookie()!.decidedAt)).toBeLessThan(5000);
    expect(banner()).not.toBeInTheDocument();
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0][0] as CustomEvent<StoredConsent>).detail.marketing).toBe(true);
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
    window.removeEventListener(CONSENT_CHANGE_EVENT, heard);
  });

  test('Reject All stores essential only and hides the banner', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(storedCookie()).toMatchObject({ essential: true, functional: false, analytics: false, marketing: false });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  });

  test('while shown, the banner keeps room below the page so that a focused element is scrolled clear of it', async () => {
    const user = userEvent.setup();
    const realResizeObserver = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly onResize: ResizeObserverCallback) {}
      observe() {
        this.onResize([], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(180);
    try {
      renderConsent();
      expect(document.documentElement.style.scrollPaddingBottom).toBe('180px');
      await user.click(screen.getByRole('button', { name: 'Reject All' }));
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      window.ResizeObserver = realResizeObserver;
      height.mockRestore();
    }
  });
});

describe('preferences dialog', () => {
  test('is a modal dialog with the four categories, essential on and locked, nothing else pre-checked', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Cookie Preferences' }));

    const modal = dialog();
    expect(modal).toHaveAttribute('aria-modal', 'true');
    const essential = within(modal!).getByRole('switch', { name: /Essential/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(essential).toHaveAccessibleDescription('Required for the website to function properly. Cannot be disabled.');
    for (const [name, description] of [
      ['Functional', 'Enable personalized features and save your preferences.'],
      ['Analytics', 'Help us understand how visitors interact with our website.'],
      ['Marketing', 'Used to deliver relevant ads and marketing campaigns.'],
    ]) {
      const toggle = within(modal!).getByRole('switch', { name });
      expect(toggle).not.toBeChecked();
      expect(toggle).toBeEnabled();
      expect(toggle).toHaveAccessibleDescription(description);
    }
    expect(within(modal!).getByRole('switch', { name: 'Functional' })).toHaveFocus();
  });

  test('Save stores exactly the toggles chosen and hides the banner', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    await user.click(screen.getByRole('switch', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(storedCookie()).toMatchObject({ essential: true, functional: false, analytics: true, marketing: false });
    expect(dialog()).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  test.each([
    [
      'Cancel',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'a click outside',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('cookie-preferences-backdrop')),
    ],
  ])('%s closes without recording consent and gives focus back', async (_name, close) => {
    const user = userEvent.setup();
    renderConsent();
    const opener = screen.getByRole('button', { name: 'Cookie Preferences' });
    await user.click(opener);
    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await close(user);

    expect(dialog()).not.toBeInTheDocument();
    expect(storedCookie()).toBeNull();
    expect(Cookies.get(CONSENT_COOKIE_NAME)).toBeUndefined();
    expect(banner()).toBeInTheDocument();
    expect(opener).toHaveFocus();

    // Opened again, it shows what is saved (nothing), not what was tried.
    await user.click(opener);
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });

  test('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    const save = screen.getByRole('button', { name: 'Save' });
    const functional = screen.getByRole('switch', { name: 'Functional' });

    await user.tab(); // analytics
    await user.tab(); // marketing
    await user.tab(); // cancel
    await user.tab(); // save
    expect(save).toHaveFocus();
    await user.tab();
    expect(functional).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });
});

describe('after a choice', () => {
  test('the corner button reopens the preferences showing the stored choice, and a new save replaces it', async () => {
    setCookie(validStored({ analytics: true }));
    const user = userEvent.setup();
    renderConsent();
    expect(banner()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Functional' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(storedCookie()).toMatchObject({ functional: false, analytics: false, marketing: false });
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  test('back from another tab where the visitor chose again, the preferences open with that choice', async () => {
    setCookie(validStored({ analytics: true }));
    const user = userEvent.setup();
    renderConsent();
    setCookie(validStored({ functional: true, analytics: false }));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('switch', { name: 'Functional' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  test('the footer’s request event opens the preferences with the stored choice; closing returns focus to the footer', async () => {
    setCookie(validStored({ functional: true, analytics: false, marketing: true }));
    const user = userEvent.setup();
    renderConsent();
    const footerButton = screen.getByRole('button', { name: 'Footer: Cookie settings' });
    footerButton.focus();
    act(() => requestCookiePreferences());

    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Functional' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(footerButton).toHaveFocus();
    expect(storedCookie()).toMatchObject({ functional: true, marketing: true });
  });

  test('when the part that asked is replaced and moves focus to its replacement, focus stays there', async () => {
    // As the story's video: "Allow functional cookies" gives way to the player, whose Pause button takes focus.
    // The keys make them two elements, as the poster's and the player's buttons are, not one relabelled.
    function PartThatAsks() {
      const [allowed, setAllowed] = useState(false);
      const replacement = useRef<HTMLButtonElement>(null);
      useEffect(() => onConsentChange((consent) => setAllowed(consent.functional)), []);
      useLayoutEffect(() => {
        if (allowed) replacement.current?.focus();
      }, [allowed]);
      return allowed ? (
        <button key="pause" type="button" ref={replacement}>
          Pause video
        </button>
      ) : (
        <button key="allow" type="button" onClick={() => requestCookiePreferences('functional')}>
          Allow functional cookies
        </button>
      );
    }
    setCookie(validStored());
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <PartThatAsks />
        <CookieConsentModule config={config} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Allow functional cookies' }));
    await user.click(screen.getByRole('switch', { name: 'Functional' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Pause video' })).toHaveFocus();
  });

  test('a request naming a category puts focus on its switch', () => {
    renderConsent();
    act(() => requestCookiePreferences('marketing'));
    expect(screen.getByRole('switch', { name: 'Marketing' })).toHaveFocus();
  });

  test('a request made while this remote was still loading opens the preferences once it is there, and only once', () => {
    requestCookiePreferences('functional');
    const { unmount } = renderConsent();
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Functional' })).toHaveFocus();
    unmount();
    renderConsent();
    expect(dialog()).not.toBeInTheDocument();
  });
});

describe('a cookie that cannot be trusted counts as no choice', () => {
  test.each([
    ['not JSON', '{essential:true'],
    ['a JSON array', '[true,true,true,true]'],
    ['essential false', JSON.stringify(validStored({ essential: false as true }))],
    ['a category as a string', JSON.stringify({ ...validStored(), analytics: 'yes' })],
    [
      'a category missing',
      JSON.stringify({
        essential: true,
        functional: true,
        analytics: true,
        version: CONSENT_VERSION,
        decidedAt: '2025-05-01T10:00:00Z',
      }),
    ],
    ['an older consent version', JSON.stringify(validStored({ version: CONSENT_VERSION - 1 }))],
    ['no time of the choice', JSON.stringify({ ...validStored(), decidedAt: 'someday' })],
    ['an oversized value', JSON.stringify({ ...validStored(), padding: 'x'.repeat(600) })],
  ])('%s shows the banner again and preferences start unchecked', async (_name, raw) => {
    setCookie(raw);
    const user = userEvent.setup();
    renderConsent();
    expect(banner()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    for (const name of ['Functional', 'Analytics', 'Marketing'])
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
  });
});

test('speaks Spanish', async () => {
  const user = userEvent.setup();
  renderConsent('es');
  expect(screen.getByRole('region', { name: 'Consentimiento de cookies' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Aceptar todas' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Rechazar todas' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Preferencias de cookies' }));
  expect(screen.getByRole('dialog', { name: 'Preferencias de cookies' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Analíticas' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeVisible();
});
