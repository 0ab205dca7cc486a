import { checkCompanyFacts, companyFactsBuildReport, REQUIRED_COMPANY_FACTS } from './check-company-facts.mjs';
import content from './company-facts.json';

const COMPLETE = {
  legalName: 'Casa Carriel Muster GmbH',
  representative: 'Erika Mustermann',
  street: 'Musterstraße 1',
  postalCode: '80331',
  city: 'München',
  country: { en: 'Germany', es: 'Alemania' },
  email: 'hello@example.com',
  phone: '+49 89 00000000',
  registerCourt: 'Amtsgericht München',
  registerNumber: 'HRB 000000',
  vatId: 'DE000000000',
};

describe('the company facts file', () => {
  it('as shipped, holds every required fact, well-formed: a production build passes', () => {
    expect(checkCompanyFacts(content)).toEqual({ missing: [], malformed: [] });
    expect(companyFactsBuildReport(content, { production: true })).toEqual({ errors: [], warnings: [] });
  });

  it('names the facts that are missing: null, blank, absent, or one language of a localized fact', () => {
    const { street: _street, ...withoutStreet } = COMPLETE;
    const facts = { ...withoutStreet, phone: null, vatId: '  ', country: { en: 'Germany' } };
    expect(checkCompanyFacts(facts).missing).toEqual(['street', 'country.es', 'phone', 'vatId']);
  });

  it('refuses malformed values and unknown keys, which would otherwise be silently ignored', () => {
    const facts = {
      ...COMPLETE,
      email: 'hello at example',
      phone: '089 1234',
      registerNumber: '000000',
      vatId: 'DE 0',
      stret: 'Musterstraße 1',
      country: 'Germany',
    };
    expect(checkCompanyFacts(facts).malformed).toEqual([
      'country: must be an object with a text per language (en, es)',
      'email: "hello at example" is not well-formed (e.g. "hello@example.com")',
      'phone: "089 1234" is not well-formed (e.g. "+49 89 1234567")',
      'registerNumber: "000000" is not well-formed (e.g. "HRB 123456")',
      'vatId: "DE 0" is not well-formed (e.g. "DE123456789")',
      `stret: no such fact (known: ${REQUIRED_COMPANY_FACTS.join(', ')})`,
    ]);
  });

  it('fails a production build on a missing fact; a development build only warns, and shows it as "to be supplied"', () => {
    const facts = { ...COMPLETE, representative: null };
    expect(companyFactsBuildReport(facts, { production: true })).toEqual({
      errors: ['company facts: "representative" is missing; a production build needs every fact'],
      warnings: [],
    });
    expect(companyFactsBuildReport(facts, { production: false })).toEqual({
      errors: [],
      warnings: ['company facts: "representative" is missing; the pages show it as "to be supplied"'],
    });
  });

  it('fails any build on a malformed fact', () => {
    expect(companyFactsBuildReport({ ...COMPLETE, email: 'nobody' }, { production: false }).errors).toHaveLength(1);
  });
});
