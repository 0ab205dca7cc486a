import type { FragmentSource } from '@storefront/shared';
import StoriesRoutes from '../exposes/routes';
import { STORIES } from '../stories/story-data';

/** Pre-rendered at build time (docs/decisions/0007): every story page. */
export const fragmentSource: FragmentSource<'stories'> = {
  team: 'stories',
  components: { routes: StoriesRoutes },
  pages: STORIES.map((story) => ({ module: 'routes' as const, pagePath: story.path })),
};
