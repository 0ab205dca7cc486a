/** @jest-environment node */
// The registry's settings as the environment gives them, and the words a wrong value stops the start with.
import { describe, expect, test } from '@jest/globals';
import { REMOTES } from '../topology/topology.ts';
import { ConfigurationError, registrySettingsFromEnv, tokenVariableOf } from './registry-environment.ts';

const TOKEN = 'a-team-token-of-24-chars-or-more';

describe('the registry settings', () => {
  test('without variables: port 3007, SQLite in .var, each remote on localhost, no tokens, no overrides', () => {
    const settings = registrySettingsFromEnv({});
    expect(settings).toEqual({
      port: 3007,
      dataDir: '.var/release-registry',
      databaseUrl: undefined,
      releaseBaseUrls: Object.fromEntries(
        REMOTES.map(({ team, port }) => [team, `http://localhost:${port}/releases/`]),
      ),
      teamTokens: {},
      trustProxyHops: 0,
      overrideSecret: undefined,
      overrideOrigins: [],
      canaryPolicy: { minPageViews: 50, failureMarginPercent: 5 },
    });
    expect(Object.keys(settings)).toEqual([
      'port',
      'dataDir',
      'databaseUrl',
      'releaseBaseUrls',
      'teamTokens',
      'trustProxyHops',
      'overrideSecret',
      'overrideOrigins',
      'canaryPolicy',
    ]);
  });

  test('each variable is read', () => {
    const [first, second] = REMOTES.map(({ team }) => team);
    const env = {
      PORT: '4000',
      DATA_DIR: '/data',
      DATABASE_URL: 'postgres://registry@db/releases',
      [`${first?.toUpperCase()}_RELEASES_URL`]: 'https://cdn.example.com/catalog/releases/',
      [tokenVariableOf(first ?? '')]: TOKEN,
      [tokenVariableOf(second ?? '')]: `${TOKEN}-too`,
      TRUST_PROXY: '1',
      OVERRIDE_SECRET: 'x'.repeat(32),
      OVERRIDE_ORIGINS: 'http://localhost:4001, https://preview.example.com/',
      CANARY_MIN_PAGE_VIEWS: '10',
      CANARY_FAILURE_MARGIN_PERCENT: '0',
    };
    expect(registrySettingsFromEnv(env)).toMatchObject({
      port: 4000,
      dataDir: '/data',
      databaseUrl: 'postgres://registry@db/releases',
      releaseBaseUrls: { [first ?? '']: 'https://cdn.example.com/catalog/releases/' },
      teamTokens: { [first ?? '']: TOKEN, [second ?? '']: `${TOKEN}-too` },
      trustProxyHops: 1,
      overrideSecret: 'x'.repeat(32),
      overrideOrigins: ['http://localhost:4001', 'https://preview.example.com'],
      canaryPolicy: { minPageViews: 10, failureMarginPercent: 0 },
    });
    expect(
      registrySettingsFromEnv({ DATA_DIR: '', DATABASE_URL: '', OVERRIDE_SECRET: '', TRUST_PROXY: '' }),
    ).toMatchObject({
      dataDir: '.var/release-registry',
      databaseUrl: undefined,
      overrideSecret: undefined,
      trustProxyHops: 0,
    });
  });

  test('a wrong value stops the start with a message naming the variable', () => {
    const team = REMOTES[0]?.team ?? '';
    const urlVariable = `${team.toUpperCase()}_RELEASES_URL`;
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'http' }, 'PORT must be a port number, got "http"'],
      [{ PORT: '70000' }, 'PORT must be a port number, got "70000"'],
      [{ [urlVariable]: 'releases/' }, `${urlVariable} must be an absolute URL ending in /, got "releases/"`],
      [
        { [urlVariable]: 'ftp://cdn.example.com/releases/' },
        `${urlVariable} must be an absolute http(s) URL ending in /, got "ftp://cdn.example.com/releases/"`,
      ],
      [
        { [urlVariable]: 'https://cdn.example.com/releases' },
        `${urlVariable} must be an absolute http(s) URL ending in /, got "https://cdn.example.com/releases"`,
      ],
      [
        { [urlVariable]: 'https://cdn.example.com/releases/?v=1' },
        `${urlVariable} must be an absolute http(s) URL ending in /, got "https://cdn.example.com/releases/?v=1"`,
      ],
      [{ [tokenVariableOf(team)]: 'short' }, `${tokenVariableOf(team)} must be at least 24 characters`],
      [
        Object.fromEntries(REMOTES.map((remote) => [tokenVariableOf(remote.team), TOKEN])),
        `${tokenVariableOf(REMOTES[1]?.team ?? '')} is another team's token too; each team has its own`,
      ],
      [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be a whole number from 0 to 10, got "11"'],
      [{ TRUST_PROXY: '1.5' }, 'TRUST_PROXY must be a whole number from 0 to 10, got "1.5"'],
      [{ CANARY_MIN_PAGE_VIEWS: '0' }, 'CANARY_MIN_PAGE_VIEWS must be a whole number from 1 to 1000000, got "0"'],
      [
        { CANARY_FAILURE_MARGIN_PERCENT: '101' },
        'CANARY_FAILURE_MARGIN_PERCENT must be a whole number from 0 to 100, got "101"',
      ],
      [{ OVERRIDE_SECRET: 'short' }, 'OVERRIDE_SECRET must be at least 32 characters'],
      [
        { OVERRIDE_ORIGINS: 'http://localhost:4001/path' },
        'OVERRIDE_ORIGINS must list origins such as https://preview.example.com, got "http://localhost:4001/path"',
      ],
      [
        { OVERRIDE_ORIGINS: 'localhost:4001' },
        'OVERRIDE_ORIGINS must list origins such as https://preview.example.com, got "localhost:4001"',
      ],
    ];
    for (const [env, message] of cases) {
      let thrown: unknown;
      try {
        registrySettingsFromEnv(env);
      } catch (error) {
        thrown = error;
      }
      expect(thrown instanceof ConfigurationError && thrown.message).toBe(message);
    }
  });
});
