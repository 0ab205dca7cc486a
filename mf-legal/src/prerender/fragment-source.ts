import { LEGAL_SLUGS, legalPath, type FragmentSource } from '@storefront/shared';
import LegalRoutes from '../exposes/routes';

/** Pre-rendered at build time (docs/decisions/0007): the hub at /legal and each document at both of its paths. */
export const fragmentSource: FragmentSource<'legal'> = {
  team: 'legal',
  components: { routes: LegalRoutes },
  pages: [
    { module: 'routes', pagePath: '/legal' },
    ...LEGAL_SLUGS.flatMap((slug) => [
      { module: 'routes' as const, pagePath: legalPath(slug) },
      { module: 'routes' as const, pagePath: `/legal/${slug}` },
    ]),
  ],
};
