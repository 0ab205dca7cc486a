import { reloadForNewBuild } from './reload-for-new-build';

describe('reloadForNewBuild', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads once for a script of a build that is gone, and not again for the same script', () => {
    const location = { reload: jest.fn() };
    expect(reloadForNewBuild('/main.0123abcd.js', location)).toBe(true);
    expect(reloadForNewBuild('/main.0123abcd.js', location)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again when a later deploy leaves another script missing', () => {
    const location = { reload: jest.fn() };
    reloadForNewBuild('/main.0123abcd.js', location);
    expect(reloadForNewBuild('/main.4567ef01.js', location)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(2);
  });
});
