// The node_modules a Node server needs at run time, and nothing else: the packages its entry file reaches through
// its imports, with their own dependencies, copied from a full `npm ci` (the Dockerfile's `dependencies` stage).
//   node deploy/runtime-modules.mjs --out <folder> <entry.ts> [<entry.ts> ...]
// Run from the repository root (the workspace's node_modules is ./node_modules). Writes <folder>/node_modules/…
// with the same layout (nested copies stay nested), so Node resolves every import as it does in the checkout.
//
// Why not `npm ci --omit=dev --workspace mf-consent`: it installs every production dependency of the workspace,
// the remote's browser libraries (react-dom, react-router, i18next) and TypeScript (an optional peer) included:
// 64 MB where the collector needs 20, which puts its image over the 230 MB budget (docs/deployment.md).
//
// The source files are walked too (relative imports), so a file the image lacks, say ../../shared/src/paths.ts,
// fails the build here instead of the container at its first request. `import type` reaches no package.
// Left out of each copied package: what Node never loads at run time (TypeScript sources and declarations, which
// Node does not strip under node_modules, source maps, Markdown, and the package's own tests, docs, examples and
// benchmarks).
import { cpSync, existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';

const PRUNED_FILES = /(\.d\.[mc]?ts|\.[mc]?ts|\.map|\.md|\.markdown)$/i;
const PRUNED_TOP_FOLDERS = new Set([
  'test',
  'tests',
  '__tests__',
  'docs',
  'doc',
  'example',
  'examples',
  'benchmark',
  'benchmarks',
  'bench',
  '.github',
]);
const SOURCE_EXTENSIONS = new Set(['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs']);

/** Every import specifier of a module's text, except `import type … from` and `export type … from`. */
export function importSpecifiers(text) {
  const specifiers = [];
  const statement = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?(?:[^;'"`]*?\s+from\s+)?['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(statement)) if (!match[2]) specifiers.push(match[3]);
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]);
  for (const match of text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]);
  return specifiers;
}

/** The package name of a bare specifier: `fastify`, `@fastify/cors`, `pg/lib/x` → `pg`. */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The source files reached from the entries, and the packages they import (with the file that imports each). */
export function walkSources(entries) {
  const files = new Set();
  const packages = new Map();
  const pending = entries.map((entry) => path.resolve(entry));
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file)) continue;
    if (!existsSync(file) || !statSync(file).isFile())
      throw new Error(`${file} is imported but missing from the image's sources`);
    files.add(file);
    if (!SOURCE_EXTENSIONS.has(path.extname(file))) continue;
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('/'))
        pending.push(path.resolve(path.dirname(file), specifier));
      else if (!isBuiltin(specifier) && !specifier.startsWith('#')) {
        const name = packageNameOf(specifier);
        if (!packages.has(name)) packages.set(name, path.dirname(file));
      }
    }
  }
  return { files: [...files].sort(), packages };
}

/** Node's lookup: <dir>/node_modules/<name>, then the parent folders'. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/** The package folders needed at run time: the roots and, transitively, their dependencies. */
export function packageClosure(roots, repoRoot) {
  const found = new Map(); // folder -> name
  const pending = [...roots].map(([name, fromDir]) => ({ name, fromDir, optional: false, by: 'the sources' }));
  const missingPeers = [];
  while (pending.length > 0) {
    const { name, fromDir, optional, peer, by } = pending.pop();
    const folder = resolvePackage(name, fromDir);
    if (!folder) {
      if (peer) missingPeers.push(`${name} (peer of ${by})`);
      else if (!optional) throw new Error(`${name}, needed by ${by}, is not installed (run npm ci first)`);
      continue;
    }
    if (found.has(folder)) continue;
    const real = realpathSync(folder);
    // Installed packages sit in a node_modules folder: the root's, or a workspace's own for a version of its own.
    if (!path.relative(repoRoot, real).split(path.sep).includes('node_modules')) {
      throw new Error(
        `${name} resolves to ${path.relative(repoRoot, real)}, a workspace package: import its files by relative path instead`,
      );
    }
    found.set(folder, name);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
    const optionalPeers = manifest.peerDependenciesMeta ?? {};
    for (const dependency of Object.keys(manifest.dependencies ?? {}))
      pending.push({ name: dependency, fromDir: folder, optional: false, by: name });
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {}))
      pending.push({ name: dependency, fromDir: folder, optional: true, by: name });
    for (const dependency of Object.keys(manifest.peerDependencies ?? {})) {
      if (!optionalPeers[dependency]?.optional)
        pending.push({ name: dependency, fromDir: folder, optional: false, peer: true, by: name });
    }
  }
  return { folders: [...found.keys()].sort(), missingPeers };
}

function copyPackage(folder, repoRoot, out) {
  const target = path.join(out, path.relative(repoRoot, folder));
  cpSync(folder, target, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(folder, source);
      if (relative === '') return true;
      const [top] = relative.split(path.sep);
      if (top === 'node_modules') return false; // nested packages are copied on their own when needed
      if (relative === top && PRUNED_TOP_FOLDERS.has(top) && statSync(source).isDirectory()) return false;
      return statSync(source).isDirectory() || !PRUNED_FILES.test(source);
    },
  });
}

function folderBytes(folder) {
  let bytes = 0;
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) bytes += statSync(full).size;
    }
  };
  visit(folder);
  return bytes;
}

function main(argv) {
  const outIndex = argv.indexOf('--out');
  if (outIndex < 0 || !argv[outIndex + 1])
    throw new Error('Usage: node deploy/runtime-modules.mjs --out <folder> <entry> [<entry> …]');
  const out = path.resolve(argv[outIndex + 1]);
  const entries = argv.filter((_, index) => index !== outIndex && index !== outIndex + 1);
  if (entries.length === 0) throw new Error('Name at least one entry file');
  const repoRoot = process.cwd();
  const { files, packages } = walkSources(entries);
  const { folders, missingPeers } = packageClosure(packages, repoRoot);
  for (const folder of folders) copyPackage(folder, repoRoot, out);
  const megabytes = existsSync(path.join(out, 'node_modules'))
    ? (folderBytes(path.join(out, 'node_modules')) / 1e6).toFixed(1)
    : '0';
  console.log(
    `${entries.join(', ')}: ${files.length} source files import ${[...packages.keys()].sort().join(', ') || 'no package'}`,
  );
  console.log(`  ${folders.length} packages, ${megabytes} MB, in ${path.join(out, 'node_modules')}`);
  if (missingPeers.length > 0) console.log(`  peers not installed (npm left them out): ${missingPeers.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
