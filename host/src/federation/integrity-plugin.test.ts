import { LOCAL_RUNTIME_CONFIG, type RuntimeConfig } from '@storefront/shared';
import { releaseIntegrityPlugin } from './integrity-plugin';

const CATALOG = 'http://localhost:3001/releases/v1/mf-manifest.json';
const config: RuntimeConfig = {
  ...LOCAL_RUNTIME_CONFIG,
  remotes: { ...LOCAL_RUNTIME_CONFIG.remotes, catalog: CATALOG },
  integrity: { catalog: { manifest: 'sha384-manifest', entry: 'sha384-entry' } },
};

describe('the federation runtime checks a released remote’s manifest and entry', () => {
  it('runs the entry only as a checked script, with CORS so that the browser can check it', () => {
    const plugin = releaseIntegrityPlugin(config);
    const script = plugin.createScript?.({ url: 'http://localhost:3001/releases/v1/remoteEntry.js' });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect((script as HTMLScriptElement).integrity).toBe('sha384-entry');
    expect((script as HTMLScriptElement).crossOrigin).toBe('anonymous');
    // Another remote's entry, served from its origin's own build, is left to the runtime.
    expect(plugin.createScript?.({ url: 'http://localhost:3002/remoteEntry.js' })).toBeUndefined();
  });

  it('fetches the manifest with its hash, a retry’s ?attempt=n too', async () => {
    const calls: [string, RequestInit][] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return { ok: true } as Response;
    }) as typeof fetch;
    try {
      const plugin = releaseIntegrityPlugin(config);
      await plugin.fetch?.(`${CATALOG}?attempt=1`, { method: 'GET' });
      expect(calls).toEqual([[`${CATALOG}?attempt=1`, { method: 'GET', integrity: 'sha384-manifest' }]]);
      expect(plugin.fetch?.('http://localhost:3002/mf-manifest.json', {})).toBeUndefined();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
