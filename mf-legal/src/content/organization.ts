import type { ContactPoint, Organization, PostalAddress, WithContext } from 'schema-dts';
import { BRAND_NAME, legalPath } from '@storefront/shared';
import { companyFact, COMPANY_FACTS, type CompanyFact, type CompanyFacts } from './company-facts';

/** The site's logo, which the host serves at its root; the host's server makes root-relative addresses absolute. */
const LOGO_PATH = '/favicon.svg';

/** The ISO 3166-1 code of an English country name, which search engines prefer; pre-rendering knows every name. */
export function countryCode(englishName: string): string | null {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const wanted = englishName.trim().toLowerCase();
  for (let first = 65; first <= 90; first += 1)
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      // A code that stands for another (the former "DD" for "DE") is not the country's own.
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      if (names.of(code)?.toLowerCase() === wanted) return code;
    }
  return null;
}

/** The company as a schema.org Organization on every page: the brand and the supplied facts; paths root-relative. */
export function organizationData(facts: CompanyFacts = COMPANY_FACTS): WithContext<Organization> {
  // The facts in English: a name that differs by language (the country) is given in the site's fallback language.
  const fact = (name: CompanyFact) => companyFact(facts, name, 'en') ?? undefined;
  const email = fact('email');
  const telephone = fact('phone');
  const country = fact('country');

  const addressParts = {
    streetAddress: fact('street'),
    postalCode: fact('postalCode'),
    addressLocality: fact('city'),
    addressCountry: country && (countryCode(country) ?? country),
  };
  const address: PostalAddress | undefined = Object.values(addressParts).some(Boolean)
    ? { '@type': 'PostalAddress', ...defined(addressParts) }
    : undefined;
  const contactPoint: ContactPoint | undefined =
    email || telephone
      ? {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          ...defined({ email, telephone }),
          url: legalPath('contact'),
        }
      : undefined;

  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    url: '/',
    logo: LOGO_PATH,
    ...defined({ legalName: fact('legalName'), email, telephone, address, vatID: fact('vatId'), contactPoint }),
  };
}

function defined<T extends Record<string, unknown>>(entries: T): Partial<T> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Partial<T>;
}
