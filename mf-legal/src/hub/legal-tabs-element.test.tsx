import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SupportedLanguage } from '@storefront/shared';
import LegalRoutes from '../exposes/routes';
import { createTestI18n } from '../test/render-with-i18n.test-support';
import { TEST_RUNTIME_CONFIG } from '../test/runtime-config.test-support';

function CurrentAddress() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/** The legal part of a page as the host serves it and later hydrates it: the hub at `path`. */
function legalPart(path: string, language: SupportedLanguage = 'en'): ReactElement {
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

/** The server's markup of the hub in a page, as it arrives before the application. */
function serverPage(path: string, language: SupportedLanguage = 'en'): HTMLElement {
  const slot = document.createElement('div');
  slot.innerHTML = renderToString(legalPart(path, language));
  document.body.append(slot);
  return slot;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

function expectDocumentShown(name: string): void {
  expect(selectedTab()).toHaveAccessibleName(name);
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(name);
  expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(name);
  expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([selectedTab()]);
}

describe('the legal tabs element on the server’s markup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-address-shown');
  });

  it('shows a tapped document, and answers the arrow keys, Home and End, before any application runs', () => {
    serverPage('/legal/privacy-policy');
    expectDocumentShown('Privacy Policy');

    fireEvent.click(screen.getByRole('tab', { name: 'Shipping Information' }));
    expectDocumentShown('Shipping Information');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('no extra cost');

    selectedTab().focus();
    fireEvent.keyDown(selectedTab(), { key: 'End' });
    expectDocumentShown('Contact');
    expect(selectedTab()).toHaveFocus();
    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    expectDocumentShown('Terms & Conditions');
    fireEvent.keyDown(selectedTab(), { key: 'ArrowLeft', altKey: true }); // the browser's Back, not the tabs'
    expectDocumentShown('Terms & Conditions');
    // A language switch that must load the page again loads the document shown.
    expect(document.documentElement).toHaveAttribute('data-address-shown', '/terms-and-conditions');
  });

  it('says it in Spanish on a Spanish page', () => {
    serverPage('/legal/privacy-policy', 'es');
    fireEvent.click(screen.getByRole('tab', { name: 'Información de envío' }));
    expectDocumentShown('Información de envío');
  });

  it('hydrates on the document chosen before, with no mismatch, then moves the address there', async () => {
    const slot = serverPage('/legal/privacy-policy');
    fireEvent.click(screen.getByRole('tab', { name: 'Return Policy' }));
    const tabBefore = selectedTab();

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(slot, legalPart('/legal/privacy-policy'), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(selectedTab()).toBe(tabBefore); // hydrated in place, not rendered again
    expect(screen.getByTestId('address')).toHaveTextContent('/return-policy');
    expectDocumentShown('Return Policy');

    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    expectDocumentShown('Legal Notice');
    // The address follows the frame that shows the document.
    expect(await screen.findByText('/legal-notice')).toBe(screen.getByTestId('address'));
  });
});
