// Third-party frames the host's Content-Security-Policy allows. Must list shared/src/third-parties.ts's
// VIDEO_PLAYER_ORIGIN (tools/tools.test.mjs checks that the two agree).
export const VIDEO_PLAYER_ORIGINS = ['https://player.vimeo.com'];
