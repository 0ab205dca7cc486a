import { enquiryPath } from '@storefront/shared';
import { enquiryProductFrom, MAX_ENQUIRY_PRODUCT_LENGTH } from './enquiry-product';

const searchOf = (path: string) => path.slice(path.indexOf('?'));

describe('enquiryProductFrom', () => {
  it('reads the product named by the enquiry link of a product page', () => {
    expect(enquiryProductFrom(searchOf(enquiryPath('El Patrón Classic')))).toBe('El Patrón Classic');
  });

  it('returns null when no product, or only blanks, were given', () => {
    expect(enquiryProductFrom('')).toBeNull();
    expect(enquiryProductFrom('?lng=es')).toBeNull();
    expect(enquiryProductFrom('?product=%20%20')).toBeNull();
  });

  it('trims the name and collapses whitespace and control characters', () => {
    expect(enquiryProductFrom('?product=%20%20Vino%0A%0A%20Croco%20')).toBe('Vino Croco');
  });

  it('caps very long names', () => {
    const product = enquiryProductFrom(`?product=${'a'.repeat(500)}`);
    expect(product).toBe(`${'a'.repeat(MAX_ENQUIRY_PRODUCT_LENGTH)}…`);
  });

  it('keeps markup as plain text', () => {
    expect(enquiryProductFrom(`?product=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)).toBe('<img src=x onerror=alert(1)>');
  });
});
