import { Fragment } from 'react';
import { COMPANY_DETAILS, type CompanyDetails } from '../company-details';
import { useLegalTranslation } from '../i18n/use-legal-translation';
import styles from './legal-document.module.css';

const ADDRESS_FACTS = ['street', 'postalCodeAndCity', 'country'] as const;
const REGISTRATION_FACTS = ['representedBy', 'registerCourt', 'registerNumber', 'vatId'] as const;

/** Says, in the visitor's language, that some of the facts above are still to come; nothing when all are known. */
function PendingDetailsNote({ facts, details }: { facts: readonly (keyof CompanyDetails)[]; details: CompanyDetails }) {
  const { t } = useLegalTranslation();
  if (facts.every((fact) => details[fact] !== null)) return null;
  return <p className={styles.pendingDetails}>{t('company.pending')}</p>;
}

/** Lines of one block of text (an address), each on its own line. */
function LinesWithBreaks({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** The company's name and postal address, as far as it is known. */
export function CompanyAddress({ details = COMPANY_DETAILS, standalone = true }: { details?: CompanyDetails; standalone?: boolean }) {
  const { t } = useLegalTranslation();
  const lines = [[details.name, details.legalForm].filter(Boolean).join(' '), ...ADDRESS_FACTS.map((fact) => details[fact])].filter(
    (line): line is string => Boolean(line),
  );
  return (
    <>
      <address className={styles.address} aria-label={t('company.address')}>
        <LinesWithBreaks lines={lines} />
      </address>
      {standalone && <PendingDetailsNote facts={['legalForm', ...ADDRESS_FACTS]} details={details} />}
    </>
  );
}

export function CompanyEmailLink({ subject }: { subject?: string }) {
  const href = `mailto:${COMPANY_DETAILS.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return <a href={href}>{COMPANY_DETAILS.email}</a>;
}

/** Address and means of contact; with `registration`, also the register entry and VAT id (Legal Notice). */
export function CompanyFacts({ registration = false, details = COMPANY_DETAILS }: { registration?: boolean; details?: CompanyDetails }) {
  const { t } = useLegalTranslation();
  const row = (term: string, value: string | null) =>
    value !== null && (
      <div>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </div>
    );
  const registerEntry = [
    details.registerCourt !== null && `${t('company.registerCourt')}: ${details.registerCourt}`,
    details.registerNumber !== null && `${t('company.registerNumber')}: ${details.registerNumber}`,
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      <CompanyAddress details={details} standalone={false} />
      <dl className={styles.definitions}>
        {registration && row(t('company.representedBy'), details.representedBy)}
        <div>
          <dt>{t('company.email')}</dt>
          <dd>
            <CompanyEmailLink />
          </dd>
        </div>
        {row(t('company.phone'), details.phone)}
        {registration && registerEntry.length > 0 && (
          <div>
            <dt>{t('company.register')}</dt>
            <dd>
              <LinesWithBreaks lines={registerEntry} />
            </dd>
          </div>
        )}
        {registration && row(t('company.vatId'), details.vatId)}
      </dl>
      <PendingDetailsNote facts={['legalForm', ...ADDRESS_FACTS, 'phone', ...(registration ? REGISTRATION_FACTS : [])]} details={details} />
    </>
  );
}
