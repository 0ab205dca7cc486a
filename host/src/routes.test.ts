import { EVERY_PAGE_REMOTE_MODULES, mainRemoteModulesFor, pageRemoteModulesFor } from './routes';

describe('the remote modules of a page', () => {
  it('on every page: the cookie banner only, the newsletter form is not on the home page', () => {
    expect(EVERY_PAGE_REMOTE_MODULES).toEqual([{ team: 'consent', module: 'cookie-consent' }]);
  });

  it('home: the collection cards and the newsletter band, no footer form (one newsletter form a page)', () => {
    expect(pageRemoteModulesFor('/')).toEqual([
      { team: 'catalog', module: 'collection-cards' },
      { team: 'consent', module: 'newsletter-band' },
    ]);
  });

  it.each([
    ['/collections/carriel', 'catalog'],
    ['/about', 'stories'],
    ['/legal-notice', 'legal'],
    ['/newsletter/confirm', 'consent'],
    ['/newsletter/unsubscribe', 'consent'],
    ['/newsletter/no-such-page', 'consent'],
  ])('%s: the page of its team, and the footer form', (path, team) => {
    expect(pageRemoteModulesFor(path)).toEqual([
      { team, module: 'routes' },
      { team: 'consent', module: 'newsletter-form' },
    ]);
    expect(mainRemoteModulesFor(path)).toEqual([{ team, module: 'routes' }]);
  });

  it('a page of no team (the host’s not-found screen) still has the footer form', () => {
    expect(pageRemoteModulesFor('/no-such-page')).toEqual([{ team: 'consent', module: 'newsletter-form' }]);
  });
});
