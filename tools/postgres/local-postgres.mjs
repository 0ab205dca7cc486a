// A throwaway PostgreSQL server for tests and local runs: Debian's binaries (installed with apt-get when missing and
// running as root), a fresh cluster in a temporary folder, reachable on 127.0.0.1 only, fsync on.
// PostgreSQL refuses to run as root: as root, its binaries run as the `postgres` user.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { installDebianPackages } from '../apt.mjs';

const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';
const SERVER_USER = 'postgres';
const START_ATTEMPTS = 3;
// createDatabase() takes a name that needs no quoting, in SQL or in a URL.
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function findBinDir() {
  if (!fs.existsSync(DEBIAN_POSTGRES_ROOT)) return null;
  const newest = fs
    .readdirSync(DEBIAN_POSTGRES_ROOT)
    .filter((version) => fs.existsSync(path.join(DEBIAN_POSTGRES_ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(DEBIAN_POSTGRES_ROOT, newest, 'bin') : null;
}

const isRoot = () => process.getuid?.() === 0;

function runSyncOrFail(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
}

export function ensureBinDir() {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      `PostgreSQL is not installed (no ${DEBIAN_POSTGRES_ROOT}/*/bin/pg_ctl). Install it with: sudo apt-get install --no-install-recommends postgresql`,
    );
  }
  const started = Date.now();
  console.log('PostgreSQL is not installed: apt-get install -y --no-install-recommends postgresql …');
  installDebianPackages(['postgresql']);
  const installed = findBinDir();
  if (!installed)
    throw new Error(`apt-get installed postgresql but ${DEBIAN_POSTGRES_ROOT}/*/bin/pg_ctl is still missing`);
  console.log(`PostgreSQL installed in ${((Date.now() - started) / 1000).toFixed(1)} s (${installed})`);
  return installed;
}

function idOf(flag) {
  const result = spawnSync('id', [flag, SERVER_USER], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : null;
}

/** uid and gid to run the server with: none when not root. */
function serverIdentity() {
  if (!isRoot()) return {};
  if (idOf('-u') === null) {
    console.log(`Creating the system user ${SERVER_USER} (PostgreSQL refuses to run as root)`);
    runSyncOrFail('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SERVER_USER,
    ]);
  }
  return { uid: idOf('-u'), gid: idOf('-g') };
}

/** Runs a PostgreSQL binary; resolves with its output, rejects with it when it fails. */
function run(command, args, { identity, cwd }) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PG')));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...identity,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(command)} ${args[0]} failed (exit ${code}):\n${output}`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function readLog(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '(no server log)';
  }
}

/** Starts the cluster on a free loopback port (or the one given); returns the port. */
async function startOnFreePort(pgCtl, { cluster, logFile, folder, options, fixedPort }) {
  for (let attempt = 1; ; attempt += 1) {
    const port = fixedPort ?? (await freePort());
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${folder} -c fsync=on`;
    try {
      await run(pgCtl, ['start', '-D', cluster, '-l', logFile, '-w', '-t', '60', '-o', serverOptions], options);
      return port;
    } catch (error) {
      // Another process may have taken the port between freePort() and the server's bind.
      if (fixedPort || attempt >= START_ATTEMPTS || !/could not bind|already in use/i.test(readLog(logFile)))
        throw error;
      fs.rmSync(logFile, { force: true });
    }
  }
}

export async function startLocalPostgres({ dataDir, port: fixedPort } = {}) {
  const binDir = ensureBinDir();
  const identity = serverIdentity();
  const parent = dataDir ?? os.tmpdir();
  fs.mkdirSync(parent, { recursive: true });
  const folder = fs.mkdtempSync(path.join(parent, 'local-postgres-'));
  if (identity.uid !== undefined) fs.chownSync(folder, identity.uid, identity.gid);
  const cluster = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  const options = { identity, cwd: folder };
  const pgCtl = path.join(binDir, 'pg_ctl');

  const stopNow = () => {
    if (fs.existsSync(path.join(cluster, 'postmaster.pid'))) {
      spawnSync(pgCtl, ['stop', '-D', cluster, '-m', 'immediate', '-w'], { stdio: 'ignore', cwd: folder, ...identity });
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  // A run that ends without calling stop() must not leave a server behind.
  process.once('exit', stopNow);

  let port;
  try {
    await run(
      path.join(binDir, 'initdb'),
      ['-D', cluster, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'],
      options,
    );
    port = await startOnFreePort(pgCtl, { cluster, logFile, folder, options, fixedPort });
  } catch (error) {
    console.error(`PostgreSQL did not start: ${error.message}\n--- ${logFile} ---\n${readLog(logFile)}`);
    process.removeListener('exit', stopNow);
    stopNow();
    throw error;
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    async createDatabase(name) {
      if (!DATABASE_NAME.test(name)) throw new Error(`Not a plain database name: ${JSON.stringify(name)}`);
      // pg is loaded on first use: starting a server (ensure-installed.mjs, run.mjs) needs no node_modules.
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${name}`;
      return databaseUrl.href;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', stopNow);
      try {
        await run(pgCtl, ['stop', '-D', cluster, '-m', 'fast', '-w'], options);
      } finally {
        stopNow();
      }
    },
  };
}
