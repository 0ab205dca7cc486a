import { LEGAL_SLUGS, legalPath, ORGANIZATION_DISCOVERY_FILE, type FragmentSource } from '@storefront/shared';
import { organizationData } from '../content/organization';
import LegalRoutes from '../exposes/routes';

/**
 * Pre-rendered at build time (docs/decisions/0007): the hub at /legal and each document at both of its paths.
 * Indexed: each document once, by its own short path (its canonical one); /legal shows Terms & Conditions and is no
 * page of its own (hub/legal-page-head.ts). Published for the host: the company's Organization, on every page.
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
