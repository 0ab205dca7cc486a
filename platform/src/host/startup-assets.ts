/** The host build's list of the files its start-up needs (tools/rspack-config.mjs), which the composer inlines. */
export const STARTUP_ASSETS_FILE = 'startup-assets.json';
