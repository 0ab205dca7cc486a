import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../header/site-header';
import { installDialogPlatform } from '../../../tools/jest/dialog-platform';
import { renderShell, serverMarkup } from '../test/render-shell.test-support';

jest.mock('../federation/remote-registry', () => ({
  loadExposedModule: jest.fn(() => Promise.resolve({ default: () => null })),
}));

/** The server's markup of the header and its menu, as a page holds it before the application arrives. */
function serverPage(language: 'en' | 'es' = 'en'): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = serverMarkup(<SiteHeader overHero={false} />, { language });
  document.body.append(root);
  return root;
}

let uninstallDialogPlatform: () => void;
beforeEach(() => (uninstallDialogPlatform = installDialogPlatform()));
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  uninstallDialogPlatform();
});

describe('the menu element on the server’s markup', () => {
  it.each([
    ['en', 'Menu', /News/, 'News'],
    ['es', 'Menú', /Noticias/, 'Noticias'],
  ] as const)('opens, shows a sub-panel and comes back, focus following (%s)', async (language, menu, entry, title) => {
    const user = userEvent.setup();
    serverPage(language);
    await user.click(screen.getByRole('button', { name: menu }));
    const panel = screen.getByRole('dialog');
    await user.click(within(panel).getByRole('button', { name: entry }));
    expect(within(panel).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(panel.querySelector('[data-menu-back]')).toHaveFocus();
    await user.click(panel.querySelector('[data-menu-back]')!);
    expect(panel).toHaveAttribute('data-view', 'main');
    expect(within(panel).getByRole('button', { name: entry })).toHaveFocus();
  });

  it('keeps Tab inside the open menu, and closes with Escape onto the main view, the Menu button saying so', async () => {
    const user = userEvent.setup();
    serverPage();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Site menu' });
    await user.click(within(panel).getByRole('button', { name: /Bags/ }));
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(panel).toHaveAttribute('data-view', 'main');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('says the menu is open as the dialog opens, before the toggle event that follows it in a browser', () => {
    serverPage();
    const button = screen.getByRole('button', { name: 'Menu' });
    const dialog = document.getElementById('site-menu')!;
    dialog.dispatchEvent(Object.assign(new Event('beforetoggle'), { oldState: 'closed', newState: 'open' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    dialog.dispatchEvent(Object.assign(new Event('beforetoggle'), { oldState: 'open', newState: 'closed' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the sub-panel a visitor opened before hydration, through hydration and a change of language', async () => {
    const user = userEvent.setup();
    const errors = jest.spyOn(console, 'error');
    const page = serverPage();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: /Bags/ }));

    const { i18n } = renderShell(<SiteHeader overHero={false} />, { hydrate: page });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Bags' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('es'));
    const panel = screen.getByRole('dialog', { name: 'Menú del sitio' });
    expect(within(panel).getByRole('heading', { name: 'Bolsos' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Cerrar menú' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    expect(screen.getByRole('dialog', { name: 'Menú del sitio' })).toHaveAttribute('data-view', 'main');
  });

  it('stops listening when it leaves the page', async () => {
    const user = userEvent.setup();
    const page = serverPage();
    const panel = page.querySelector('dialog')!;
    const opener = page.querySelector<HTMLElement>('[data-opens-view="bags"]')!;
    page.remove();
    document.body.append(opener);
    await user.click(opener);
    expect(panel).toHaveAttribute('data-view', 'main');
  });
});
