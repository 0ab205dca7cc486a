// Runs a command on Node 24 LTS, whatever Node started this script (docs/decisions/0012).
// Usage: node tools/node24.mjs <command> [args…]    e.g. node tools/node24.mjs npm ci
//
// When this Node is older than NODE_VERSION's major, the official binary is taken from the npm registry (the
// package node-<platform>-<arch> carries it) into .tools/, once, and put first on the PATH of the command, so npm
// itself, every npm script and every server they start run on it. Written to run on Node 18 and later.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_VERSION = '24.21.0';
const REQUIRED_MAJOR = Number(NODE_VERSION.split('.')[0]);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function fail(message) {
  console.error(`node24: ${message}`);
  process.exit(1);
}

/**
 * The folder of the official Node NODE_VERSION distribution for a platform (bin/node, include/…), fetched from
 * the npm registry the first time.
 */
export function ensureNodeDistribution({ platform = process.platform, arch = process.arch } = {}) {
  const packageName = `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
  const installDir = path.join(ROOT, '.tools', `${packageName}-${NODE_VERSION}`);
  if (existsSync(path.join(installDir, 'package.json'))) return installDir;
  const started = Date.now();
  console.log(`Fetching Node ${NODE_VERSION} from the npm registry (${packageName})…`);
  const work = `${installDir}.partial`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const pack = spawnSync('npm', ['pack', `${packageName}@${NODE_VERSION}`, '--silent', '--pack-destination', work], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (pack.status !== 0)
    fail(
      `npm pack ${packageName}@${NODE_VERSION} failed. Install Node ${REQUIRED_MAJOR} yourself and run the command again.`,
    );
  const tarball = path.join(work, pack.stdout.trim().split('\n').pop());
  if (spawnSync('tar', ['-xzf', tarball, '-C', work, '--strip-components=1'], { stdio: 'inherit' }).status !== 0)
    fail(`could not unpack ${tarball}`);
  rmSync(tarball, { force: true });
  rmSync(installDir, { recursive: true, force: true });
  renameSync(work, installDir);
  console.log(
    `Node ${NODE_VERSION} is in ${path.relative(ROOT, installDir)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return installDir;
}

function main([command, ...args]) {
  if (!command) fail('usage: node tools/node24.mjs <command> [args…]');
  const env = { ...process.env };
  if (Number(process.versions.node.split('.')[0]) < REQUIRED_MAJOR) {
    const installDir = ensureNodeDistribution();
    env.PATH = `${process.platform === 'win32' ? installDir : path.join(installDir, 'bin')}${path.delimiter}${env.PATH ?? ''}`;
  }
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.error) fail(`${command}: ${result.error.message}`);
  // Ctrl+C reaches the child too (same process group): end as it ended.
  process.exitCode = result.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
