import { COMPANY_DETAILS } from '../company-details';
import { useLegalTranslation } from '../i18n/use-legal-translation';
import styles from './legal-document.module.css';

/** The company's name and postal address. */
export function CompanyAddress() {
  const { t } = useLegalTranslation();
  return (
    <address className={styles.address} aria-label={t('company.address')}>
      {COMPANY_DETAILS.name} {COMPANY_DETAILS.legalForm}
      <br />
      {COMPANY_DETAILS.street}
      <br />
      {COMPANY_DETAILS.postalCodeAndCity}
      <br />
      {COMPANY_DETAILS.country}
    </address>
  );
}

export function CompanyEmailLink({ subject }: { subject?: string }) {
  const href = `mailto:${COMPANY_DETAILS.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return <a href={href}>{COMPANY_DETAILS.email}</a>;
}

/** Address and means of contact; with `registration`, also the register entry and VAT id (Legal Notice). */
export function CompanyFacts({ registration = false }: { registration?: boolean }) {
  const { t } = useLegalTranslation();
  return (
    <>
      <CompanyAddress />
      <dl className={styles.definitions}>
        {registration && (
          <div>
            <dt>{t('company.representedBy')}</dt>
            <dd>{COMPANY_DETAILS.representedBy}</dd>
          </div>
        )}
        <div>
          <dt>{t('company.email')}</dt>
          <dd>
            <CompanyEmailLink />
          </dd>
        </div>
        <div>
          <dt>{t('company.phone')}</dt>
          <dd>{COMPANY_DETAILS.phone}</dd>
        </div>
        {registration && (
          <>
            <div>
              <dt>{t('company.register')}</dt>
              <dd>
                {t('company.registerCourt')}: {COMPANY_DETAILS.registerCourt}
                <br />
                {t('company.registerNumber')}: {COMPANY_DETAILS.registerNumber}
              </dd>
            </div>
            <div>
              <dt>{t('company.vatId')}</dt>
              <dd>{COMPANY_DETAILS.vatId}</dd>
            </div>
          </>
        )}
      </dl>
    </>
  );
}
