import type { TFunction } from 'i18next';

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
