/**
 * The version of the consent wording the newsletter forms show (the form's checkbox and the band's notice, in
 * both languages). Every signup sends it as `consentTextVersion`, and the collector keeps it with the signup as
 * part of the proof of consent. Give it a new date whenever that wording changes. Free of imports, so that the
 * collector can import it from Node by relative path too.
 */
export const NEWSLETTER_CONSENT_TEXT_VERSION = '2026-11-25';
