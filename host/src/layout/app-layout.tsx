import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { HYDRATED_ATTRIBUTE, isInPageNavigation, OPEN_COOKIE_PREFERENCES_EVENT } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { RemoteSlot } from '../federation/remote-slot';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';

export function AppLayout() {
  const { t } = useTeamTranslation();
  const { pathname, state } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // Says that the shell's controls work: a pre-rendered page looks ready before its scripts have run.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);

  // After a client-side navigation, move focus to the new page so screen readers announce it; a URL change
  // made by a control within the page (a tab) leaves focus on that control.
  const inPage = isInPageNavigation(state);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!inPage) main.current?.focus({ preventScroll: true });
  }, [pathname, inPage]);

  return (
    <div data-boundary="host">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader overHero={pathname === '/'} />
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <RemoteSlot
        team="consent"
        module="cookie-consent"
        fallback="silent"
        requestedBy={{ event: OPEN_COOKIE_PREFERENCES_EVENT, part: 'remote.part.cookieSettings' }}
      />
      {/* New navigations start at the top; Back and Forward restore where the visitor was (product decision 16). */}
      <ScrollRestoration />
    </div>
  );
}
