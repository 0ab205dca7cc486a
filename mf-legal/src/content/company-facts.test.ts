import { companyFact, NO_COMPANY_FACTS } from './company-facts';

describe('companyFact', () => {
  const facts = { ...NO_COMPANY_FACTS, city: 'München', email: '  ', country: { en: 'Germany', es: ' ' } };

  it('gives a fact as supplied, and a localized one in the visitor language', () => {
    expect(companyFact(facts, 'city', 'es')).toBe('München');
    expect(companyFact(facts, 'country', 'en')).toBe('Germany');
  });

  it('counts a fact left blank as not supplied, in either language', () => {
    expect(companyFact(facts, 'email', 'en')).toBeNull();
    expect(companyFact(facts, 'country', 'es')).toBeNull();
    expect(companyFact(facts, 'phone', 'en')).toBeNull();
    expect(companyFact({ ...facts, country: { en: 'Germany' } }, 'country', 'es')).toBeNull();
  });
});
