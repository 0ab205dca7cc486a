import type { TFunction } from 'i18next';
import { BRAND_NAME } from '@storefront/shared';
import type { Story } from './story-data';

/** Values a story's texts may interpolate: the brand's name and, on a muse project, the muse's name and year. */
export function storyVariables(story: Story): Record<string, unknown> {
  return { brand: BRAND_NAME, ...story.muse };
}

export function storyTitle(t: TFunction, story: Story): string {
  return t(`${story.id}.title`, storyVariables(story));
}

export interface StorySection {
  heading: string;
  paragraphs: string[];
}

function isSection(value: unknown): value is StorySection {
  const candidate = value as Partial<StorySection> | null | undefined;
  return (
    typeof candidate?.heading === 'string' &&
    Array.isArray(candidate.paragraphs) &&
    candidate.paragraphs.every((p) => typeof p === 'string')
  );
}

/** The sections of a story (a list in the locale files), with its variables filled in. */
export function storySections(t: TFunction, storyId: string, variables: Record<string, unknown>): StorySection[] {
  const value: unknown = t(`${storyId}.sections`, { ...variables, returnObjects: true });
  return Array.isArray(value) ? value.filter(isSection) : [];
}
