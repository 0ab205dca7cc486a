import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployable } from './topology.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The next build of a remote, as its team would deploy it: this checkout's code under another build id, built
 * with its fragments into a folder of its own (what the local topology then serves instead of dist/, so the
 * previous build's chunks are gone, as after a deploy). Returns that folder.
 */
function nextRemoteBuild(dir: string, buildId: string, outputDir: string): string {
  const build = spawnSync(process.execPath, ['tools/build-all.mjs', dir], {
    cwd: REPO,
    env: { ...process.env, BUILD_ID: buildId, OUTPUT_DIR: outputDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The next build of ${dir} failed:\n${build.stdout}\n${build.stderr}`);
  return path.join(REPO, dir, outputDir);
}

/**
 * The host's next build as a page of the current one meets it: the same files, but its application script under
 * another content hash, so the name in an open page's HTML is gone. (A real second host build here would also
 * rewrite host/dist-server, the page renderer every other test's host uses.)
 */
async function nextHostBuild(buildId: string, outputDir: string): Promise<string> {
  const target = path.join(REPO, 'host', outputDir); // beside dist/: the server finds the renderer in ../dist-server
  await rm(target, { recursive: true, force: true });
  await cp(path.join(REPO, 'host', 'dist'), target, { recursive: true });
  const main = (await readdir(target)).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!main) throw new Error('host/dist has no main.<hash>.js');
  const renamed = `main.${createHash('sha256').update(buildId).digest('hex').slice(0, 10)}.js`;
  await rename(path.join(target, main), path.join(target, renamed));
  const indexFile = path.join(target, 'index.html');
  await writeFile(indexFile, (await readFile(indexFile, 'utf8')).split(`/${main}`).join(`/${renamed}`));
  return target;
}

/** A folder holding the next build of `team` (see above), for the local topology to serve. */
export async function nextBuild(team: string, buildId: string, offset: number): Promise<string> {
  const outputDir = `.dist-next-${offset}`;
  return team === 'host'
    ? nextHostBuild(buildId, outputDir)
    : nextRemoteBuild(deployable(team).dir, buildId, outputDir);
}
