import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { ExposedModuleName, RemoteTeam } from '@storefront/shared';
import { loadExposedModule } from './federation/remote-registry';
import { showsFooterNewsletter } from './footer/footer-newsletter';
import { RemoteSlot } from './federation/remote-slot';
import { HomePage } from './home/home-page';
import { AppLayout } from './layout/app-layout';
import { REMOTE_ROUTES } from './route-owners';
import { NotFoundScreen } from './screens/not-found-screen';
import { RenderErrorScreen } from './screens/render-error-screen';

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RenderErrorScreen />,
      children: [
        { index: true, element: <HomePage /> },
        ...REMOTE_ROUTES.map(({ path, team }) => ({
          path,
          element: <RemoteSlot key={team} team={team} module="routes" fallback="page" />,
        })),
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export interface PageRemoteModule {
  team: RemoteTeam;
  module: ExposedModuleName<RemoteTeam>;
}

export const EVERY_PAGE_REMOTE_MODULES: readonly PageRemoteModule[] = [{ team: 'consent', module: 'cookie-consent' }];

/** The remote modules in a page's main area. */
export function mainRemoteModulesFor(pathname: string): PageRemoteModule[] {
  if (pathname === '/') {
    return [
      { team: 'catalog', module: 'collection-cards' },
      { team: 'consent', module: 'newsletter-band' },
    ];
  }
  const team = matchRoutes([...REMOTE_ROUTES], pathname)?.[0]?.route.team;
  return team ? [{ team, module: 'routes' }] : [];
}

/** All but the cookie banner: the main area's and, off the home page, the footer's form. */
export function pageRemoteModulesFor(pathname: string): PageRemoteModule[] {
  const footer: PageRemoteModule = { team: 'consent', module: 'newsletter-form' };
  return [...mainRemoteModulesFor(pathname), ...(showsFooterNewsletter(pathname) ? [footer] : [])];
}

/** Every page's modules and the main area's, in parallel, so none waits for the shell's first render. */
export function preloadRemotesFor(pathname: string): void {
  for (const { team, module } of [...EVERY_PAGE_REMOTE_MODULES, ...mainRemoteModulesFor(pathname)])
    void loadExposedModule(team, module as never).catch(() => undefined); // a failure is the slot's to report
}
