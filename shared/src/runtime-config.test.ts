import { LOCAL_RUNTIME_CONFIG, parseRuntimeConfig } from './runtime-config';

const valid = LOCAL_RUNTIME_CONFIG;

describe('parseRuntimeConfig', () => {
  it('accepts a complete config and keeps only the known fields', () => {
    const result = parseRuntimeConfig({ ...valid, extra: 'ignored' });
    expect(result).toEqual({ ok: true, config: valid });
  });

  it('treats a missing asset base URL as "each team’s own origin"', () => {
    const { assetBaseUrl: _omitted, ...withoutAssets } = valid;
    const result = parseRuntimeConfig(withoutAssets);
    expect(result.ok && result.config.assetBaseUrl).toBeNull();
  });

  it('names every problem at once, in words a deployer understands', () => {
    const result = parseRuntimeConfig({
      remotes: { ...valid.remotes, legal: 'ftp://legal', consent: undefined },
      newsletter: { endpoint: 'not a url', mode: 'jsonp' },
      assetBaseUrl: 42,
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        '"remotes.legal" must be an http(s) URL of its mf-manifest.json',
        '"remotes.consent" must be an http(s) URL of its mf-manifest.json',
        '"newsletter.endpoint" must be an http(s) URL',
        '"newsletter.mode" must be one of "cors", "no-cors"',
        '"assetBaseUrl" must be null or an http(s) URL',
      ],
    });
  });

  it('keeps the hashes of each released remote, and refuses hashes that are none or a remote that is unknown', () => {
    const integrity = { catalog: { manifest: 'sha384-bWFuaWZlc3Q=', entry: 'sha384-ZW50cnk=' } };
    expect(parseRuntimeConfig({ ...valid, integrity })).toEqual({ ok: true, config: { ...valid, integrity } });
    expect(
      parseRuntimeConfig({
        ...valid,
        integrity: { catalog: { manifest: 'md5-x', entry: 'sha384-ZW50cnk=' }, payments: integrity.catalog },
      }),
    ).toEqual({
      ok: false,
      problems: [
        '"integrity.catalog" must name a remote and give "manifest" and "entry" as SRI hashes',
        '"integrity.payments" must name a remote and give "manifest" and "entry" as SRI hashes',
      ],
    });
  });

  it('keeps the release versions and the field reports endpoint, and refuses ones that are not', () => {
    const withFigures = {
      ...valid,
      versions: { catalog: '5e070faf5d45' },
      fieldReports: { endpoint: 'http://localhost:3007/field-reports' },
    };
    expect(parseRuntimeConfig(withFigures)).toEqual({ ok: true, config: withFigures });
    expect(
      parseRuntimeConfig({
        ...valid,
        versions: { payments: 'v1', catalog: '../x' },
        fieldReports: { endpoint: 'beacon' },
      }),
    ).toEqual({
      ok: false,
      problems: [
        '"versions" must give a release version for some of the remotes',
        '"fieldReports" must be an object whose "endpoint" is an http(s) URL',
      ],
    });
  });

  it('rejects what is not an object', () => {
    for (const input of [null, 'config', [], 3]) {
      expect(parseRuntimeConfig(input)).toEqual({ ok: false, problems: ['the runtime config must be a JSON object'] });
    }
  });
});
