/** Must equal placeholderPublicPath() in shared/src/prerender.ts (tools/tools.test.mjs checks it). */
export const placeholderPublicPath = (team) => `https://${team}.prerender.invalid/`;
