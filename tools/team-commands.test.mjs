/** @jest-environment node */
// Every command docs/shipping-a-remote.md gives a team runs on the machine's own Node, whatever its version (the
// scripts bring Node 24 themselves, through tools/node24.mjs): here with Node 24's folder taken off the PATH, as on
// a machine whose Node is 20. One remote, the smallest, stands for all: their scripts are the same.
import { afterAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT_DIR = '.dist-team-commands';
const PATH = process.env.PATH.split(path.delimiter)
  .filter((folder) => !folder.includes(`${path.sep}.tools${path.sep}`))
  .join(path.delimiter);
const ENV = { ...process.env, PATH, OUTPUT_DIR, NODE_OPTIONS: '' };

afterAll(() => rmSync(path.join(ROOT, 'mf-legal', OUTPUT_DIR), { recursive: true, force: true }));

/** Runs `npm <args>` to its end: its exit code and output. */
function npm(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: ROOT, env: { ...ENV, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `signal` to every process of the process group `pgid`; false when none is left. */
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
}

/** Stops a process group (SIGTERM, SIGKILL after 10 s) and resolves once none of its processes is left. */
async function stopGroup(pgid) {
  signalGroup(pgid, 'SIGTERM');
  for (let waited = 0; signalGroup(pgid, 0); waited += 50) {
    if (waited === 10_000) signalGroup(pgid, 'SIGKILL');
    if (waited === 15_000) throw new Error(`process group ${pgid} is still running 15 s after SIGTERM`);
    await sleep(50);
  }
}

/** Starts `npm <args>`, waits until `url` answers 200, and stops it with everything it started. */
async function npmServes(args, url, env = {}) {
  const child = spawn('npm', args, { cwd: ROOT, env: { ...ENV, ...env }, detached: true, stdio: 'ignore' });
  try {
    for (let waited = 0; waited < 90_000; waited += 250) {
      const status = await fetch(url).then(
        (response) => response.status,
        () => null,
      );
      if (status === 200) return true;
      await sleep(250);
    }
    return false;
  } finally {
    await stopGroup(child.pid);
  }
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

describe('a team’s commands, on the machine’s own Node', () => {
  test('the node these commands start with is the machine’s, not the project’s Node 24', async () => {
    const where = await new Promise((resolve) => {
      const child = spawn('node', ['-p', 'process.execPath'], { env: ENV });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.on('close', () => resolve(text.trim()));
    });
    expect(where).not.toContain(`${path.sep}.tools${path.sep}`);
  });

  test('npm run build -w mf-legal, then npm run serve -w mf-legal serves that build', async () => {
    const build = await npm(['run', 'build', '-w', 'mf-legal']);
    expect({ code: build.code, output: build.output.slice(-800) }).toEqual({
      code: 0,
      output: expect.stringContaining('built mf-legal'),
    });
    const port = await freePort();
    const served = await npmServes(['run', 'serve', '-w', 'mf-legal'], `http://127.0.0.1:${port}/mf-manifest.json`, {
      PORT: String(port),
      DIST_DIR: path.join(ROOT, 'mf-legal', OUTPUT_DIR),
    });
    expect(served).toBe(true);
  }, 180_000);

  test('npm test -w mf-legal starts the team’s jest, which finds the team’s tests', async () => {
    const { code, output } = await npm(['test', '-w', 'mf-legal', '--', '--listTests']);
    expect(code).toBe(0);
    expect(output).toMatch(/mf-legal\/src\/.+\.test\.tsx?/);
  }, 120_000);

  test('npm run dev -w mf-legal serves the remote in its development shell', async () => {
    const port = await freePort();
    expect(
      await npmServes(['run', 'dev', '-w', 'mf-legal', '--', '--port', String(port)], `http://localhost:${port}/`),
    ).toBe(true);
  }, 180_000);

  test('npm run releases -- legal runs, and says plainly when no registry answers', async () => {
    const port = await freePort();
    const { code, output } = await npm(['run', 'releases', '--', 'legal'], {
      REGISTRY_URL: `http://127.0.0.1:${port}`,
    });
    expect(code).not.toBe(0);
    expect(output).toContain(`The release registry at http://127.0.0.1:${port} does not answer (ECONNREFUSED).`);
  }, 60_000);
});
