import type { FragmentSource } from '@storefront/shared';
import CookieConsentModule from '../exposes/cookie-consent';
import NewsletterBand from '../exposes/newsletter-band';
import NewsletterForm from '../exposes/newsletter-form';

/**
 * Pre-rendered at build time (docs/decisions/0007). The cookie-consent fragment is the first visit's banner;
 * the host's server only uses it when the request carries no consent cookie.
 */
export const fragmentSource: FragmentSource<'consent'> = {
  team: 'consent',
  components: { 'cookie-consent': CookieConsentModule, 'newsletter-band': NewsletterBand, 'newsletter-form': NewsletterForm },
  pages: [{ module: 'cookie-consent' }, { module: 'newsletter-band' }, { module: 'newsletter-form' }],
};
