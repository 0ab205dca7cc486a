import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@storefront/shared';

/** A URL without its query: a retry asks for a manifest under `?attempt=n` (remote-registry.ts). */
function withoutQuery(url: string): string {
  const parsed = new URL(url, document.baseURI);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/**
 * The federation runtime fetches each released remote's manifest and runs its entry only when their bytes are
 * the ones published: the runtime config carries their hashes (the host's server reads them from the release), and
 * the browser checks them (Subresource Integrity). A file that differs fails to load, and its slot says so.
 */
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
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
