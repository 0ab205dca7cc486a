import type { TFunction } from 'i18next';
import { BRAND_NAME } from '@storefront/shared';
import { museProjectOf, type Story } from './story-data';

/** Values the texts of a story may interpolate: the brand's name and, on a muse project, the muse. */
export function storyVariables(story: Story): Record<string, unknown> {
  const muse = museProjectOf(story);
  return { brand: BRAND_NAME, name: muse?.name, year: muse?.year };
}

/** A story's title in the current language. */
export function storyTitle(t: TFunction, story: Story): string {
  return t(`${story.id}.title`, storyVariables(story));
}
