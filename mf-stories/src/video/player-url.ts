import { VIDEO_PLAYER_ORIGIN } from '@storefront/shared';

/** Muted, looping and in the background, as the spec says; with reduced motion, it waits for play, with controls. */
export function videoPlayerUrl(videoId: string, { reducedMotion }: { reducedMotion: boolean }): string {
  const url = new URL(`/video/${encodeURIComponent(videoId)}`, VIDEO_PLAYER_ORIGIN);
  const parameters: Record<string, string> = reducedMotion
    ? { autoplay: '0', muted: '1', loop: '1', dnt: '1' }
    : { autoplay: '1', muted: '1', loop: '1', background: '1', autopause: '0', dnt: '1' };
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.toString();
}
