import { FALLBACK_LANGUAGE, toSupportedLanguage, type SupportedLanguage } from '@storefront/shared';
import { companyFact, COMPANY_FACTS, type CompanyFact } from '../content/company-facts';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { BUSINESS_TERMS } from './business-terms';
import { missingFactToken } from './to-be-supplied';

export function useLegalLanguage(): SupportedLanguage {
  const { i18n } = useTeamTranslation();
  return toSupportedLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
}

/** Values every legal text may interpolate; a fact not supplied is the token of its "to be supplied" marker. */
export function useLegalTextValues() {
  const language = useLegalLanguage();
  const fact = (name: CompanyFact) => companyFact(COMPANY_FACTS, name, language) ?? missingFactToken(name);
  return {
    ...BUSINESS_TERMS,
    company: fact('legalName'),
    representative: fact('representative'),
    // On one line: "Musterstraße 1, 80331 München, Germany".
    address: `${fact('street')}, ${fact('postalCode')} ${fact('city')}, ${fact('country')}`,
    email: fact('email'),
    phone: fact('phone'),
  };
}
