// A remote's build as a release: the hash of each of its files (release-files.json, published with them), its
// version, which is named after those hashes, and its integrity, the hash of the list. The host checks a version's
// list against the registry's integrity, and each file it composes against the list.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_FILES, sriOf } from '../../platform/src/host/release-integrity.ts';

export { RELEASE_FILES };
/** Beside a file, its compressed copies: the same bytes once decompressed, so not listed apart. */
const COMPRESSED_COPY = /\.(br|gz)$/;

async function filesUnder(root, folder = '') {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(root, relative);
      return entry.isFile() && !COMPRESSED_COPY.test(entry.name) && relative !== RELEASE_FILES ? [relative] : [];
    }),
  );
  return nested.flat();
}

/**
 * The release of the build in `root`: { version, listing (the text of release-files.json), integrity }. The same
 * files always make the same version.
 */
export async function releaseOf(root) {
  const files = (await filesUnder(root)).sort();
  const hashes = {};
  for (const file of files) hashes[file] = sriOf(await readFile(path.join(root, file)));
  const version = createHash('sha256').update(JSON.stringify(hashes)).digest('hex').slice(0, 12);
  const listing = `${JSON.stringify({ version, files: hashes }, null, 1)}\n`;
  return { version, listing, integrity: sriOf(listing) };
}

/**
 * What a version exposes and shares, and the contracts package's values and module props it was built with
 * (tools/rspack-config.mjs writes them into the manifest), as its manifest says: recorded with it, for the
 * compatibility gate.
 */
export function contractOf(manifest) {
  return {
    buildId: manifest.metaData?.buildInfo?.buildVersion ?? null,
    values: manifest.metaData?.travellingValues ?? {},
    props: manifest.metaData?.moduleProps ?? [],
    exposes: (manifest.exposes ?? []).map((expose) => expose.name).sort(),
    shared: Object.fromEntries(
      (manifest.shared ?? []).map((shared) => [
        shared.name,
        { version: shared.version, singleton: Boolean(shared.singleton) },
      ]),
    ),
  };
}
