// The consent team's early script, served beside the pre-rendered banner: its element answers from the first paint.
import { defineCookieBannerElement } from '../cookie-consent/cookie-banner-element';

defineCookieBannerElement();
