import { screen } from '@testing-library/react';
import { COMPANY_DETAILS, type CompanyDetails } from '../company-details';
import { renderWithI18n } from '../test/render-with-i18n';
import { CompanyAddress, CompanyFacts } from './company-facts';

const KNOWN: CompanyDetails = {
  ...COMPANY_DETAILS,
  legalForm: 'GmbH',
  street: 'Leopoldstraße 1',
  postalCodeAndCity: '80802 München',
  country: 'Deutschland',
  representedBy: 'Ana Restrepo',
  phone: '+49 89 000000',
  registerCourt: 'Amtsgericht München',
  registerNumber: 'HRB 000000',
  vatId: 'DE000000000',
};

describe('the company facts in the legal texts', () => {
  it.each(['en', 'es'] as const)('shows no bracketed stand-in while facts are missing, and says in %s that they will follow', async (language) => {
    const { container } = renderWithI18n(<CompanyFacts registration />, language);
    expect(container.textContent).not.toMatch(/[[\]]/);
    expect(container.textContent).toContain(COMPANY_DETAILS.name);
    expect(screen.getByRole('link', { name: COMPANY_DETAILS.email })).toHaveAttribute('href', `mailto:${COMPANY_DETAILS.email}`);
    expect(await screen.findByText(language === 'en' ? /will be published here shortly/ : /se publicarán aquí en breve/)).toBeInTheDocument();
  });

  it('shows every fact once the business has supplied them, and no note', async () => {
    const { container } = renderWithI18n(<CompanyFacts registration details={KNOWN} />);
    expect(await screen.findByRole('group', { name: 'Postal address' })).toHaveTextContent(`${COMPANY_DETAILS.name} GmbHLeopoldstraße 180802 MünchenDeutschland`);
    for (const fact of ['Ana Restrepo', '+49 89 000000', 'Register court: Amtsgericht München', 'Register number: HRB 000000', 'DE000000000'])
      expect(container).toHaveTextContent(fact);
    expect(container.textContent).not.toMatch(/published here/);
  });

  it('leaves out only what is missing: an address without its register entry still says the rest will follow', async () => {
    const addressOnly = { ...KNOWN, representedBy: null, registerCourt: null, registerNumber: null, vatId: null };
    const { container } = renderWithI18n(<CompanyFacts registration details={addressOnly} />);
    expect(await screen.findByText(/will be published here shortly/)).toBeInTheDocument();
    expect(container).toHaveTextContent('Leopoldstraße 1');
    expect(container.textContent).not.toMatch(/Represented by|Commercial register|VAT identification/);
    // The contact page does not list the register entry, so nothing is pending there.
    renderWithI18n(<CompanyAddress details={addressOnly} />);
    expect(screen.getAllByText(/will be published here shortly/)).toHaveLength(1);
  });
});
