import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogPlatform } from '../../../tools/jest/dialog-platform';
import { renderShell } from '../test/render-shell.test-support';
import { SiteHeader } from './site-header';

jest.mock('../federation/remote-registry', () => ({
  loadExposedModule: jest.fn(() => Promise.resolve({ default: () => null })),
}));

let uninstallDialogPlatform: () => void;
beforeEach(() => (uninstallDialogPlatform = installDialogPlatform()));
afterEach(() => uninstallDialogPlatform());

describe('SiteHeader menu', () => {
  it('is a closed modal dialog in the markup, which the Menu button opens by itself (no script needed)', () => {
    const { container } = renderShell(<SiteHeader overHero={false} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('commandfor', 'site-menu');
    expect(button).toHaveAttribute('command', 'show-modal');
    const dialog = container.querySelector('dialog#site-menu');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(within(dialog as HTMLElement).getByRole('button', { name: 'Close menu', hidden: true })).toHaveAttribute(
      'command',
      'close',
    );
  });

  it('opens a labelled panel, moves focus into it, traps Tab, and Escape returns focus to the button', async () => {
    const user = userEvent.setup();
    renderShell(<SiteHeader overHero={false} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Site menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens sub-panels with Back and Close; Coming soon entries are not links', async () => {
    const user = userEvent.setup();
    renderShell(<SiteHeader overHero={false} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Site menu' });
    await user.click(within(panel).getByRole('button', { name: /Muse Projects/ }));
    expect(within(panel).getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['For La Artista (2025)']);
    expect(within(panel).getAllByText('Coming soon')).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(within(panel).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
    await user.click(within(panel).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the main view again after closing on a sub-panel', async () => {
    const user = userEvent.setup();
    renderShell(<SiteHeader overHero={false} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: /Bags/ }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Site menu' });
    expect(panel).toHaveAttribute('data-view', 'main');
    expect(within(panel).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('Back returns focus to the entry that opened the view; the entries do not claim to open a popup menu', async () => {
    const user = userEvent.setup();
    renderShell(<SiteHeader overHero={false} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Site menu' });
    for (const name of [/Bags/, /News/, /Muse Projects/]) {
      const entry = within(panel).getByRole('button', { name });
      expect(entry).not.toHaveAttribute('aria-haspopup');
      await user.click(entry);
      await user.keyboard('{Enter}'); // on Back, which has focus
      expect(within(panel).getByRole('button', { name })).toHaveFocus();
    }
  });

  it('closes when a destination is chosen, giving focus back to the Menu button', async () => {
    const user = userEvent.setup();
    renderShell(<SiteHeader overHero={false} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: /Bags/ }));
    await user.click(screen.getByRole('link', { name: /Mini Carriels/ }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/collections/mini-carriels');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('is in Spanish too', async () => {
    const user = userEvent.setup();
    renderShell(<SiteHeader overHero={false} />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const panel = screen.getByRole('dialog', { name: 'Menú del sitio' });
    await user.click(within(panel).getByRole('button', { name: /Bolsos/ }));
    expect(within(panel).getByRole('heading', { name: 'Bolsos' })).toBeInTheDocument();
  });
});
