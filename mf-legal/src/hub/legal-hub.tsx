import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import {
  IN_PAGE_NAVIGATION_STATE,
  isInPageNavigation,
  LEGAL_SLUGS,
  legalPath,
  usePageHead,
  type RuntimeConfig,
} from '@storefront/shared';
import { legalPageHead } from './legal-page-head';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './legal-hub.module.css';
import {
  defineLegalTabsElement,
  DOCUMENT_ATTRIBUTE,
  DOCUMENT_CHOSEN_EVENT,
  LEGAL_TABS_ELEMENT,
  type LegalTabsElement,
} from './legal-tabs-element';
import { isLegalSlug, tabForPath } from './tab-for-path';
import { Tabs } from './tabs';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      [LEGAL_TABS_ELEMENT]: DetailedHTMLProps<HTMLAttributes<LegalTabsElement>, LegalTabsElement>;
    }
  }
}

// Where the legal team's early script did not run (a page the server did not render, the development shell).
defineLegalTabsElement();

/**
 * The tabbed legal hub: choosing a tab is a route change. Its element shows the document at once and the route
 * follows in a transition. This renders only the first addressed document, and relays addresses and choices.
 */
export function LegalHub({ config }: { config: RuntimeConfig }) {
  const { t } = useTeamTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = useRef<LegalTabsElement>(null);
  const addressed = tabForPath(location.pathname);
  const [firstAddressed] = useState(addressed);
  // The browser's title names the history entry: it follows the address, not a choice still on its way.
  const head = usePageHead(legalPageHead(t, addressed, config));

  // The document last asked of the address, set at a navigation or a choice, never at a choice's render: on a busy
  // phone that comes after the visitor may have chosen again, and the later choice would be sent twice.
  const askedFor = useRef(addressed);
  // At a navigation that was not the element's choice, the element shows what the address names: before the
  // shell's scroll restoration (a layout effect after this one), which the document left would cut short.
  const navigationType = useNavigationType();
  const lastLocation = useRef(location.key);
  useLayoutEffect(() => {
    if (location.key === lastLocation.current) return;
    lastLocation.current = location.key;
    if (navigationType !== 'POP' && isInPageNavigation(location.state)) return; // the element's own choice
    askedFor.current = addressed;
    tabs.current?.showAddressed(addressed);
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const element = tabs.current;
    if (!element) return;
    const follow = (slug: unknown) => {
      if (!isLegalSlug(slug) || slug === askedFor.current) return;
      askedFor.current = slug;
      // The shell leaves focus on the tab, and the scroll to the element.
      startTransition(
        () => void navigate(legalPath(slug), { state: IN_PAGE_NAVIGATION_STATE, preventScrollReset: true }),
      );
    };
    const onChosen = (event: Event) => follow((event as CustomEvent<unknown>).detail);
    element.addEventListener(DOCUMENT_CHOSEN_EVENT, onChosen);
    // A document the visitor chose before the application started: the address follows it now.
    follow(element.chosenDocument);
    return () => element.removeEventListener(DOCUMENT_CHOSEN_EVENT, onChosen);
  }, [navigate]);

  return (
    <article className={styles.page} {...head}>
      <p className={styles.eyebrow}>{t('hub.eyebrow')}</p>
      <legal-tabs ref={tabs} className={styles.tabs} suppressHydrationWarning>
        <h1 className={styles.title}>
          {LEGAL_SLUGS.map((slug) => (
            <span
              key={slug}
              {...{ [DOCUMENT_ATTRIBUTE]: slug }}
              hidden={slug !== firstAddressed}
              suppressHydrationWarning
            >
              {t(`documents.${slug}.title`)}
            </span>
          ))}
        </h1>
        <Tabs selected={firstAddressed} search={location.search} />
      </legal-tabs>
    </article>
  );
}
