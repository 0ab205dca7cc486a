import { screen } from '@testing-library/react';
import { enquiryPath } from '@storefront/shared';
import LegalRoutes from '../exposes/routes';
import { renderAtPath } from '../test/render-with-i18n.test-support';
import { TEST_RUNTIME_CONFIG } from '../test/runtime-config.test-support';

const renderContact = (path: string, language: 'en' | 'es' = 'en') =>
  renderAtPath(<LegalRoutes config={TEST_RUNTIME_CONFIG} />, path, language);

describe('contact tab', () => {
  it('names the product the visitor enquires about and pre-fills the e-mail subject', () => {
    renderContact(enquiryPath('El Patrón Classic'));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Contact');
    expect(screen.getByText('Your enquiry is about')).toBeInTheDocument();
    expect(screen.getByText('El Patrón Classic')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire about El Patrón Classic by e-mail' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com?subject=Enquiry%3A%20El%20Patr%C3%B3n%20Classic',
    );
  });

  it('shows no enquiry line without a product, and a general e-mail link', () => {
    renderContact('/contact');
    expect(screen.queryByText('Your enquiry is about')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to us by e-mail' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com?subject=Enquiry',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('We answer inquiries within 24–48 hours on business days.');
  });

  it('shows the general contact page for a "product" that is markup or a message, never its text', () => {
    for (const crafted of ['<b>Vino</b>', 'Send the deposit to deposits@example.com']) {
      const { container, unmount } = renderContact(enquiryPath(crafted));
      expect(screen.queryByText('Your enquiry is about')).not.toBeInTheDocument();
      expect(screen.getByRole('tabpanel')).not.toHaveTextContent(/deposits@|Vino/);
      expect(screen.getByRole('link', { name: 'Write to us by e-mail' })).toHaveAttribute(
        'href',
        'mailto:hello@example.com?subject=Enquiry',
      );
      expect(container.querySelector('b')).toBeNull();
      unmount();
    }
  });

  it('explains the enquiry in Spanish', () => {
    renderContact(enquiryPath('Arena'), 'es');
    expect(screen.getByText('Tu consulta se refiere a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consultar por Arena por correo electrónico' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com?subject=Consulta%3A%20Arena',
    );
  });

  it('names the collection on a line of its own when the product page gives it, and in the e-mail subject', () => {
    renderContact(enquiryPath('Vino Croco', 'Mini Carriels'));
    expect(screen.getByText('Vino Croco')).toBeInTheDocument();
    expect(screen.getByText('Mini Carriels')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire about Vino Croco by e-mail' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com?subject=Enquiry%3A%20Vino%20Croco%20(Mini%20Carriels)',
    );
  });

  it('shows no collection without a product, nor one that is no name', () => {
    renderContact('/contact?collection=Mini%20Carriels');
    expect(screen.queryByText('Mini Carriels')).not.toBeInTheDocument();
    renderContact(enquiryPath('Vino Croco', 'https://example.com/pay'));
    expect(screen.getByRole('link', { name: 'Enquire about Vino Croco by e-mail' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com?subject=Enquiry%3A%20Vino%20Croco',
    );
  });
});
