import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HYDRATED_ATTRIBUTE } from '@storefront/shared';
import { SiteHeader } from '../header/site-header';
import { installDialogPlatform } from '../../../tools/jest/dialog-platform';
import { renderShell, serverMarkup } from '../test/render-shell';
import { answerMenuUntilHydrated, menuStateIn } from './menu-before-hydration';

jest.mock('../federation/remote-registry', () => ({
  loadExposedModule: jest.fn(() => Promise.resolve({ default: () => null })),
}));

/**
 * Markup with every element's attributes in one order and without the server's text separators (`<!-- -->`):
 * hydration does not mind either, a string compare does.
 */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.replaceAll('<!-- -->', '');
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/** A pre-rendered page holding the header, with the loader's part for the menu running and nothing hydrated. */
function preRenderedPage(language: 'en' | 'es' = 'en'): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = serverMarkup(<SiteHeader overHero={false} />, { language });
  document.body.append(root);
  answerMenuUntilHydrated(document);
  return root;
}

let uninstallDialogPlatform: () => void;
beforeEach(() => (uninstallDialogPlatform = installDialogPlatform()));
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  uninstallDialogPlatform();
});

describe('the menu before hydration', () => {
  it.each(['en', 'es'] as const)(
    'opens, shows a sub-panel and comes back exactly as MenuPanel renders it (%s)',
    async (language) => {
      const user = userEvent.setup();
      const { container } = renderShell(<SiteHeader overHero={false} />, { language });
      const asReactRendersIt: string[] = [];
      await user.click(container.querySelector('[aria-controls="site-menu"]')!);
      asReactRendersIt.push(normalized(container.innerHTML));
      await user.click(container.querySelector('[data-opens-view="news"]')!);
      asReactRendersIt.push(normalized(container.innerHTML));
      await user.click(container.querySelector('[data-menu-back]')!);
      asReactRendersIt.push(normalized(container.innerHTML));
      cleanup();

      const page = preRenderedPage(language);
      const asTheLoaderLeavesIt: string[] = [];
      await user.click(page.querySelector('[aria-controls="site-menu"]')!);
      asTheLoaderLeavesIt.push(normalized(page.innerHTML));
      await user.click(page.querySelector('[data-opens-view="news"]')!);
      expect(page.querySelector('[data-menu-back]')).toHaveFocus();
      asTheLoaderLeavesIt.push(normalized(page.innerHTML));
      await user.click(page.querySelector('[data-menu-back]')!);
      expect(page.querySelector('[data-opens-view="news"]')).toHaveFocus();
      asTheLoaderLeavesIt.push(normalized(page.innerHTML));
      expect(asTheLoaderLeavesIt).toEqual(asReactRendersIt);
    },
  );

  it('closes with Escape onto the main view, and the Menu button says so', async () => {
    const user = userEvent.setup();
    const page = preRenderedPage();
    const button = page.querySelector('[aria-controls="site-menu"]') as HTMLElement;
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(page.querySelector('[data-opens-view="bags"]')!);
    await user.keyboard('{Escape}');
    expect(menuStateIn(document)).toEqual({ open: false, view: 'main' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('leaves the sub-panels to the application once the shell is hydrated', async () => {
    const user = userEvent.setup();
    const page = preRenderedPage();
    await user.click(page.querySelector('[aria-controls="site-menu"]')!);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    await user.click(page.querySelector('[data-opens-view="bags"]')!);
    expect(menuStateIn(document)).toEqual({ open: true, view: 'main' });
  });
});

describe('hydration takes the menu over from where the visitor left it', () => {
  it('still open on the sub-panel shown, closed with one press, then opening on the main view', async () => {
    const user = userEvent.setup();
    const errors = jest.spyOn(console, 'error');
    const page = preRenderedPage();
    await user.click(page.querySelector('[aria-controls="site-menu"]')!);
    await user.click(page.querySelector('[data-opens-view="bags"]')!);

    renderShell(<SiteHeader overHero={false} />, { hydrate: page });
    act(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true'));
    expect(errors).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = screen.getByRole('dialog', { name: 'Site menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('heading', { name: 'Bags' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(within(panel).getByRole('button', { name: /Bags/ })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Site menu' })).toHaveAttribute('data-view', 'main');
    errors.mockRestore();
  });

  it('closed as the server sent it when the visitor did not open it', () => {
    const page = preRenderedPage('es');
    renderShell(<SiteHeader overHero={false} />, { hydrate: page, language: 'es' });
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
