import type { FragmentSource } from '@storefront/shared';
import StoriesRoutes from '../exposes/routes';
import { STORIES } from '../stories/story-data';

/**
 * Pre-rendered at build time (docs/decisions/0007): every story page, and the not-found screens. Every story is
 * indexed, at its one path; the not-found screens are not.
 */
export const fragmentSource: FragmentSource<'stories'> = {
  team: 'stories',
  components: { routes: StoriesRoutes },
  pages: [
    ...STORIES.map((story) => ({ module: 'routes' as const, pagePath: story.path })),
    // Every story is above, so any other path of these sections is one the stories team does not have.
    { module: 'routes', notFoundIn: '/news' },
    { module: 'routes', notFoundIn: '/muse-projects' },
  ],
  sitemap: STORIES.map((story) => story.path),
};
