import { enquiryPath } from '@storefront/shared';
import { enquiryProductFrom, MAX_ENQUIRY_PRODUCT_LENGTH } from './enquiry-product';

const searchOf = (path: string) => path.slice(path.indexOf('?'));
const named = (value: string) => enquiryProductFrom(`?product=${encodeURIComponent(value)}`);

describe('enquiryProductFrom', () => {
  it('reads the product named by the enquiry link of a product page', () => {
    expect(enquiryProductFrom(searchOf(enquiryPath('El Patrón Classic')))).toBe('El Patrón Classic');
    for (const name of [
      'Vino',
      'Mini Flor de Tierra',
      'Baguette Caramelo Croco',
      'La Bichota',
      'D’Artagnan',
      'Saint-Tropez',
      'Ñandú',
    ])
      expect(named(name)).toBe(name);
    expect(named('El Patro\u0301n Classic')).toBe('El Patrón Classic'); // an accent typed apart is the same name
  });

  it('returns null when no product, or only blanks, were given', () => {
    expect(enquiryProductFrom('')).toBeNull();
    expect(enquiryProductFrom('?lng=es')).toBeNull();
    expect(enquiryProductFrom('?product=%20%20')).toBeNull();
  });

  it('trims the name and collapses whitespace and control characters', () => {
    expect(enquiryProductFrom('?product=%20%20Vino%0A%0A%20Croco%20')).toBe('Vino Croco');
  });

  it('drops invisible formatting, so a name cannot be shown reversed', () => {
    expect(named('Vino \u202ECroco')).toBe('Vino Croco');
    expect(named('\u2066Vino\u2069')).toBe('Vino');
    expect(named('Pa\u200Btrón')).toBe('Patrón');
  });

  it('ignores what is no product name: markup, digits, addresses, links, very long text', () => {
    for (const value of [
      '<img src=x onerror=alert(1)>',
      'Pay the deposit to IBAN DE89 3704 0044 0532 0130 00',
      'Write to deposits@example.com',
      'https://example.com/pay',
      'Visit evilshop.com now',
      'Vino  & Co',
      `V${'\u0301'.repeat(12)}ino`,
      'a'.repeat(MAX_ENQUIRY_PRODUCT_LENGTH + 1),
      '-Vino',
    ]) {
      expect({ value, product: named(value) }).toEqual({ value, product: null });
    }
    expect(named('a'.repeat(MAX_ENQUIRY_PRODUCT_LENGTH))).toBe('a'.repeat(MAX_ENQUIRY_PRODUCT_LENGTH));
  });
});
