/**
 * Third-party origins the site may talk to. The host's Content-Security-Policy lists exactly these (plus the
 * deployment's own origins), so adding a third party means adding it here first.
 */
export const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';
