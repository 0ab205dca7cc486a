import { describe, expect, test } from '@jest/globals';
import { compatibilityProblems, hostContractOf, modulePropsPaths, travellingValues } from './compatibility.mjs';

const host = hostContractOf({ buildId: 'host-1', sharedVersions: { react: '19.3.1', 'react-router': '7.18.5' } });
const catalog = {
  exposes: ['collection-cards', 'routes'],
  values: travellingValues(),
  props: modulePropsPaths(),
  shared: { react: { version: '19.3.9', singleton: true }, 'react-router': { version: '7.1.0', singleton: true } },
};

describe('the compatibility gate of a release', () => {
  test('the host build says which modules it loads from each remote, as the team registry lists them', () => {
    expect(host.requires.catalog).toEqual(['routes', 'collection-cards']);
    expect(Object.keys(host.requires)).toEqual(['catalog', 'stories', 'legal', 'consent']);
  });

  test('a version that offers what the live host loads, on the same major versions, passes', () => {
    expect(compatibilityProblems(host, 'catalog', catalog)).toEqual([]);
  });

  test('a module the host loads that the version dropped, another major or a non-singleton library is refused, each said', () => {
    expect(
      compatibilityProblems(host, 'catalog', {
        exposes: ['routes'],
        shared: {
          react: { version: '20.0.0', singleton: true },
          'react-router': { version: '7.18.5', singleton: false },
        },
      }),
    ).toEqual([
      'the live host loads catalog/collection-cards, which this version does not expose',
      'react 20.0.0 in this version, 19.3.1 in the live host: another major version',
      'react-router must be shared as one instance (a singleton), as the host shares it',
    ]);
  });

  test('a version built with other values of the contracts package than the live host is refused, each said', () => {
    const values = { ...travellingValues(), CONSENT_VERSION: 2, SUPPORTED_LANGUAGES: ['en'] };
    expect(compatibilityProblems(host, 'catalog', { ...catalog, values })).toEqual([
      `CONSENT_VERSION is 2 in this version, ${host.values.CONSENT_VERSION} in the live host`,
      `SUPPORTED_LANGUAGES is ["en"] in this version, ${JSON.stringify(host.values.SUPPORTED_LANGUAGES)} in the live host`,
    ]);
  });

  test('the host build records the values its cookies, consent, events, languages and fragments travel with', () => {
    expect(host.values).toMatchObject({ CONSENT_COOKIE_NAME: 'cookiePreferences', LANGUAGE_COOKIE_NAME: 'i18next' });
    expect(host.values.SUPPORTED_LANGUAGES).toEqual(['en', 'es']);
    expect(host.values.FRAGMENTS_DIRECTORY).toBe('fragments');
    expect(host.values.FRAGMENT_STAND_IN_URLS).toContain('https://catalog.prerender.invalid/');
  });

  test('a version whose modules take a prop the live host does not pass is refused, naming the prop', () => {
    expect(host.props).toContain('config.newsletter.endpoint');
    expect(host.props).toContain('config.assetBaseUrl');
    const props = [...modulePropsPaths(), 'config.newsletter.doubleOptIn'];
    expect(compatibilityProblems(host, 'catalog', { ...catalog, props })).toEqual([
      "the live host passes its modules no config.newsletter.doubleOptIn, which this version's modules take",
    ]);
    expect(compatibilityProblems(host, 'catalog', { ...catalog, props: ['config.remotes.catalog'] })).toEqual([]);
  });
});
