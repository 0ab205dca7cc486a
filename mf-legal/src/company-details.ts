import { BRAND_NAME } from '@storefront/shared';

export interface CompanyDetails {
  name: string;
  email: string;
  legalForm: string | null;
  street: string | null;
  postalCodeAndCity: string | null;
  country: string | null;
  representedBy: string | null;
  phone: string | null;
  registerCourt: string | null;
  registerNumber: string | null;
  vatId: string | null;
}

/**
 * Facts about the company that the specification does not give. `null` means the business has not supplied it
 * yet: the legal texts leave it out and say, in the visitor's language, that it will be published (never a
 * bracketed placeholder). Fill them in here, and only here, before going live (docs/runbook.md).
 */
export const COMPANY_DETAILS: CompanyDetails = {
  name: BRAND_NAME,
  email: 'hello@example.com',
  legalForm: null,
  street: null,
  postalCodeAndCity: null,
  country: null,
  representedBy: null,
  phone: null,
  registerCourt: null,
  registerNumber: null,
  vatId: null,
};
