import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { IN_PAGE_NAVIGATION_STATE, LEGAL_SLUGS, legalPath, pageTitleAttribute, setPageTitle, type LegalSlug } from '@storefront/shared';
import { DocumentPanel } from '../documents/document-panel';
import { useLegalTranslation } from '../i18n/use-legal-translation';
import styles from './legal-hub.module.css';
import { tabForPath } from './tab-for-path';
import { Tabs } from './tabs';

/** The tabbed legal hub: the tab comes from the URL, and choosing a tab changes the URL. */
export function LegalHub() {
  const { t } = useLegalTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const selected = tabForPath(location.pathname);
  const title = t(`documents.${selected}.title`);

  useEffect(() => setPageTitle(title), [title]);

  const choose = (slug: LegalSlug) => {
    // Choosing a tab is not a new page: the shell leaves focus on the tab.
    navigate(legalPath(slug), { state: IN_PAGE_NAVIGATION_STATE, preventScrollReset: true });
  };

  return (
    <article className={styles.page} {...pageTitleAttribute(title)}>
      <p className={styles.eyebrow}>{t('hub.eyebrow')}</p>
      <h1 className={styles.title}>{title}</h1>
      <Tabs
        idPrefix="legal"
        label={t('hub.tablistLabel')}
        tabs={LEGAL_SLUGS.map((slug) => ({ id: slug, label: t(`tabs.${slug}`) }))}
        selected={selected}
        onSelect={choose}
        renderPanel={(slug) => <DocumentPanel slug={slug} search={location.search} />}
      />
    </article>
  );
}
