/**
 * Third-party origins the site may talk to. The host's Content-Security-Policy lists exactly these (plus the
 * deployment's own origins), so adding a third party means adding it here first.
 */
export const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** The third-party frames the host's Content-Security-Policy allows (frame-src); its server imports this file. */
export const THIRD_PARTY_FRAME_ORIGINS: readonly string[] = [VIDEO_PLAYER_ORIGIN];
