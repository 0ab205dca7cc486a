import { screen } from '@testing-library/react';
import { COMPANY_FACTS, NO_COMPANY_FACTS, type CompanyFacts } from '../content/company-facts';
import { renderWithI18n } from '../test/render-with-i18n.test-support';
import { CompanyDetails } from './company-details';

const NOTHING_SUPPLIED_BUT_NAME: CompanyFacts = { ...NO_COMPANY_FACTS, legalName: COMPANY_FACTS.legalName };

describe('the company details block (Legal Notice, Contact)', () => {
  it('shows every fact of the content file', () => {
    const { container } = renderWithI18n(<CompanyDetails registration />);
    expect(screen.getByRole('group', { name: 'Postal address' })).toHaveTextContent(
      'Casa Carriel Muster GmbHMusterstraße 180331 MünchenGermany',
    );
    for (const fact of [
      'Erika Mustermann',
      '+49 89 00000000',
      'Register court: Amtsgericht München',
      'Register number: HRB 000000',
      'DE000000000',
    ])
      expect(container).toHaveTextContent(fact);
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(container.querySelector('mark')).toBeNull();
  });

  it.each([
    ['en', '[to be supplied: street and number]', '[to be supplied: e-mail address]', 'Alemania'],
    ['es', '[por facilitar: calle y número]', '[por facilitar: correo electrónico]', 'Germany'],
  ] as const)(
    'in %s, marks each fact not supplied yet where it belongs',
    (language, street, email, otherLanguagesCountry) => {
      const { container } = renderWithI18n(<CompanyDetails registration facts={NOTHING_SUPPLIED_BUT_NAME} />, language);
      const marks = [...container.querySelectorAll('mark[data-to-be-supplied]')].map((mark) =>
        mark.getAttribute('data-to-be-supplied'),
      );
      expect(marks).toEqual([
        'street',
        'postalCode',
        'city',
        'country',
        'representative',
        'email',
        'phone',
        'registerCourt',
        'registerNumber',
        'vatId',
      ]);
      expect(container).toHaveTextContent(street);
      expect(container).toHaveTextContent(email);
      expect(container).toHaveTextContent(COMPANY_FACTS.legalName!);
      expect(container).not.toHaveTextContent(otherLanguagesCountry);
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it('gives the country in the visitor’s language', () => {
    renderWithI18n(<CompanyDetails />, 'es');
    expect(screen.getByRole('group', { name: 'Dirección postal' })).toHaveTextContent(/Alemania$/);
  });
});
