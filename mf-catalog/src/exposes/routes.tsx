import type { RemoteModuleProps } from '@storefront/shared';

export default function CatalogRoutes(_props: RemoteModuleProps) {
  return <h1 data-build={__BUILD_ID__}>Carriel Classic</h1>;
}
