import { LEGAL_SLUGS, legalPath, ORGANIZATION_DISCOVERY_FILE, type FragmentSource } from '@storefront/shared';
import { organizationData } from '../content/organization';
import LegalRoutes from '../exposes/routes';

/**
 * Pre-rendered at build time (docs/decisions/0007): the hub at /legal and each document at both of its paths,
 * indexed once by its short path (hub/legal-page-head.ts). The host puts the Organization on every page.
 */
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
