import { jsonLdText } from '@storefront/shared';
import { structuredDataProblems } from '@storefront/shared/src/structured-data-rules.test-support';
import { COMPANY_FACTS, NO_COMPANY_FACTS } from './company-facts';
import { countryCode, organizationData } from './organization';

describe('the company as a schema.org Organization', () => {
  it('is built from the company facts, with the brand’s name and the site’s address and logo', () => {
    expect(organizationData()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Casa Carriel',
      legalName: 'Casa Carriel Muster GmbH',
      url: '/',
      logo: '/favicon.svg',
      email: 'hello@example.com',
      telephone: '+49 89 00000000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Musterstraße 1',
        postalCode: '80331',
        addressLocality: 'München',
        addressCountry: 'DE',
      },
      vatID: 'DE000000000',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: 'hello@example.com',
        telephone: '+49 89 00000000',
        url: '/contact',
      },
    });
  });

  it('follows the facts file: another company, another Organization', () => {
    const data = organizationData({
      ...COMPANY_FACTS,
      legalName: 'Other Leather S.L.',
      street: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      country: { en: 'Spain', es: 'España' },
      vatId: 'ESX0000000X',
    });
    expect(data).toMatchObject({
      legalName: 'Other Leather S.L.',
      vatID: 'ESX0000000X',
      address: { streetAddress: 'Calle Mayor 1', addressLocality: 'Madrid', addressCountry: 'ES' },
    });
  });

  it('states only the facts that are supplied (a development build may lack some)', () => {
    expect(organizationData(NO_COMPANY_FACTS)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Casa Carriel',
      url: '/',
      logo: '/favicon.svg',
    });
    const partial = organizationData({ ...NO_COMPANY_FACTS, city: 'München', phone: '  ', email: 'hello@example.com' });
    expect(partial).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Casa Carriel',
      url: '/',
      logo: '/favicon.svg',
      email: 'hello@example.com',
      address: { '@type': 'PostalAddress', addressLocality: 'München' },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: 'hello@example.com',
        url: '/contact',
      },
    });
  });

  it('meets schema.org’s and Google’s rules for an organization, with the site’s addresses root-relative', () => {
    expect(structuredDataProblems([organizationData()], { absoluteUrls: false })).toEqual([]);
    expect(structuredDataProblems([organizationData(NO_COMPANY_FACTS)], { absoluteUrls: false })).toEqual([]);
    // and it survives the way the host writes it into a page
    expect(JSON.parse(jsonLdText(organizationData()))).toEqual(organizationData());
  });

  it('gives the country by its ISO 3166-1 code where the name is a country’s, else by its name', () => {
    expect(countryCode('Germany')).toBe('DE');
    expect(countryCode('Spain')).toBe('ES');
    expect(countryCode('Colombia')).toBe('CO');
    expect(countryCode('Atlantis')).toBeNull();
    expect(organizationData({ ...COMPANY_FACTS, country: { en: 'Atlantis' } })).toMatchObject({
      address: { addressCountry: 'Atlantis' },
    });
  });
});
