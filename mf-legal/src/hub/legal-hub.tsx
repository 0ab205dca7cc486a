import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  IN_PAGE_NAVIGATION_STATE,
  isPartHydrated,
  LEGAL_SLUGS,
  legalPath,
  pageTitleAttribute,
  setPageTitle,
  type LegalSlug,
} from '@storefront/shared';
import { DocumentPanel } from '../documents/document-panel';
import { useTeamTranslation } from '../i18n/use-team-translation';
import {
  HUB_ATTRIBUTE,
  HUB_TITLE_ATTRIBUTE,
  selectedDocumentIn,
  TAB_SHOWN_EVENT,
  TAB_SLUG_ATTRIBUTE,
  TAB_TITLE_ATTRIBUTE,
} from './hub-markup';
import styles from './legal-hub.module.css';
import { revealPanelTop } from './reveal-panel-top';
import { isLegalSlug, tabForPath } from './tab-for-path';
import { Tabs } from './tabs';

/** The tab the pre-rendered hub shows while it is being hydrated: the early script may have moved it. */
function tabShownBeforeHydration(): LegalSlug | null {
  if (typeof document === 'undefined') return null;
  const hub = document.querySelector(`[${HUB_ATTRIBUTE}]`);
  if (!hub || isPartHydrated(hub)) return null;
  const shown = selectedDocumentIn(hub);
  return isLegalSlug(shown) ? shown : null;
}

/**
 * The tabbed legal hub: the tab comes from the URL, and choosing a tab is a route change (a new history entry, the
 * document's title). The chosen tab and its panel show at once, the route follows in a transition; the page moves
 * to the top of the new panel while focus stays on the tab; Back restores the previous tab where the visitor was
 * (the shell's scroll restoration).
 */
export function LegalHub() {
  const { t } = useTeamTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hub = useRef<HTMLElement>(null);
  const addressed = tabForPath(location.pathname);
  // The document shown: the address's, ahead of it while a choice's route change is under way, and while hydrating
  // the one the early script showed.
  const [shown, setShown] = useState<LegalSlug>(() => tabShownBeforeHydration() ?? addressed);
  const [entrySeen, setEntrySeen] = useState(location.key);
  if (entrySeen !== location.key) {
    // A new history entry (the choice's own, Back, Forward, a link): the address decides again.
    setEntrySeen(location.key);
    setShown(addressed);
  }
  const title = t(`documents.${shown}.title`);
  const addressedTitle = t(`documents.${addressed}.title`);

  // The browser's title names the history entry: it follows the address, not a choice still on its way.
  useEffect(() => setPageTitle(addressedTitle), [addressedTitle]);

  // The document last asked of the address, by a choice or by the address itself.
  const askedFor = useRef(addressed);
  useLayoutEffect(() => {
    askedFor.current = addressed;
  }, [location.key, addressed]);
  const goTo = (slug: LegalSlug) => {
    askedFor.current = slug;
    // The shell leaves focus on the tab, and leaves the scroll to the hub (revealPanelTop).
    return navigate(legalPath(slug), { state: IN_PAGE_NAVIGATION_STATE, preventScrollReset: true });
  };

  // A tab chosen before the hub was handed its tabs (hydrating, or hydrated but not yet marked so): the hub goes
  // on from it, and the address follows, as after any tab change.
  useEffect(() => {
    const element = hub.current;
    if (!element) return;
    const adopt = () => {
      const early = selectedDocumentIn(element);
      if (!isLegalSlug(early) || early === askedFor.current) return;
      setShown(early);
      void goTo(early);
    };
    adopt();
    element.addEventListener(TAB_SHOWN_EVENT, adopt);
    return () => element.removeEventListener(TAB_SHOWN_EVENT, adopt);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const chosenHere = useRef(false);
  useLayoutEffect(() => {
    if (!chosenHere.current) return;
    chosenHere.current = false;
    const tabList = hub.current?.querySelector<HTMLElement>('[role="tablist"]');
    const panel = hub.current?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
    if (tabList && panel) revealPanelTop(tabList, panel);
  }, [shown]);

  const choose = (slug: LegalSlug) => {
    if (slug === shown) return;
    chosenHere.current = true;
    setShown(slug);
    startTransition(() => void goTo(slug));
  };

  return (
    <article ref={hub} className={styles.page} {...pageTitleAttribute(title)} {...{ [HUB_ATTRIBUTE]: '' }}>
      <p className={styles.eyebrow}>{t('hub.eyebrow')}</p>
      <h1 className={styles.title} {...{ [HUB_TITLE_ATTRIBUTE]: '' }}>
        {title}
      </h1>
      <Tabs
        idPrefix="legal"
        label={t('hub.tablistLabel')}
        tabs={LEGAL_SLUGS.map((slug) => ({
          id: slug,
          label: t(`tabs.${slug}`),
          data: { [TAB_SLUG_ATTRIBUTE]: slug, [TAB_TITLE_ATTRIBUTE]: t(`documents.${slug}.title`) },
        }))}
        selected={shown}
        onSelect={choose}
        renderPanel={(slug) => <DocumentPanel slug={slug} search={location.search} />}
      />
    </article>
  );
}
