import { useLocation } from 'react-router-dom';
import type { RemoteModuleProps } from '@storefront/shared';
import { StoryNotFound } from '../not-found/story-not-found';
import { findStoryByPath } from '../stories/story-data';
import { StoryPage } from '../stories/story-page';

/** The stories team's screens: /about, /news/:slug and /muse-projects/:name, or its own not-found screen. */
export default function StoriesRoutes({ config }: RemoteModuleProps) {
  const story = findStoryByPath(useLocation().pathname);
  return (
    <div data-build={__BUILD_ID__}>
      {story ? <StoryPage key={story.path} story={story} config={config} /> : <StoryNotFound />}
    </div>
  );
}
