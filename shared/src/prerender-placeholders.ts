import type { RemoteTeam } from './teams';

/**
 * Build time does not know where a remote will be deployed, so fragments are rendered with this stand-in
 * config: every URL they contain starts with a placeholder origin that the host's server replaces with the
 * deployment's real one (the remote's public path, or the asset base URL, and the newsletter endpoint).
 * The prerender build (tools/prerender/build-prerender.mjs) imports this file from Node: keep it free of imports
 * other than types.
 */
export function placeholderPublicPath(team: RemoteTeam): string {
  return `https://${team}.prerender.invalid/`;
}
