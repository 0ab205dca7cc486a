import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@storefront/shared';

/** A retry asks for a manifest under `?attempt=n` (remote-registry.ts). */
function withoutQuery(url: string): string {
  const parsed = new URL(url, document.baseURI);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/** A released remote's manifest and entry load only if the browser's SRI check matches the release's hashes. */
export function releaseIntegrityPlugin(config: RuntimeConfig): ModuleFederationRuntimePlugin {
  const expected = new Map<string, string>();
  for (const [team, hashes] of Object.entries(config.integrity ?? {})) {
    const manifest = config.remotes[team as keyof RuntimeConfig['remotes']];
    if (!manifest || !hashes) continue;
    expected.set(withoutQuery(manifest), hashes.manifest);
    expected.set(new URL('remoteEntry.js', manifest).href, hashes.entry);
  }
  return {
    name: 'release-integrity',
    fetch(url, init) {
      const integrity = expected.get(withoutQuery(url));
      return integrity ? fetch(url, { ...init, integrity }) : undefined;
    },
    createScript({ url }) {
      const integrity = expected.get(withoutQuery(url));
      if (!integrity) return undefined;
      return Object.assign(document.createElement('script'), { src: url, integrity, crossOrigin: 'anonymous' });
    },
  };
}
