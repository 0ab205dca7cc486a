// Production build of every deployable, one after the other (2-core machines build faster in sequence).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEPLOYABLES } from './topology.mjs';

const RSPACK = fileURLToPath(new URL('../node_modules/.bin/rspack', import.meta.url));
const only = process.argv.slice(2);
for (const { dir } of DEPLOYABLES) {
  if (only.length > 0 && !only.includes(dir)) continue;
  const started = Date.now();
  const result = spawnSync(RSPACK, ['build', '--mode', 'production'], { cwd: new URL(`../${dir}/`, import.meta.url), stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  const output = result.stdout.toString();
  if (result.status !== 0) {
    process.stdout.write(output);
    console.error(`\nBuild of ${dir} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${dir.padEnd(11)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
