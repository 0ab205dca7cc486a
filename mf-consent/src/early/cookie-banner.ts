// The consent team's early script: shipped beside the pre-rendered banner, it defines the banner's element, which
// answers Accept All, Reject All and the preferences dialog's Save from the first paint on. Built on its own
// (tools/rspack-config.mjs, earlyScripts) and put on the page by the host's server, from this remote's manifest.
import { defineCookieBannerElement } from '../cookie-consent/cookie-banner-element';

defineCookieBannerElement();
