import type { RemoteModuleProps } from '@storefront/shared';

export default function CollectionCards(_props: RemoteModuleProps) {
  return <p>cards</p>;
}
