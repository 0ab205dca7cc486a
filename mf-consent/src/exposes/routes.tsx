import type { RemoteModuleProps } from '@storefront/shared';
import { NewsletterScreen } from '../newsletter-pages/newsletter-screen';

/** The consent team's pages, /newsletter/*: the confirm and unsubscribe links of the newsletter's mails. */
export default function ConsentRoutes({ config }: RemoteModuleProps) {
  return (
    <div data-build={__BUILD_ID__}>
      <NewsletterScreen config={config} />
    </div>
  );
}
