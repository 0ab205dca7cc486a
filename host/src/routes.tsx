import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteTeam } from '@storefront/shared';
import { loadExposedModule } from './federation/remote-registry';
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

const ignoreFailure = (request: Promise<unknown>) => void request.catch(() => undefined); // the slot reports it

/**
 * Starts fetching the remotes a page needs before React renders it, all in parallel, so that no remote waits
 * for the shell's first render (home: the collection cards and the newsletter band; elsewhere: the owner).
 */
export function preloadRemotesFor(pathname: string): void {
  if (pathname === '/') {
    ignoreFailure(loadExposedModule('catalog', 'collection-cards'));
    ignoreFailure(loadExposedModule('consent', 'newsletter-band'));
    return;
  }
  const match = matchRoutes(
    REMOTE_ROUTES.map(({ path, team }) => ({ path: `/${path}`, team })),
    pathname,
  );
  const team = (match?.[0]?.route as { team?: RemoteTeam } | undefined)?.team;
  if (team) ignoreFailure(loadExposedModule(team, 'routes'));
}
