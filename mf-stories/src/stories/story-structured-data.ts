import type { Article, Organization, WithContext } from 'schema-dts';
import { BRAND_NAME, FALLBACK_LANGUAGE, toSupportedLanguage, type RuntimeConfig } from '@storefront/shared';
import { storiesAssetUrl } from '../assets/asset-url';
import { storyShareImage } from './share-images';
import type { Story } from './story-data';

/** The house as author and publisher; the host's server makes its addresses absolute and serves the logo. */
const STORY_ORGANIZATION = {
  '@type': 'Organization',
  name: BRAND_NAME,
  url: '/',
  logo: '/favicon.svg',
} as const satisfies Organization;

/** A NewsArticle for a news story, else an Article; its images (hero, share image) are absolute asset URLs. */
export function storyStructuredData(
  story: Story,
  { headline, description, language }: { headline: string; description: string; language: string },
  config: RuntimeConfig,
): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': story.kind === 'news' ? 'NewsArticle' : 'Article',
    headline,
    description,
    image: [storiesAssetUrl(story.hero.file, config), storiesAssetUrl(storyShareImage(story.id), config)],
    datePublished: story.published,
    dateModified: story.published,
    author: STORY_ORGANIZATION,
    publisher: STORY_ORGANIZATION,
    inLanguage: toSupportedLanguage(language) ?? FALLBACK_LANGUAGE,
    mainEntityOfPage: story.path,
  };
}
