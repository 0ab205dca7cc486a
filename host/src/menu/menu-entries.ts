import { collectionPath, musePath, newsPath, type CollectionSlug, type NewsSlug } from '@storefront/shared';

/** The menu's sub-panel entries, exactly those of the spec (section 2, Menu). */
export const BAG_ENTRIES: readonly CollectionSlug[] = ['carriel', 'mini-carriels', 'baguette-carriels'];
export const NEWS_ENTRIES: readonly NewsSlug[] = ['colochila', 'ibiza-popup', 'munich-store'];

/**
 * The one live muse project. Sample content (the artist is not named in the brief): the stories team keeps the
 * same slug in its data, and a browser test follows this link so the two cannot drift apart.
 */
export const LIVE_MUSE_PROJECT = { slug: 'la-artista', name: 'La Artista', year: 2025 } as const;
export const MUSE_COMING_SOON = ['first', 'second'] as const;

export const bagHref = (slug: CollectionSlug) => collectionPath(slug);
export const newsHref = (slug: NewsSlug) => newsPath(slug);
export const museHref = () => musePath(LIVE_MUSE_PROJECT.slug);
