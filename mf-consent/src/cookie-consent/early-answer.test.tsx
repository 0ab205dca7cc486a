import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import Cookies from 'js-cookie';
import {
  ANSWERS_BEFORE_HYDRATION_ATTRIBUTE,
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE_NAME,
  CONSENT_VERSION,
  parseConsentCookie,
  type RuntimeConfig,
  type SupportedLanguage,
} from '@storefront/shared';
import CookieConsentModule from '../exposes/cookie-consent';
import { installDialogPlatform } from '../../../tools/jest/dialog-platform';
import { createTestI18n, withI18n } from '../test/render-with-i18n';
import { answerBannerBeforeHydration } from './early-answer';

const config = {} as RuntimeConfig;

function consentModule(language: SupportedLanguage) {
  return withI18n(<CookieConsentModule config={config} />, { i18n: createTestI18n(language) });
}

/**
 * The page as the host's server sends it to a first visitor: the consent remote's slot holding its pre-rendered
 * fragment (the server renders with no cookie), not hydrated yet.
 */
function prerenderedPage(language: SupportedLanguage = 'en'): HTMLElement {
  const slot = document.createElement('div');
  slot.dataset.boundary = 'consent';
  slot.dataset.module = 'cookie-consent';
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

/** What the early script changes on the pre-rendered markup (and React, hydrating, keeps as it is). */
const ATTRIBUTES_THE_EARLY_SCRIPT_SETS = new Set(['hidden', ANSWERS_BEFORE_HYDRATION_ATTRIBUTE]);

/**
 * The console errors of a hydration, but for React's notice (in development builds only) that attributes differ
 * from the server's, "won't be patched up", when the differing attributes are only those the early script set.
 */
function unexpectedConsoleErrors(consoleErrors: jest.SpyInstance): string[] {
  return consoleErrors.mock.calls
    .map((args: unknown[]) => args.map(String).join(' '))
    .filter((text) => {
      if (!text.includes("some attributes of the server rendered HTML didn't match the client properties")) return true;
      const differing = [...text.matchAll(/^\s*[-+]\s+([\w-]+)=/gm)].map((match) => match[1]!);
      return differing.length === 0 || differing.some((name) => !ATTRIBUTES_THE_EARLY_SCRIPT_SETS.has(name));
    });
}

const part = (slot: HTMLElement, selector: string) => slot.querySelector<HTMLElement>(selector)!;
const banner = (slot: HTMLElement) => part(slot, '[data-cookie-banner]');
const settingsButton = (slot: HTMLElement) => part(slot, '[data-cookie-settings]');
const choice = (slot: HTMLElement, which: 'accept-all' | 'reject-all') =>
  part(slot, `[data-consent-choice="${which}"]`);
const storedCookie = () => parseConsentCookie(Cookies.get(CONSENT_COOKIE_NAME));

const preferencesButton = (slot: HTMLElement) => part(slot, '[command="show-modal"]');
const preferencesDialog = (slot: HTMLElement) => part(slot, 'dialog#cookie-preferences-dialog') as HTMLDialogElement;
const categorySwitch = (slot: HTMLElement, category: string) =>
  part(slot, `dialog input[data-consent-category="${category}"]`) as HTMLInputElement;
const saveButton = (slot: HTMLElement) => part(slot, 'dialog [data-consent-save]');

let stopAnswering: () => void = () => undefined;
let root: Root | null = null;
let uninstallDialogPlatform = () => undefined as void;

beforeEach(() => {
  uninstallDialogPlatform = installDialogPlatform();
});

afterEach(() => {
  uninstallDialogPlatform();
  stopAnswering();
  act(() => root?.unmount());
  root = null;
  jest.restoreAllMocks();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-hydrated');
  Cookies.remove(CONSENT_COOKIE_NAME, { path: '/' });
});

describe('the early script, before the application has arrived', () => {
  test('marks Accept All, Reject All and the dialog’s Save; the platform’s controls are marked in the markup', () => {
    const slot = prerenderedPage();
    const markedNames = () =>
      [...slot.querySelectorAll(`[${ANSWERS_BEFORE_HYDRATION_ATTRIBUTE}]`)].map(
        (element) => element.textContent || element.getAttribute('data-consent-category'),
      );
    // Without the script (it did not come): Cookie Preferences, the three optional switches and Cancel, which the
    // platform answers; Accept All, Reject All and Save are left to the host's hold.
    expect(markedNames()).toEqual(['Cookie Preferences', 'functional', 'analytics', 'marketing', 'Cancel']);
    stopAnswering = answerBannerBeforeHydration(document);
    expect(markedNames()).toEqual([
      'Accept All',
      'Reject All',
      'Cookie Preferences',
      'functional',
      'analytics',
      'marketing',
      'Cancel',
      'Save',
    ]);
  });

  test('the pre-rendered dialog is closed, opens from Cookie Preferences with focus on the first switch, closes back', async () => {
    const user = userEvent.setup();
    const slot = prerenderedPage();
    stopAnswering = answerBannerBeforeHydration(document);
    const dialog = preferencesDialog(slot);
    expect(dialog.open).toBe(false);

    await user.click(preferencesButton(slot));
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAccessibleName('Cookie Preferences');
    expect(categorySwitch(slot, 'functional')).toHaveFocus();
    await user.click(categorySwitch(slot, 'marketing'));
    expect(categorySwitch(slot, 'marketing').checked).toBe(true);
    await user.click(part(slot, 'dialog [command="close"]'));
    expect(dialog.open).toBe(false);
    expect(preferencesButton(slot)).toHaveFocus();
    // Closed without a save: it opens again from no choice, as the application's dialog does.
    expect(categorySwitch(slot, 'marketing').checked).toBe(false);
    expect(storedCookie()).toBeNull();
  });

  test('Save in the dialog saves the switches once, as the application does, closes it and hides the banner', async () => {
    const user = userEvent.setup();
    const slot = prerenderedPage();
    const writes = recordCookieWrites();
    stopAnswering = answerBannerBeforeHydration(document);
    await user.click(preferencesButton(slot));
    await user.click(categorySwitch(slot, 'analytics'));
    await user.click(saveButton(slot));

    expect(writes).toHaveLength(1);
    expect(storedCookie()).toMatchObject({
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
      version: CONSENT_VERSION,
    });
    expect(preferencesDialog(slot).open).toBe(false);
    expect(banner(slot)).not.toBeVisible();
    expect(settingsButton(slot)).toBeVisible();
    expect(settingsButton(slot)).toHaveFocus();
    await user.click(saveButton(slot));
    expect(writes).toHaveLength(1);
  });

  test.each([
    ['accept-all', { functional: true, analytics: true, marketing: true }],
    ['reject-all', { functional: false, analytics: false, marketing: false }],
  ] as const)('%s saves the choice once, as the application does, and announces it', async (which, categories) => {
    const user = userEvent.setup();
    const slot = prerenderedPage();
    const writes = recordCookieWrites();
    const heard: unknown[] = [];
    window.addEventListener(CONSENT_CHANGE_EVENT, (event) => heard.push((event as CustomEvent).detail));
    stopAnswering = answerBannerBeforeHydration(document);

    const before = Date.now();
    await user.click(choice(slot, which));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^cookiePreferences=.*; path=\/; expires=[^;]+; sameSite=Lax$/);
    const stored = storedCookie();
    expect(stored).toMatchObject({ essential: true, ...categories, version: CONSENT_VERSION });
    expect(Date.parse(stored!.decidedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(heard).toEqual([stored]);
  });

  test('shows what the application shows after a choice: no banner nor its room, the corner button, with focus', async () => {
    const user = userEvent.setup();
    const slot = prerenderedPage();
    expect(settingsButton(slot)).not.toBeVisible();
    stopAnswering = answerBannerBeforeHydration(document);

    await user.click(choice(slot, 'accept-all'));
    expect(banner(slot)).not.toBeVisible();
    expect(part(slot, '[data-cookie-banner-room]')).not.toBeVisible();
    expect(settingsButton(slot)).toBeVisible();
    expect(settingsButton(slot)).toHaveAccessibleName('Cookie settings');
    expect(settingsButton(slot)).toHaveFocus();
  });

  test('a second press, or one on Cookie Preferences, saves nothing', async () => {
    const user = userEvent.setup();
    const slot = prerenderedPage();
    const writes = recordCookieWrites();
    stopAnswering = answerBannerBeforeHydration(document);

    await user.click(slot.querySelectorAll('button')[2]!);
    expect(writes).toEqual([]);
    await user.click(choice(slot, 'reject-all'));
    choice(slot, 'accept-all').click();
    expect(writes).toHaveLength(1);
    expect(storedCookie()).toMatchObject({ functional: false });
  });

  test('does nothing once the consent part is hydrated, nor on a page without the pre-rendered banner', async () => {
    const user = userEvent.setup();
    const slot = prerenderedPage();
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    const writes = recordCookieWrites();
    stopAnswering = answerBannerBeforeHydration(document);
    await user.click(choice(slot, 'accept-all'));
    expect(writes).toEqual([]);
    expect(
      slot.querySelector(
        `[data-consent-choice][${ANSWERS_BEFORE_HYDRATION_ATTRIBUTE}], [data-consent-save][${ANSWERS_BEFORE_HYDRATION_ATTRIBUTE}]`,
      ),
    ).toBeNull();

    document.body.replaceChildren();
    expect(() => answerBannerBeforeHydration(document)()).not.toThrow();
  });

  test('stops answering when its part becomes hydrated before the visitor chose', async () => {
    const user = userEvent.setup();
    const slot = prerenderedPage();
    const writes = recordCookieWrites();
    stopAnswering = answerBannerBeforeHydration(document);
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    await user.click(choice(slot, 'accept-all'));
    expect(writes).toEqual([]);
    expect(banner(slot)).toBeVisible();
  });
});

describe('the consent remote, hydrated after a choice made before it arrived', () => {
  test.each(['en', 'es'] as const)(
    'takes over from the cookie (%s): no second write, no banner, no hydration error',
    async (language) => {
      const user = userEvent.setup();
      const slot = prerenderedPage(language);
      stopAnswering = answerBannerBeforeHydration(document);
      await user.click(choice(slot, 'accept-all'));
      const saved = Cookies.get(CONSENT_COOKIE_NAME);
      const button = settingsButton(slot);
      expect(button).toHaveFocus();

      const writes = recordCookieWrites();
      const consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const recoverableErrors: unknown[] = [];
      const bannerShown: boolean[] = [];
      new MutationObserver(() =>
        bannerShown.push(Boolean(slot.querySelector('[data-cookie-banner]:not([hidden])'))),
      ).observe(slot, { subtree: true, childList: true, attributes: true });
      await act(async () => {
        root = hydrateRoot(slot, consentModule(language), {
          onRecoverableError: (error) => recoverableErrors.push(error),
        });
      });

      expect(recoverableErrors).toEqual([]); // every node the server sent is kept
      expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
      expect(slot.querySelector('[data-cookie-banner]')).toBeNull();
      expect(bannerShown).not.toContain(true);
      expect(writes).toEqual([]);
      expect(Cookies.get(CONSENT_COOKIE_NAME)).toBe(saved);
      // The very button the visitor was given, hydrated, with focus kept; it opens the preferences with the choice.
      expect(settingsButton(slot)).toBe(button);
      expect(button).toBeVisible();
      expect(button).toHaveFocus();
      await user.click(button);
      const switches = screen.getAllByRole('switch').filter((element) => !(element as HTMLInputElement).disabled);
      expect(switches).toHaveLength(3);
      for (const element of switches) expect(element).toBeChecked();
    },
  );

  test('with no choice made, hydrates the banner and answers its buttons itself, once', async () => {
    const user = userEvent.setup();
    const slot = prerenderedPage();
    stopAnswering = answerBannerBeforeHydration(document);
    const consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(slot, consentModule('en'));
    });
    // What the host marks once the part is hydrated (RemoteSlot).
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);

    const writes = recordCookieWrites();
    await user.click(choice(slot, 'reject-all'));
    expect(writes).toHaveLength(1);
    expect(slot.querySelector('[data-cookie-banner]')).toBeNull();
    expect(settingsButton(slot)).toBeVisible();
  });

  test('takes the dialog over as the visitor left it, open with a switch set, and saves it once', async () => {
    const user = userEvent.setup();
    const slot = prerenderedPage();
    stopAnswering = answerBannerBeforeHydration(document);
    await user.click(preferencesButton(slot));
    await user.click(categorySwitch(slot, 'functional'));
    const dialog = preferencesDialog(slot);

    const consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(slot, consentModule('en'), { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    expect(recoverableErrors).toEqual([]);
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
    expect(preferencesDialog(slot)).toBe(dialog);
    expect(dialog.open).toBe(true);
    expect(categorySwitch(slot, 'functional').checked).toBe(true);

    const writes = recordCookieWrites();
    await user.click(categorySwitch(slot, 'marketing'));
    await user.click(saveButton(slot));
    expect(writes).toHaveLength(1);
    expect(storedCookie()).toMatchObject({ functional: true, analytics: false, marketing: true });
    expect(slot.querySelector('[data-cookie-banner]')).toBeNull();
    expect(slot.querySelector('dialog')).toBeNull();
    expect(settingsButton(slot)).toHaveFocus();
  });

  test('after hydration, the dialog closed without a save opens again from no choice', async () => {
    const user = userEvent.setup();
    const slot = prerenderedPage();
    stopAnswering = answerBannerBeforeHydration(document);
    await act(async () => {
      root = hydrateRoot(slot, consentModule('en'));
    });
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    await user.click(preferencesButton(slot));
    await user.click(categorySwitch(slot, 'analytics'));
    await user.keyboard('{Escape}');
    expect(preferencesDialog(slot).open).toBe(false);
    expect(preferencesButton(slot)).toHaveFocus();
    await user.click(preferencesButton(slot));
    expect(categorySwitch(slot, 'analytics').checked).toBe(false);
    expect(storedCookie()).toBeNull();
  });
});
