import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { installDialogPlatform } from '../../../tools/jest/dialog-platform';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import { RemoteComponentSourceContext } from '../federation/remote-registry';
import { createTestI18n, TEST_CONFIG } from '../test/render-shell.test-support';
import { AppLayout } from './app-layout';

// The cookie banner's part renders nothing here: federation does not run in jsdom.
const noRemote = () => () => null;

let uninstallDialogPlatform: () => void;
beforeEach(() => {
  uninstallDialogPlatform = installDialogPlatform();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // the router's scroll restoration; jsdom has none
});
afterEach(() => uninstallDialogPlatform());

function renderSite() {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [{ path: '/', element: <h1>Home</h1> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    // As the site runs in development, where React runs each effect twice on mount.
    <StrictMode>
      <I18nextProvider i18n={createTestI18n()}>
        <RuntimeConfigProvider value={TEST_CONFIG}>
          <RemoteComponentSourceContext.Provider value={noRemote}>
            <RouterProvider router={router} />
          </RemoteComponentSourceContext.Provider>
        </RuntimeConfigProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

describe('AppLayout', () => {
  // Moving focus to <main> after a navigation needs one; jsdom cannot navigate a data router (it has no Request).
  it('leaves focus alone on the page the visitor arrived at', async () => {
    renderSite();
    await screen.findByRole('heading', { name: 'Home' });
    expect(document.activeElement).toBe(document.body);
  });
});
