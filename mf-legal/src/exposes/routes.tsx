import type { RemoteModuleProps } from '@storefront/shared';
import { LegalHub } from '../hub/legal-hub';

/** Everything the host routes to the legal team: /legal/* and the seven short legal paths. */
export default function LegalRoutes({ config }: RemoteModuleProps) {
  return (
    <div data-build={__BUILD_ID__}>
      <LegalHub config={config} />
    </div>
  );
}
