import type { ReactNode } from 'react';
import { COMPANY_FACTS } from '../content/company-facts';
import { CompanyDetails, companyMailto } from '../documents/company-details';
import { LegalDocument } from '../documents/legal-document';
import styles from '../documents/legal-document.module.css';
import { ToBeSupplied } from '../documents/to-be-supplied';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { enquiryCollectionFrom, enquiryProductFrom } from './enquiry-product';

/** The e-mail button, or the e-mail's marker while the address is not supplied (development builds only). */
function MailButton({ subject, children }: { subject: string; children: ReactNode }) {
  const href = companyMailto(COMPANY_FACTS, subject);
  if (!href) return <ToBeSupplied fact="email" />;
  return (
    <a className={styles.button} href={href}>
      {children}
    </a>
  );
}

/** The Contact tab: where product enquiries land (product decision 3), naming the product asked about. */
export function ContactDocument({ search }: { search: string }) {
  const { t } = useTeamTranslation();
  const product = enquiryProductFrom(search);
  const collection = enquiryCollectionFrom(search);
  const subject = !product
    ? t('contact.subjectGeneral')
    : collection
      ? t('contact.subjectProductInCollection', { product, collection })
      : t('contact.subjectProduct', { product });

  const lead = product ? (
    <section className={styles.enquiry} aria-labelledby="legal-enquiry-label" data-testid="enquiry-product">
      <p id="legal-enquiry-label" className={styles.enquiryLabel}>
        {t('contact.enquiryLabel')}
      </p>
      <p className={styles.enquiryProduct}>{product}</p>
      {collection && <p className={styles.enquiryCollection}>{collection}</p>}
      <p className={styles.enquiryText}>{t('contact.enquiryIntro')}</p>
      <MailButton subject={subject}>{t('contact.emailCtaProduct', { product })}</MailButton>
    </section>
  ) : null;

  return (
    <LegalDocument
      slug="contact"
      lead={lead}
      extras={{
        enquire: product ? null : <MailButton subject={subject}>{t('contact.emailCta')}</MailButton>,
        details: <CompanyDetails />,
      }}
    />
  );
}
