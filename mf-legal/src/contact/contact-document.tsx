import { COMPANY_DETAILS } from '../company-details';
import { CompanyFacts } from '../documents/company-facts';
import { LegalDocument } from '../documents/legal-document';
import styles from '../documents/legal-document.module.css';
import { useLegalTranslation } from '../i18n/use-legal-translation';
import { enquiryProductFrom } from './enquiry-product';

/** The Contact tab: where product enquiries land (product decision 3), naming the product asked about. */
export function ContactDocument({ search }: { search: string }) {
  const { t } = useLegalTranslation();
  const product = enquiryProductFrom(search);
  const subject = product ? t('contact.subjectProduct', { product }) : t('contact.subjectGeneral');
  const mailto = `mailto:${COMPANY_DETAILS.email}?subject=${encodeURIComponent(subject)}`;

  const lead = product ? (
    <section className={styles.enquiry} aria-labelledby="legal-enquiry-label" data-testid="enquiry-product">
      <p id="legal-enquiry-label" className={styles.enquiryLabel}>
        {t('contact.enquiryLabel')}
      </p>
      <p className={styles.enquiryProduct}>{product}</p>
      <p className={styles.enquiryText}>{t('contact.enquiryIntro')}</p>
      <a className={styles.button} href={mailto}>
        {t('contact.emailCtaProduct', { product })}
      </a>
    </section>
  ) : null;

  return (
    <LegalDocument
      slug="contact"
      lead={lead}
      extras={{
        enquire: product ? null : (
          <a className={styles.button} href={mailto}>
            {t('contact.emailCta')}
          </a>
        ),
        details: <CompanyFacts />,
      }}
    />
  );
}
