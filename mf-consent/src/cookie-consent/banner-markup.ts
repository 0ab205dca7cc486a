/**
 * How the consent team's early script (src/early/cookie-banner.ts) finds the parts of the pre-rendered banner.
 * Both are built from this checkout and shipped together: the host's server puts the script on a page only beside
 * the fragment of the same build (platform/src/host/page-composer.ts), so these names may change in any release.
 */
export const BANNER_ATTRIBUTE = 'data-cookie-banner';
export const BANNER_ROOM_ATTRIBUTE = 'data-cookie-banner-room';
export const SETTINGS_BUTTON_ATTRIBUTE = 'data-cookie-settings';
/** On the banner's "Accept All" and "Reject All" buttons: which of the two it is. */
export const CHOICE_ATTRIBUTE = 'data-consent-choice';

export type BannerChoice = 'accept-all' | 'reject-all';

/** The first visit's preferences dialog: a native `<dialog>` the banner's "Cookie Preferences" button opens. */
export const PREFERENCES_DIALOG_ID = 'cookie-preferences-dialog';
/** On each category switch of the dialogs: its category. */
export const CATEGORY_ATTRIBUTE = 'data-consent-category';
/** On the dialogs' Save button. */
export const SAVE_ATTRIBUTE = 'data-consent-save';
