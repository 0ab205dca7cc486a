import type { ReactNode } from 'react';
import { companyFact, COMPANY_FACTS, type CompanyFact, type CompanyFacts } from '../content/company-facts';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './legal-document.module.css';
import { useLegalLanguage } from './legal-text-values';
import { ToBeSupplied } from './to-be-supplied';

interface EmailLinkProps {
  subject?: string;
  facts?: CompanyFacts;
  className?: string;
  /** The link's text; the address itself without it. */
  children?: ReactNode;
}

/** A mailto: link to the company (with a subject), or the e-mail's marker while it is not supplied. */
export function CompanyEmailLink({ subject, facts = COMPANY_FACTS, className, children }: EmailLinkProps) {
  if (!facts.email) return <ToBeSupplied fact="email" />;
  return (
    <a className={className} href={`mailto:${facts.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}>
      {children ?? facts.email}
    </a>
  );
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
  const language = useLegalLanguage();
  const fact = (name: CompanyFact) => companyFact(facts, name, language) ?? <ToBeSupplied fact={name} />;
  const row = (term: string, value: ReactNode) => (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <address className={styles.address} aria-label={t('company.address')}>
        {fact('legalName')}
        <br />
        {fact('street')}
        <br />
        {fact('postalCode')} {fact('city')}
        <br />
        {fact('country')}
      </address>
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
