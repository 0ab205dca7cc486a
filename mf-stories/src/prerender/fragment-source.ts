import type { FragmentSource } from '@storefront/shared';
import StoriesRoutes from '../exposes/routes';
import { STORIES } from '../stories/story-data';

/** What is pre-rendered at build time (docs/decisions/0007); only the stories are indexed. */
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
