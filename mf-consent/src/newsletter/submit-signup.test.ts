import { MAX_PAGE_LENGTH } from '../../server/signup-limits';
import { signupPagePath } from './submit-signup';

describe('the page path sent with a signup', () => {
  it.each([
    ['/', '/'],
    ['/collections/carriel', '/collections/carriel'],
    ['/muse-projects/la-artista', '/muse-projects/la-artista'],
    ['/muse-projects/jos%C3%A9', '/muse-projects/jos%C3%A9'],
    ['/muse-projects/josé', '/muse-projects/jos%C3%A9'],
    ['/no such page', '/no%20such%20page'],
    ['//evil.example/x', '/evil.example/x'],
    ['/bag-\uD83D\uDC5C', '/bag-%F0%9F%91%9C'],
    ['/broken-\uD83D', '/broken-'],
  ])('%j is sent as %j: printable ASCII, one leading slash', (pathname, page) => {
    expect(signupPagePath(pathname)).toBe(page);
  });

  it('is cut at the length the collector accepts', () => {
    const page = signupPagePath(`/${'a'.repeat(2000)}`);
    expect(page).toHaveLength(MAX_PAGE_LENGTH);
    expect(page.startsWith('/aaa')).toBe(true);
  });
});
