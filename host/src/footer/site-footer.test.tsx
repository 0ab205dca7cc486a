import { screen, within } from '@testing-library/react';
import { renderShell } from '../test/render-shell.test-support';
import { SiteFooter } from './site-footer';

jest.mock('../federation/remote-slot', () => ({ RemoteSlot: () => null }));

describe('SiteFooter', () => {
  it('links the seven legal pages with the spec’s labels and marks the one being read', () => {
    renderShell(<SiteFooter />, { path: '/shipping' });
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terms & Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Right of Withdrawal', '/right-of-withdrawal'],
      ['Shipping Information', '/shipping'],
      ['Return & Refund Policy', '/return-policy'],
      ['Legal Notice (Impressum)', '/legal-notice'],
      ['Contact Information', '/contact'],
    ]);
    expect(within(legal).getByRole('link', { name: 'Shipping Information' })).toHaveAttribute('aria-current', 'page');
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('© 2025 Casa Carriel. All rights reserved.')).toBeInTheDocument();
  });

  it('asks the consent remote to open the cookie preferences', () => {
    const requests: Event[] = [];
    window.addEventListener('storefront:open-cookie-preferences', (event) => requests.push(event));
    renderShell(<SiteFooter />);
    screen.getByRole('button', { name: 'Cookie settings' }).click();
    expect(requests).toHaveLength(1);
  });

  it('holds the newsletter form on every page but home, which has its own band', () => {
    const { unmount } = renderShell(<SiteFooter />, { path: '/about' });
    expect(screen.getByRole('region', { name: 'Newsletter' })).toBeInTheDocument();
    unmount();
    renderShell(<SiteFooter />, { path: '/' });
    expect(screen.queryByRole('region', { name: 'Newsletter' })).not.toBeInTheDocument();
  });
});
