// Production build of every deployable, one after the other (2-core machines build faster in sequence): the
// browser build with rspack, then its server-side renderer (tools/prerender/build-prerender.mjs), both with
// the same build id so that the pre-rendered HTML matches what the browser code renders; then the .br and .gz
// beside each file (tools/precompress.mjs), which a remote's server sends as they are (it compresses nothing).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';
import { buildPrerender } from './prerender/build-prerender.mjs';
import { DEPLOYABLES } from '../platform/src/topology/topology.ts';

const RSPACK = fileURLToPath(new URL('../node_modules/.bin/rspack', import.meta.url));
const only = process.argv.slice(2);
for (const { dir, team } of DEPLOYABLES) {
  if (only.length > 0 && !only.includes(dir)) continue;
  const started = Date.now();
  const buildId = process.env.BUILD_ID || `${team}-${new Date().toISOString()}`;
  const env = { ...process.env, NODE_ENV: 'production', BUILD_ID: buildId };
  const result = spawnSync(RSPACK, ['build', '--mode', 'production'], {
    cwd: new URL(`../${dir}/`, import.meta.url),
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const output = result.stdout.toString();
  if (result.status !== 0) {
    process.stdout.write(output);
    console.error(`\nBuild of ${dir} failed.`);
    process.exit(result.status ?? 1);
  }
  try {
    const { fragments } = await buildPrerender({ dir, team, buildId });
    const rendered = team === 'host' ? 'page renderer' : `${fragments} fragments`;
    const outputDir = fileURLToPath(new URL(`../${dir}/${process.env.OUTPUT_DIR || 'dist'}/`, import.meta.url));
    const { files } = await precompress(outputDir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`built ${dir.padEnd(11)} in ${seconds} s (${rendered}, ${files} files precompressed)`);
  } catch (error) {
    console.error(`\nPre-rendering or precompressing ${dir} failed:`, error);
    process.exit(1);
  }
}
