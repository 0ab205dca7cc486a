import type { ReactNode } from 'react';
import { companyFact, COMPANY_FACTS, type CompanyFact, type CompanyFacts } from '../content/company-facts';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './legal-document.module.css';
import { useLegalLanguage } from './legal-text-values';
import { ToBeSupplied } from './to-be-supplied';

/** A fact's value, or its "to be supplied" marker. */
function useFact(facts: CompanyFacts) {
  const language = useLegalLanguage();
  return (fact: CompanyFact): ReactNode => companyFact(facts, fact, language) ?? <ToBeSupplied fact={fact} />;
}

export function CompanyAddress({ facts = COMPANY_FACTS }: { facts?: CompanyFacts }) {
  const { t } = useTeamTranslation();
  const fact = useFact(facts);
  return (
    <address className={styles.address} aria-label={t('company.address')}>
      {fact('legalName')}
      <br />
      {fact('street')}
      <br />
      {fact('postalCode')} {fact('city')}
      <br />
      {fact('country')}
    </address>
  );
}

/** The company's e-mail address as a link (with a subject), or its marker while it is not supplied. */
export function CompanyEmailLink({ subject, facts = COMPANY_FACTS }: { subject?: string; facts?: CompanyFacts }) {
  const href = companyMailto(facts, subject);
  return href ? <a href={href}>{facts.email}</a> : <ToBeSupplied fact="email" />;
}

/** mailto: address of the company, or null while its e-mail is not supplied. */
export function companyMailto(facts: CompanyFacts, subject?: string): string | null {
  if (!facts.email) return null;
  return `mailto:${facts.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** Address and means of contact; with `registration`, also the representative, register entry and VAT id (Legal Notice). */
export function CompanyDetails({
  registration = false,
  facts = COMPANY_FACTS,
}: {
  registration?: boolean;
  facts?: CompanyFacts;
}) {
  const { t } = useTeamTranslation();
  const fact = useFact(facts);
  const row = (term: string, value: ReactNode) => (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <CompanyAddress facts={facts} />
      <dl className={styles.definitions}>
        {registration && row(t('company.representedBy'), fact('representative'))}
        {row(t('company.email'), <CompanyEmailLink facts={facts} />)}
        {row(t('company.phone'), fact('phone'))}
        {registration &&
          row(
            t('company.register'),
            <>
              {t('company.registerCourt')}: {fact('registerCourt')}
              <br />
              {t('company.registerNumber')}: {fact('registerNumber')}
            </>,
          )}
        {registration && row(t('company.vatId'), fact('vatId'))}
      </dl>
    </>
  );
}
