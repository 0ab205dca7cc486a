import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HYDRATED_ATTRIBUTE } from '@storefront/shared';
import { renderShell } from '../test/render-shell.test-support';
import { LanguageSwitch } from './language-switch';

// The shell is hydrated: the switch is the application's to render in the language chosen. (Before hydration, and
// the page shown in place from the server's page in the other language: e2e/tests/language-in-place.spec.ts.)
beforeEach(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true'));
afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  localStorage.clear();
  document.cookie = 'i18next=; Max-Age=0; Path=/';
});

describe('LanguageSwitch', () => {
  it('is a labelled group of two toggle buttons, the language shown pressed, each named by its code first', () => {
    renderShell(<LanguageSwitch />, { language: 'es' });
    const group = screen.getByRole('group', { name: 'Idioma' });
    expect(within(group).getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).getByRole('button', { name: 'ES Español' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a press shows the choice at once, renders the application in that language and keeps it for the next page', async () => {
    const user = userEvent.setup();
    const { i18n } = renderShell(<LanguageSwitch />);
    const spanish = screen.getByRole('button', { name: 'ES Español' });
    await user.click(spanish);
    expect(spanish).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.cookie).toContain('i18next=es');
  });

  it('answers Enter and Space, and a press on the language shown changes nothing', async () => {
    const user = userEvent.setup();
    const { i18n } = renderShell(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'EN English' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'ES Español' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(i18n.language).toBe('es'));
    await user.tab({ shift: true });
    await user.keyboard(' ');
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
