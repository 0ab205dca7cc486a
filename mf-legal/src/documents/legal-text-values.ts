import { FALLBACK_LANGUAGE, toSupportedLanguage, type SupportedLanguage } from '@storefront/shared';
import { companyFact, COMPANY_FACTS, type CompanyFact, type CompanyFacts } from '../content/company-facts';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { BUSINESS_TERMS } from './business-terms';
import { missingFactToken } from './to-be-supplied';

/** A fact as a legal text states it, or the token of its "to be supplied" marker. */
export function factText(facts: CompanyFacts, fact: CompanyFact, language: SupportedLanguage): string {
  return companyFact(facts, fact, language) ?? missingFactToken(fact);
}

/** The postal address on one line: "Musterstraße 1, 80331 München, Germany". */
export function addressLine(facts: CompanyFacts, language: SupportedLanguage): string {
  const fact = (name: CompanyFact) => factText(facts, name, language);
  return `${fact('street')}, ${fact('postalCode')} ${fact('city')}, ${fact('country')}`;
}

/** Values every legal text may interpolate: the spec's constants and the company's facts, in whole sentences. */
export function legalTextValues(facts: CompanyFacts, language: SupportedLanguage) {
  const fact = (name: CompanyFact) => factText(facts, name, language);
  return {
    ...BUSINESS_TERMS,
    company: fact('legalName'),
    representative: fact('representative'),
    address: addressLine(facts, language),
    email: fact('email'),
    phone: fact('phone'),
  };
}

/** The visitor's language, as the legal texts need it. */
export function useLegalLanguage(): SupportedLanguage {
  const { i18n } = useTeamTranslation();
  return toSupportedLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
}

export function useLegalTextValues(facts: CompanyFacts = COMPANY_FACTS) {
  return legalTextValues(facts, useLegalLanguage());
}
