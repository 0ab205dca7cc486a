// What the host's server, its hydration loader and its application agree on (docs/decisions/0008).

/** On #root of a pre-rendered page: the language the server rendered it in. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered';
/** On #root; absent, the application starts at once. */
export const HYDRATION_MODE_ATTRIBUTE = 'data-hydrate';
/** The server's page is complete: the application starts on the first sign of interaction. */
export const HYDRATE_ON_INTENT = 'on-intent';
/**
 * On #root: which signal decided the language the server rendered ('querystring', 'cookie', 'navigator' or
 * 'fallback'). Only a choice kept in this browser's storage can overrule the last two.
 */
export const LANGUAGE_SOURCE_ATTRIBUTE = 'data-language-source';
/** On the loader's <script>. */
export const APPLICATION_SCRIPT_ATTRIBUTE = 'data-application-script';
/** `${HYDRATION_LOADER_NAME}.<content hash>.js`. */
export const HYDRATION_LOADER_NAME = 'hydration-loader';
/** On #root: from then on the page is React's to change. */
export const HYDRATION_BEGUN_ATTRIBUTE = 'data-hydration-begun';
/**
 * On #root: the language switch changed the page before hydration (decision 0021); the application hydrates in
 * PRERENDERED_LANGUAGE_ATTRIBUTE's language, whatever it read at start.
 */
export const LANGUAGE_SWITCHED_ATTRIBUTE = 'data-language-switched';
