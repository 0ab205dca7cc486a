// The two base images the Dockerfile starts from: Node 24 on Debian bookworm, and plain Debian bookworm (for the
// remote served by nginx). Pulled from a registry where one is reachable; otherwise built here from Debian's
// packages (debootstrap) plus the official Node binary from the npm registry, and nothing from anywhere else.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNodeDistribution, NODE_VERSION } from '../node24.mjs';
import { ROOT } from './engine.mjs';
import { probe, run, step } from './steps.mjs';

export const REGISTRY_IMAGES = { NODE_IMAGE: 'node:24-bookworm-slim', DEBIAN_IMAGE: 'debian:bookworm-slim' };
export const LOCAL_IMAGES = {
  NODE_IMAGE: 'localhost/casa-carriel/node:24-bookworm-slim',
  DEBIAN_IMAGE: 'localhost/casa-carriel/debian:bookworm-slim',
};

const WORK_DIR = path.join(ROOT, '.var', 'compose', 'base-images');
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
/** What a slim image leaves out: package caches, documentation, manuals and translations. */
const SLIM_AWAY = [
  'var/cache/apt',
  'var/lib/apt/lists',
  'usr/share/doc',
  'usr/share/man',
  'usr/share/info',
  'usr/share/locale',
];

const imageExists = (engine, name) => probe(engine.cli, ['image', 'inspect', name]).ok;

/** The Debian mirror this machine's apt uses, so the image comes from where the machine's packages do. */
function debianMirror() {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    if (!existsSync(file)) continue;
    const match = /^(?:URIs:\s*|deb\s+(?:\[[^\]]*\]\s+)?)(https?:\/\/\S+\/debian)\/?(?:\s|$)/m.exec(
      readFileSync(file, 'utf8'),
    );
    if (match) return match[1];
  }
  return 'http://deb.debian.org/debian';
}

async function buildDebianImage(engine, name) {
  const rootfs = path.join(WORK_DIR, 'rootfs');
  rmSync(rootfs, { recursive: true, force: true });
  mkdirSync(rootfs, { recursive: true });
  await step(`debootstrap bookworm (minbase) from ${debianMirror()}`, () =>
    run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, debianMirror()], { quiet: true }),
  );
  for (const away of SLIM_AWAY) {
    rmSync(path.join(rootfs, away), { recursive: true, force: true });
    mkdirSync(path.join(rootfs, away), { recursive: true });
  }
  mkdirSync(path.join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true }); // apt expects it
  // The machine's CA bundle, so that a build inside the image reaches the npm registry as the machine does.
  if (existsSync(CA_BUNDLE)) {
    mkdirSync(path.join(rootfs, path.dirname(CA_BUNDLE)), { recursive: true });
    copyFileSync(CA_BUNDLE, path.join(rootfs, CA_BUNDLE));
  }
  await step(`import ${name}`, () =>
    run('sh', ['-c', `tar -C "${rootfs}" -c . | ${engine.cli} import --change 'CMD ["bash"]' - ${name}`], {
      quiet: true,
    }),
  );
  rmSync(rootfs, { recursive: true, force: true });
}

async function buildNodeImage(engine, name, debianImage) {
  const context = path.join(WORK_DIR, 'node-context');
  rmSync(context, { recursive: true, force: true });
  mkdirSync(context, { recursive: true });
  const nodeDir = ensureNodeDistribution({ platform: 'linux', arch: process.arch });
  await run('cp', ['-a', nodeDir, path.join(context, 'node')]);
  const npmVersion = probe('npm', ['--version']).stdout.trim();
  await run('npm', ['pack', `npm@${npmVersion}`, '--silent', '--pack-destination', context], { quiet: true });
  mkdirSync(path.join(context, 'npm'));
  await run('tar', [
    '-xzf',
    path.join(context, `npm-${npmVersion}.tgz`),
    '-C',
    path.join(context, 'npm'),
    '--strip-components=1',
  ]);
  rmSync(path.join(context, `npm-${npmVersion}.tgz`));
  writeFileSync(
    path.join(context, 'Dockerfile'),
    [
      `FROM ${debianImage}`,
      'COPY node/bin/node /usr/local/bin/node',
      'COPY node/include /usr/local/include',
      'COPY npm /usr/local/lib/node_modules/npm',
      'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
      ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\',
      ' && groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home --shell /bin/sh node',
      `ENV NODE_VERSION=${NODE_VERSION} NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`,
      'CMD ["node"]',
      '',
    ].join('\n'),
  );
  await step(`build ${name} (Node ${NODE_VERSION}, npm ${npmVersion})`, () =>
    run(engine.cli, ['build', '-t', name, context], { quiet: true }),
  );
  rmSync(context, { recursive: true, force: true });
}

/**
 * The base images to build from, as the build arguments NODE_IMAGE and DEBIAN_IMAGE. A name given in the
 * environment is used as it is.
 * @param {import('./engine.mjs').Engine} engine
 * @returns {Promise<{ NODE_IMAGE: string, DEBIAN_IMAGE: string }>}
 */
export async function ensureBaseImages(engine) {
  const chosen = {};
  for (const [variable, registryName] of Object.entries(REGISTRY_IMAGES)) {
    if (process.env[variable]) chosen[variable] = process.env[variable];
    else if (imageExists(engine, registryName)) chosen[variable] = registryName;
    else if (engine.canPull && probe(engine.cli, ['pull', registryName], { timeoutMs: 300_000 }).ok)
      chosen[variable] = registryName;
  }
  if (chosen.NODE_IMAGE && chosen.DEBIAN_IMAGE) return chosen;
  // The local Node image is built on the local Debian one.
  if (!imageExists(engine, LOCAL_IMAGES.DEBIAN_IMAGE)) await buildDebianImage(engine, LOCAL_IMAGES.DEBIAN_IMAGE);
  if (!chosen.NODE_IMAGE && !imageExists(engine, LOCAL_IMAGES.NODE_IMAGE))
    await buildNodeImage(engine, LOCAL_IMAGES.NODE_IMAGE, LOCAL_IMAGES.DEBIAN_IMAGE);
  return {
    NODE_IMAGE: chosen.NODE_IMAGE ?? LOCAL_IMAGES.NODE_IMAGE,
    DEBIAN_IMAGE: chosen.DEBIAN_IMAGE ?? LOCAL_IMAGES.DEBIAN_IMAGE,
  };
}
