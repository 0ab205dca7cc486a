import { memo } from 'react';
import type { LegalSlug } from '@storefront/shared';
import { ContactDocument } from '../contact/contact-document';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { PAYMENT_METHODS } from './business-terms';
import { CompanyDetails, CompanyEmailLink } from './company-details';
import { CookieCategories } from './cookie-categories';
import { LegalDocument } from './legal-document';
import styles from './legal-document.module.css';

const paymentMethods = (
  <ul className={styles.list}>
    {PAYMENT_METHODS.map((method) => (
      <li key={method}>{method}</li>
    ))}
  </ul>
);

/** One tab's document. The hub renders every one: memo keeps them as they are when only the chosen tab changes. */
export const DocumentPanel = memo(function DocumentPanel({ slug, search }: { slug: LegalSlug; search: string }) {
  const { t } = useTeamTranslation();
  switch (slug) {
    case 'terms-and-conditions':
    case 'shipping':
      return <LegalDocument slug={slug} extras={{ payment: paymentMethods }} />;
    case 'privacy-policy':
      return (
        <LegalDocument
          slug={slug}
          extras={{
            cookies: <CookieCategories />,
            newsletter: (
              <p className={styles.secondaryLink}>
                {t('privacy.unsubscribeLink')}: <CompanyEmailLink subject={t('privacy.unsubscribeSubject')} />
              </p>
            ),
          }}
        />
      );
    case 'right-of-withdrawal':
    case 'return-policy':
      return <LegalDocument slug={slug} />;
    case 'legal-notice':
      return <LegalDocument slug={slug} extras={{ provider: <CompanyDetails registration /> }} />;
    case 'contact':
      return <ContactDocument search={search} />;
  }
});
