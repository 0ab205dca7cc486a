import type { RemoteModuleProps } from '@storefront/shared';
import { CookieConsent } from '../cookie-consent/cookie-consent';

/** Mounted by the host on every page: the banner, the corner settings button and the preferences dialog. */
export default function CookieConsentModule(_props: RemoteModuleProps) {
  return (
    <div data-build={__BUILD_ID__}>
      <CookieConsent />
    </div>
  );
}
