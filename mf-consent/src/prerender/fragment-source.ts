import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, type FragmentSource } from '@storefront/shared';
import CookieConsentModule from '../exposes/cookie-consent';
import NewsletterBand from '../exposes/newsletter-band';
import NewsletterForm from '../exposes/newsletter-form';
import ConsentRoutes from '../exposes/routes';

/**
 * Pre-rendered at build time (docs/decisions/0007); the host uses the banner only without a consent cookie. A
 * `?token=` address renders in the browser (CONTENT_QUERY_PARAMETERS): the pre-rendered page says the link is invalid.
 */
export const fragmentSource: FragmentSource<'consent'> = {
  team: 'consent',
  components: {
    routes: ConsentRoutes,
    'cookie-consent': CookieConsentModule,
    'newsletter-band': NewsletterBand,
    'newsletter-form': NewsletterForm,
  },
  pages: [
    { module: 'cookie-consent' },
    { module: 'newsletter-band' },
    { module: 'newsletter-form' },
    { module: 'routes', pagePath: NEWSLETTER_CONFIRM_PATH },
    { module: 'routes', pagePath: NEWSLETTER_UNSUBSCRIBE_PATH },
    // Both pages of the section are above, so any other path under /newsletter is one the consent team does not have.
    { module: 'routes', notFoundIn: '/newsletter' },
  ],
};
