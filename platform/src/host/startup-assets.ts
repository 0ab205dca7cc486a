/**
 * The file in which the host's build lists the files its start-up needs (tools/rspack-config.mjs writes it), so
 * that its server can put them into the pre-rendered page (page-composer.ts).
 */
export const STARTUP_ASSETS_FILE = 'startup-assets.json';
