import type { RemoteModuleProps } from '@storefront/shared';

export default function Placeholder(_props: RemoteModuleProps) {
  return <p data-build={__BUILD_ID__}>legal routes</p>;
}
