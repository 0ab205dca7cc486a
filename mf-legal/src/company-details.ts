import { BRAND_NAME } from '@storefront/shared';

/**
 * Facts about the company that the specification does not give. Every value in [brackets] is a placeholder:
 * replace them here (and only here) before going live. The legal texts read them from this file.
 */
export const COMPANY_DETAILS = {
  name: BRAND_NAME,
  legalForm: '[Legal form, e.g. GmbH]',
  street: '[Street and number]',
  postalCodeAndCity: '[Postcode] [City]',
  country: '[Country]',
  representedBy: '[Name of the managing director]',
  email: 'hello@example.com',
  phone: '[+49 phone number]',
  registerCourt: '[Register court]',
  registerNumber: '[HRB number]',
  vatId: '[VAT identification number, DE…]',
} as const;

export type CompanyDetails = typeof COMPANY_DETAILS;
