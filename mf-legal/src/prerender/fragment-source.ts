import { LEGAL_SLUGS, legalPath, ORGANIZATION_DISCOVERY_FILE, type FragmentSource } from '@storefront/shared';
import { organizationData } from '../content/organization';
import LegalRoutes from '../exposes/routes';

/** Pre-rendered at build time (docs/decisions/0007); each document indexed by its short path (legal-page-head.ts). */
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
  sitemap: LEGAL_SLUGS.map(legalPath),
  discovery: { [ORGANIZATION_DISCOVERY_FILE]: organizationData() },
};
