/** The host's Content-Security-Policy allows exactly these third parties: add a new one here first. */
export const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** The CSP's frame-src. */
export const THIRD_PARTY_FRAME_ORIGINS: readonly string[] = [VIDEO_PLAYER_ORIGIN];
