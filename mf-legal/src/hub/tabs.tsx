import { HELD_UNTIL_HYDRATED_ATTRIBUTE, LEGAL_SLUGS, type LegalSlug } from '@storefront/shared';
import { DocumentPanel } from '../documents/document-panel';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { DOCUMENT_ATTRIBUTE } from './legal-tabs-element';
import styles from './tabs.module.css';

const tabId = (slug: LegalSlug) => `legal-tab-${slug}`;
const panelId = (slug: LegalSlug) => `legal-panel-${slug}`;

/**
 * The tabs and panels (WAI-ARIA APG), every panel rendered for the pre-rendered page. React renders the first state
 * only: the element around it switches tabs, before hydration and after, hence `suppressHydrationWarning`.
 */
export function Tabs({ selected, search }: { selected: LegalSlug; search: string }) {
  const { t } = useTeamTranslation();
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('hub.tablistLabel')} className={styles.tablist}>
        {LEGAL_SLUGS.map((slug) => (
          <button
            key={slug}
            type="button"
            role="tab"
            id={tabId(slug)}
            aria-selected={slug === selected}
            aria-controls={panelId(slug)}
            tabIndex={slug === selected ? 0 : -1}
            className={styles.tab}
            {...{ [DOCUMENT_ATTRIBUTE]: slug, [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
            suppressHydrationWarning
          >
            {t(`tabs.${slug}`)}
          </button>
        ))}
      </div>
      {LEGAL_SLUGS.map((slug) => (
        <div
          key={slug}
          role="tabpanel"
          id={panelId(slug)}
          aria-labelledby={tabId(slug)}
          tabIndex={0}
          hidden={slug !== selected}
          className={styles.panel}
          suppressHydrationWarning
        >
          <DocumentPanel slug={slug} search={search} />
        </div>
      ))}
    </div>
  );
}
