import type { TFunction } from 'i18next';
import { BRAND_NAME } from '@storefront/shared';
import { museProjectOf, type Story } from './story-data';

/** Values a story's texts may interpolate: the brand's name and, on a muse project, the muse's name and year. */
export function storyVariables(story: Story): Record<string, unknown> {
  const muse = museProjectOf(story);
  return { brand: BRAND_NAME, name: muse?.name, year: muse?.year };
}

export function storyTitle(t: TFunction, story: Story): string {
  return t(`${story.id}.title`, storyVariables(story));
}
