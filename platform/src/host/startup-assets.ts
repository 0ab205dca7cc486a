/** Start-up files the composer inlines (tools/rspack-config.mjs writes the list). */
export const STARTUP_ASSETS_FILE = 'startup-assets.json';
