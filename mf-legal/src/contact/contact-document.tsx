import { CompanyDetails, CompanyEmailLink } from '../documents/company-details';
import { LegalDocument } from '../documents/legal-document';
import styles from '../documents/legal-document.module.css';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { enquiryCollectionFrom, enquiryProductFrom } from './enquiry-product';

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
      <CompanyEmailLink subject={subject} className={styles.button}>
        {t('contact.emailCtaProduct', { product })}
      </CompanyEmailLink>
    </section>
  ) : null;

  return (
    <LegalDocument
      slug="contact"
      lead={lead}
      extras={{
        enquire: product ? null : (
          <CompanyEmailLink subject={subject} className={styles.button}>
            {t('contact.emailCta')}
          </CompanyEmailLink>
        ),
        details: <CompanyDetails />,
      }}
    />
  );
}
