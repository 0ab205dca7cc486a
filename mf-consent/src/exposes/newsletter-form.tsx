import type { RemoteModuleProps } from '@storefront/shared';
import { NewsletterSignup } from '../newsletter/newsletter-signup';

/** The full newsletter form with the marketing-consent checkbox (rendered by the host in the footer). */
export default function NewsletterForm({ config }: RemoteModuleProps) {
  return (
    <div data-build={__BUILD_ID__}>
      <NewsletterSignup config={config} variant="form" />
    </div>
  );
}
