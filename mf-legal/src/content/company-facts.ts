import type { SupportedLanguage } from '@storefront/shared';
import { REQUIRED_COMPANY_FACTS } from './check-company-facts.mjs';
import content from './company-facts.json';

/** A fact is `null` only in development builds: production fails while one is missing (check-company-facts.mjs). */
export interface CompanyFacts {
  legalName: string | null;
  representative: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: Partial<Record<SupportedLanguage, string | null>> | null;
  email: string | null;
  phone: string | null;
  registerCourt: string | null;
  registerNumber: string | null;
  vatId: string | null;
}

/** Names of the facts, for "to be supplied: <fact>" (company.facts.<name> in the locale files). */
export type CompanyFact = keyof CompanyFacts;

const { _note, ...supplied } = content as Partial<CompanyFacts> & { _note?: string };

/** Every fact missing: what a key left out of company-facts.json counts as. */
const nothing = REQUIRED_COMPANY_FACTS.map((fact) => [fact, null]);
export const NO_COMPANY_FACTS = Object.fromEntries(nothing) as Record<CompanyFact, null>;

/** The facts of company-facts.json, the one place they are kept. */
export const COMPANY_FACTS: CompanyFacts = { ...NO_COMPANY_FACTS, ...supplied };

/** A fact in the visitor's language, or null while it is not supplied. */
export function companyFact(facts: CompanyFacts, fact: CompanyFact, language: SupportedLanguage): string | null {
  const value = facts[fact];
  const text = value === null || value === undefined || typeof value === 'string' ? value : value[language];
  return text?.trim() ? text : null;
}
