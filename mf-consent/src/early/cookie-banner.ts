// The consent team's early script (tools/rspack-config.mjs, earlyScripts; the host's server puts it, from this
// remote's manifest, beside the pre-rendered banner): the banner's element answers from the first paint on.
import { defineCookieBannerElement } from '../cookie-consent/cookie-banner-element';

defineCookieBannerElement();
