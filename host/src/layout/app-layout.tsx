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
  const shownPath = useRef(pathname);

  // A pre-rendered page looks ready before its scripts run: this says the shell's controls work.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);

  // Focus the new page so screen readers announce it, unless a control within the page changed the URL (a tab).
  const inPage = isInPageNavigation(state);
  useEffect(() => {
    if (pathname === shownPath.current) return; // the page the visitor arrived at
    shownPath.current = pathname;
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
