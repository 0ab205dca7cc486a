import { useLocation } from 'react-router-dom';
import type { RuntimeConfig } from '@storefront/shared';
import { StoryNotFound } from '../not-found/story-not-found';
import { findStoryByPath } from '../stories/story-data';
import { StoryPage } from '../stories/story-page';

/** Picks the screen for the current path among the ones this team owns (/about, /news/*, /muse-projects/*). */
export function StoriesScreen({ config }: { config: RuntimeConfig }) {
  const { pathname } = useLocation();
  const story = findStoryByPath(pathname);
  return story ? <StoryPage key={story.path} story={story} config={config} /> : <StoryNotFound />;
}
