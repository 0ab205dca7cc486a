import type { RemoteModuleProps } from '@storefront/shared';
import { NewsletterSignup } from '../newsletter/newsletter-signup';

/** The home page's newsletter band: e-mail and button, with a one-line privacy notice. */
export default function NewsletterBand({ config }: RemoteModuleProps) {
  return (
    <div data-build={__BUILD_ID__}>
      <NewsletterSignup config={config} variant="band" />
    </div>
  );
}
