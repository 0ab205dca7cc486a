// Where versions are published: a folder per remote, a folder per version in it (<store>/<team>/<version>/), which
// the remote's origin serves under /releases/. Locally and in compose the store is .releases/ in the checkout; in
// production the same layout goes to object storage behind the CDN (docs/deployment.md). A version folder is
// written once: it appears whole, by a rename, and is never changed afterwards.
import { chmod, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VERSION_PATTERN } from '../../platform/src/registry/discovery-document.ts';
import { RELEASE_FILES } from './release-files.mjs';

/**
 * Copies the build in `root` into the store as `release.version`, with its release-files.json. Publishing the same
 * version again leaves it as it is; a folder of that name with other files is an error.
 * @returns {Promise<'published' | 'already-published'>}
 */
export async function publishToStore({ store, team, root, release }) {
  const target = path.join(store, team, release.version);
  const existing = await readFile(path.join(target, RELEASE_FILES), 'utf8').catch(() => null);
  if (existing === release.listing) return 'already-published';
  if (existing !== null)
    throw new Error(`${target} holds other files than this build; a published version never changes`);
  const incoming = path.join(store, team, `.incoming-${release.version}-${process.pid}`);
  await rm(incoming, { recursive: true, force: true });
  await mkdir(path.dirname(incoming), { recursive: true });
  await cp(root, incoming, { recursive: true });
  // The copy keeps the build folder's mode, which a temporary folder has as 0700: the origin must read it.
  await chmod(incoming, 0o755);
  await writeFile(path.join(incoming, RELEASE_FILES), release.listing);
  await rename(incoming, target);
  return 'published';
}

/** Removes a version's folder from the store (retention.mjs decides which); the registry keeps its record. */
export async function removeFromStore({ store, team, version }) {
  if (!new RegExp(VERSION_PATTERN).test(version)) throw new Error(`"${version}" is no version`);
  await rm(path.join(store, team, version), { recursive: true, force: true });
}
