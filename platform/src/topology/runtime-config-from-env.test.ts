import { internalManifestUrlsFromEnv, runtimeConfigFromEnv, siteUrlFromEnv } from './runtime-config-from-env.ts';

type Config = { remotes: Record<string, string>; newsletter: { mode: string } };

describe('runtime config from the environment', () => {
  it('overrides single fields and keeps the local defaults for the rest', () => {
    const config = runtimeConfigFromEnv({
      CATALOG_MANIFEST_URL: 'https://catalog.example.com/mf-manifest.json',
      NEWSLETTER_MODE: 'no-cors',
    }) as Config;
    expect(config.remotes.catalog).toBe('https://catalog.example.com/mf-manifest.json');
    expect(config.remotes.stories).toBe('http://localhost:3002/mf-manifest.json');
    expect(config.newsletter.mode).toBe('no-cors');
  });

  it('passes a broken RUNTIME_CONFIG_JSON on so that the page can explain it', () => {
    expect(runtimeConfigFromEnv({ RUNTIME_CONFIG_JSON: '{oops' })).toEqual({
      invalid: 'RUNTIME_CONFIG_JSON is not valid JSON',
    });
  });

  it("keeps the internal addresses out of the browser's config, and makes them the public ones when unset (npm start)", () => {
    const env = {
      CATALOG_MANIFEST_URL: 'https://catalog.example.com/mf-manifest.json',
      CATALOG_INTERNAL_MANIFEST_URL: 'http://catalog:3001/mf-manifest.json',
    };
    const config = runtimeConfigFromEnv(env) as Config;
    expect(JSON.stringify(config)).not.toContain('catalog:3001');
    expect(internalManifestUrlsFromEnv(config, env)).toEqual({
      ...config.remotes,
      catalog: 'http://catalog:3001/mf-manifest.json',
    });
    expect(internalManifestUrlsFromEnv(config, {})).toEqual(config.remotes);
  });

  it("takes the site's public origin from SITE_URL, and refuses anything more than an origin", () => {
    expect(siteUrlFromEnv({}, 3000)).toBe('http://localhost:3000');
    expect(siteUrlFromEnv({ SITE_URL: '' }, 3000)).toBe('http://localhost:3000');
    expect(siteUrlFromEnv({ SITE_URL: 'https://WWW.Example.com' })).toBe('https://www.example.com');
    expect(siteUrlFromEnv({ SITE_URL: 'https://www.example.com:443/' })).toBe('https://www.example.com');
    expect(siteUrlFromEnv({ SITE_URL: 'http://localhost:8080/' })).toBe('http://localhost:8080');
    for (const SITE_URL of [
      'www.example.com',
      'ftp://www.example.com',
      'https://www.example.com/shop',
      'https://www.example.com/?x=1',
      'https://www.example.com/#top',
      'https://user@www.example.com',
      'https://user:secret@www.example.com',
    ])
      expect(() => siteUrlFromEnv({ SITE_URL })).toThrow(/SITE_URL must be the site's public origin/);
  });
});
