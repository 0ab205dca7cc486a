// The module the prerender build aliases to a remote's src/prerender/fragment-source.ts.
declare module 'remote-fragment-source' {
  import type { FragmentSource } from '@storefront/shared';
  export const fragmentSource: FragmentSource;
}
