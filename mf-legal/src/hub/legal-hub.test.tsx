import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAME, LEGAL_SLUGS, legalPath, OPEN_COOKIE_PREFERENCES_EVENT } from '@storefront/shared';
import LegalRoutes from '../exposes/routes';
import { renderAtPath } from '../test/render-with-i18n.test-support';
import { TEST_RUNTIME_CONFIG } from '../test/runtime-config.test-support';

const renderHub = (path: string, language: 'en' | 'es' = 'en') =>
  renderAtPath(<LegalRoutes config={TEST_RUNTIME_CONFIG} />, path, language);
const panel = () => screen.getByRole('tabpanel');

describe('legal hub', () => {
  it('marks its root with the build it came from', () => {
    const { container } = renderHub('/shipping');
    expect(container.querySelector('[data-build="test-build"]')).not.toBeNull();
  });

  it.each([
    ['/terms-and-conditions', 'Terms & Conditions'],
    ['/legal/privacy-policy', 'Privacy Policy'],
    ['/right-of-withdrawal', 'Right of Withdrawal'],
    ['/legal/shipping', 'Shipping Information'],
    ['/return-policy', 'Return Policy'],
    ['/legal-notice', 'Legal Notice'],
    ['/contact', 'Contact'],
    ['/legal/unknown', 'Terms & Conditions'],
  ])('on %s shows the document "%s" as heading and page title', (path, title) => {
    const { container } = renderHub(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toBe(`${title} | ${BRAND_NAME}`);
    expect(container.querySelector('[data-build="test-build"]')?.firstElementChild).toHaveAttribute(
      'data-page-title',
      title,
    );
  });

  it('states the terms of sale from the specification', () => {
    renderHub('/terms-and-conditions');
    const text = panel().textContent;
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Klarna',
      'PayPal',
      'Google Pay',
      'Link',
    ]);
    expect(text).toContain('taxes, VAT and duties are included');
    expect(text).toContain('6–8 weeks');
    expect(text).toContain('14 days');
    expect(text).toContain('1 year');
    expect(text).toContain('German law');
    expect(text).toContain('Munich');
    expect(text).toContain('24–48 hours on business days');
  });

  it('states the withdrawal and refund periods and who pays the return', () => {
    renderHub('/right-of-withdrawal');
    expect(panel()).toHaveTextContent('within 14 days without giving any reason');
    expect(panel()).toHaveTextContent('not later than 14 days from the day on which we are informed');
    expect(panel()).toHaveTextContent('You will have to bear the direct cost of returning the goods');
  });

  it('names the cookie categories, the cookie and its lifetime, and the newsletter data', () => {
    renderHub('/privacy-policy');
    const text = panel().textContent;
    expect(text).toContain('Required for the website to function properly. Cannot be disabled.');
    expect(text).toContain('Enable personalized features and save your preferences.');
    expect(text).toContain('Help us understand how visitors interact with our website.');
    expect(text).toContain('Used to deliver relevant ads and marketing campaigns.');
    expect(text).toContain('cookiePreferences');
    expect(text).toContain('365 days');
    expect(text).toContain('a link to confirm that the address is yours (double opt-in)');
    expect(text).toContain(
      'the times of your signup and of your confirmation, the page and the form you used, your language and the version of the consent text',
    );
  });

  it('asks the consent remote to open the cookie preferences from the privacy policy', async () => {
    const user = userEvent.setup();
    const requests: Event[] = [];
    const listener = (event: Event) => requests.push(event);
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, listener);
    renderHub('/privacy-policy');
    await user.click(screen.getByRole('button', { name: 'Change cookie preferences' }));
    window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, listener);
    expect(requests).toHaveLength(1);
  });

  it('offers unsubscribing from the newsletter by e-mail', () => {
    renderHub('/privacy-policy');
    const unsubscribe = screen
      .getAllByRole('link', { name: 'hello@example.com' })
      .find((link) => link.getAttribute('href')?.includes('subject='));
    expect(unsubscribe).toHaveAttribute(
      'href',
      'mailto:hello@example.com?subject=Unsubscribe%20from%20the%20newsletter',
    );
  });

  it('gives the provider facts in the legal notice, and names who is responsible for the content in a whole sentence', () => {
    renderHub('/legal-notice');
    expect(panel()).toHaveTextContent('Casa Carriel Muster GmbH');
    expect(panel()).toHaveTextContent('Register number: HRB 000000');
    expect(panel()).toHaveTextContent('(MStV): Erika Mustermann, Musterstraße 1, 80331 München, Germany.');
  });

  it.each(['en', 'es'] as const)(
    'in %s, every document states the company facts it needs, and none points elsewhere for them',
    (language) => {
      for (const slug of LEGAL_SLUGS) {
        const { unmount } = renderHub(legalPath(slug), language);
        const text = panel().textContent ?? '';
        expect(text).not.toMatch(
          /above|Legal Notice for|address in the|arriba|figura en el Aviso|dirección en el Aviso/i,
        );
        expect(text).not.toMatch(/to be supplied|por facilitar|\{\{/);
        unmount();
      }
      renderHub('/right-of-withdrawal', language);
      expect(panel()).toHaveTextContent(
        'Casa Carriel Muster GmbH, Musterstraße 1, 80331 München, ' +
          (language === 'en' ? 'Germany, e-mail hello@example.com' : 'Alemania, correo electrónico hello@example.com'),
      );
    },
  );

  it('shows shipping facts: free worldwide, duties included, 6–8 weeks', () => {
    renderHub('/shipping');
    expect(screen.getByRole('heading', { level: 2, name: 'Free worldwide shipping' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery time: 6–8 weeks' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Taxes, VAT and duties are included');
  });

  it('speaks Spanish when the page is in Spanish', () => {
    renderHub('/return-policy', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de devoluciones');
    expect(screen.getByRole('tab', { name: 'Derecho de desistimiento' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Puedes devolver o cambiar tu bolso en un plazo de 14 días desde su recepción.');
    expect(panel()).toHaveTextContent('Los gastos de envío de la devolución corren a cargo del cliente.');
  });
});
