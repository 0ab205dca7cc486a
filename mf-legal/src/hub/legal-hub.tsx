import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import {
  IN_PAGE_NAVIGATION_STATE,
  isInPageNavigation,
  LEGAL_SLUGS,
  legalPath,
  pageTitleAttribute,
  setPageTitle,
  type LegalSlug,
} from '@storefront/shared';
import { DocumentPanel } from '../documents/document-panel';
import { useLegalTranslation } from '../i18n/use-legal-translation';
import styles from './legal-hub.module.css';
import { revealPanelTop } from './reveal-panel-top';
import { tabForPath } from './tab-for-path';
import { Tabs } from './tabs';

/**
 * The tabbed legal hub: the tab comes from the URL, and choosing a tab is a route change (a new history entry, the
 * document's title). It moves to the top of the new panel while focus stays on the tab; Back restores the previous
 * tab where the visitor was (the shell's scroll restoration).
 */
export function LegalHub() {
  const { t } = useLegalTranslation();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const hub = useRef<HTMLElement>(null);
  const selected = tabForPath(location.pathname);
  const title = t(`documents.${selected}.title`);

  useEffect(() => setPageTitle(title), [title]);

  const tabChosenHere = navigationType === 'PUSH' && isInPageNavigation(location.state);
  useLayoutEffect(() => {
    if (!tabChosenHere) return;
    const tabList = hub.current?.querySelector<HTMLElement>('[role="tablist"]');
    const panel = hub.current?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
    if (tabList && panel) revealPanelTop(tabList, panel);
    // Once per tab change: location.key is new for each.
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (slug: LegalSlug) => {
    // The shell leaves focus on the tab, and leaves the scroll to the hub (revealPanelTop).
    navigate(legalPath(slug), { state: IN_PAGE_NAVIGATION_STATE, preventScrollReset: true });
  };

  return (
    <article ref={hub} className={styles.page} {...pageTitleAttribute(title)}>
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
