import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  ADDRESS_SHOWN_ATTRIBUTE,
  ANSWERS_BEFORE_HYDRATION_ATTRIBUTE,
  BRAND_NAME,
  type SupportedLanguage,
} from '@storefront/shared';
import { earlyScriptPage } from '../../../tools/jest/host-hold';
import LegalRoutes from '../exposes/routes';
import { createTestI18n } from '../test/render-with-i18n';
import { TEST_RUNTIME_CONFIG } from '../test/runtime-config';
import { answerLegalTabsBeforeHydration } from './tabs-before-hydration';

function CurrentAddress() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/** The legal part of a page as the host serves it and later hydrates it: the hub at `path`. */
function legalPart(path: string, language: SupportedLanguage): ReactElement {
  return (
    <I18nextProvider i18n={createTestI18n(language)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<LegalRoutes config={TEST_RUNTIME_CONFIG} />} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </I18nextProvider>
  );
}

/** A pre-rendered legal page's part: the server's markup in a remote slot the host has not hydrated yet. */
function preRendered(path = '/legal/privacy-policy', language: SupportedLanguage = 'en') {
  const slot = document.createElement('div');
  slot.setAttribute('data-module', 'routes');
  slot.setAttribute('data-boundary', 'legal');
  slot.innerHTML = renderToString(legalPart(path, language));
  document.body.append(slot);
  return slot;
}

const markHydrated = (slot: HTMLElement) => {
  document.documentElement.setAttribute('data-hydrated', 'true');
  slot.setAttribute('data-hydrated', 'true');
};
const selectedTab = () => screen.getByRole('tab', { selected: true });
const shownPanel = () => screen.getByRole('tabpanel');

/**
 * The attributes React's development build says differ while hydrating, but the early script's own marker (never
 * patched, and read only until the part is hydrated).
 */
function attributeDifferences(consoleErrors: unknown[][]): string[] {
  return consoleErrors
    .flatMap((call) => call.map(String).join(' ').split('\n'))
    .map((line) => line.trim())
    .filter(
      (line) => /^[-+]\s+[\w-]+=/.test(line) && !new RegExp(`^-\\s+${ANSWERS_BEFORE_HYDRATION_ATTRIBUTE}=`).test(line),
    );
}

const { startEarlyScript } = earlyScriptPage();

describe('the legal tabs before hydration', () => {
  it('every page of the hub carries every document, the one asked for shown', () => {
    preRendered('/legal/privacy-policy');
    expect(selectedTab()).toHaveTextContent('Privacy Policy');
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(7);
    for (const panel of document.querySelectorAll('[role="tabpanel"]')) expect(panel.textContent).not.toBe('');
    expect(shownPanel()).toHaveAccessibleName('Privacy Policy');
  });

  it('a tap shows another document: its tab selected, its panel, the heading and the browser title', async () => {
    const user = userEvent.setup();
    preRendered();
    startEarlyScript(answerLegalTabsBeforeHydration);
    expect(screen.getByRole('tab', { name: 'Shipping Information' })).toHaveAttribute(
      ANSWERS_BEFORE_HYDRATION_ATTRIBUTE,
    );

    await user.click(screen.getByRole('tab', { name: 'Shipping Information' }));
    expect(selectedTab()).toHaveAccessibleName('Shipping Information');
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'false');
    expect(shownPanel()).toHaveAccessibleName('Shipping Information');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shipping Information');
    expect(document.title).toBe(`Shipping Information | ${BRAND_NAME}`);
    // For what reloads the page before hydration (the language switch): the document shown, not the address's.
    expect(document.documentElement).toHaveAttribute(ADDRESS_SHOWN_ATTRIBUTE, '/shipping');
    // Roving tabindex, as the hydrated tabs have it: only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([selectedTab()]);
  });

  it('answers the arrow keys, Home and End with focus on the tab list (automatic activation)', async () => {
    const user = userEvent.setup();
    preRendered('/legal/terms-and-conditions');
    startEarlyScript(answerLegalTabsBeforeHydration);
    await user.tab(); // the selected tab is the tab list's only stop
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('Privacy Policy');
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveAccessibleName('Contact');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('Terms & Conditions');
    expect(selectedTab()).toHaveFocus();
    expect(shownPanel()).toHaveAccessibleName('Terms & Conditions');
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}'); // the browser's Back, not the tab list's
    expect(selectedTab()).toHaveAccessibleName('Terms & Conditions');
  });

  it('says it in Spanish on a Spanish page', async () => {
    const user = userEvent.setup();
    preRendered('/legal/privacy-policy', 'es');
    startEarlyScript(answerLegalTabsBeforeHydration);
    await user.click(screen.getByRole('tab', { name: 'Información de envío' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Información de envío');
    expect(document.title).toBe(`Información de envío | ${BRAND_NAME}`);
  });

  it('leaves the tabs to the hub once the legal part is hydrated', async () => {
    const user = userEvent.setup();
    const slot = preRendered();
    startEarlyScript(answerLegalTabsBeforeHydration);
    markHydrated(slot);
    await user.click(screen.getByRole('tab', { name: 'Shipping Information' }));
    expect(selectedTab()).toHaveAccessibleName('Privacy Policy'); // nobody hydrated it: nothing answers
  });

  it('hydrates on the document shown before, with no mismatch, then moves the address there', async () => {
    const user = userEvent.setup();
    const slot = preRendered('/legal/privacy-policy');
    startEarlyScript(answerLegalTabsBeforeHydration);
    await user.click(screen.getByRole('tab', { name: 'Return Policy' }));
    const tabBefore = selectedTab();

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(slot, legalPart('/legal/privacy-policy', 'en'), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(attributeDifferences(errors.mock.calls)).toEqual([]);
    errors.mockRestore();
    expect(selectedTab()).toBe(tabBefore); // hydrated in place, not rendered again
    expect(screen.getByTestId('address')).toHaveTextContent('/return-policy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Return Policy');
    markHydrated(slot);

    await user.click(screen.getByRole('tab', { name: 'Contact' }));
    expect(selectedTab()).toHaveAccessibleName('Contact');
    expect(screen.getByTestId('address')).toHaveTextContent('/contact');
  });

  it('goes on from a document shown after it hydrated but before its part was handed its tabs', async () => {
    const user = userEvent.setup();
    const slot = preRendered('/legal/privacy-policy');
    startEarlyScript(answerLegalTabsBeforeHydration);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(slot, legalPart('/legal/privacy-policy', 'en'));
    });
    expect(attributeDifferences(errors.mock.calls)).toEqual([]);
    errors.mockRestore();
    await user.click(screen.getByRole('tab', { name: 'Shipping Information' })); // the early script's, still
    expect(screen.getByTestId('address')).toHaveTextContent('/shipping');
    markHydrated(slot);

    await user.keyboard('{ArrowRight}'); // the hub's
    expect(selectedTab()).toHaveAccessibleName('Return Policy');
    expect(screen.getByTestId('address')).toHaveTextContent('/return-policy');
  });
});
