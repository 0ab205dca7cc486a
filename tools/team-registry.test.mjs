/**
 * @jest-environment jsdom
 */
// The team registry (shared/src/team-registry.ts) is the one list of the teams; what cannot be derived from it is
// checked against it here: the workspaces, and each remote's pre-rendered pages against the routes it owns
// (a page a team owns but does not pre-render is served as its not-found fragment, with status 404).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { TEAM_REGISTRY } from '../shared/src/team-registry.ts';

const ROOT = path.resolve(expect.getState().testPath, '../..');
const REMOTES = TEAM_REGISTRY.filter((entry) => entry.team !== 'host');

/** The team whose route matches `pathname`, as the host's router decides it; the host owns what no remote does. */
function ownerOf(pathname) {
  const owner = REMOTES.find((entry) => entry.routes.some((route) => matchPath(`/${route}`, pathname)));
  return owner?.team ?? 'host';
}

describe('the team registry', () => {
  it('names each team, folder and port once', () => {
    for (const key of ['team', 'folder', 'port']) {
      const values = TEAM_REGISTRY.map((entry) => entry[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('lists a workspace for every folder, with a package of its own', () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    for (const { folder } of TEAM_REGISTRY) {
      expect(existsSync(path.join(ROOT, folder, 'package.json'))).toBe(true);
      const listed = workspaces.some((pattern) => pattern === folder || path.matchesGlob(folder, pattern));
      expect({ folder, listed }).toEqual({ folder, listed: true });
    }
  });

  it('gives each remote route to one team only', () => {
    for (const { team, routes } of REMOTES) {
      for (const route of routes) {
        const pathname = `/${route.replace(/\/\*$/, '')}`;
        expect({ pathname, owner: ownerOf(pathname) }).toEqual({ pathname, owner: team });
      }
    }
  });
});

describe.each(REMOTES)("the $team team's pre-rendered pages", ({ team, folder, routes }) => {
  let pages;
  beforeAll(async () => {
    ({
      fragmentSource: { pages },
    } = await import(path.join(ROOT, folder, 'src/prerender/fragment-source.ts')));
  });

  it('are pages of its own routes', () => {
    const pagePaths = pages.filter((page) => page.pagePath).map((page) => page.pagePath);
    expect(pagePaths.filter((pagePath) => ownerOf(new URL(pagePath, 'https://x.test').pathname) !== team)).toEqual([]);
  });

  it('pre-render every path it owns outright, and a not-found screen only for a section it owns', () => {
    const pagePaths = pages.map((page) => page.pagePath);
    const exactRoutes = routes.filter((route) => !route.endsWith('/*')).map((route) => `/${route}`);
    expect(exactRoutes.filter((route) => !pagePaths.includes(route))).toEqual([]);
    const sections = routes.filter((route) => route.endsWith('/*')).map((route) => `/${route.slice(0, -2)}`);
    const notFoundIn = pages.filter((page) => page.notFoundIn).map((page) => page.notFoundIn);
    expect(notFoundIn.filter((section) => !sections.includes(section))).toEqual([]);
  });
});
