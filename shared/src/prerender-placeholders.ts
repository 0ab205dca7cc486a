import type { RemoteTeam } from './teams';

/**
 * Build time does not know where a remote will be deployed: fragments use placeholder origins the host's server
 * replaces. tools/prerender/build-prerender.mjs imports this file from Node: keep it to type imports.
 */
export function placeholderPublicPath(team: RemoteTeam): string {
  return `https://${team}.prerender.invalid/`;
}
