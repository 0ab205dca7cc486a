// tools/child-service.mjs: each service of `npm start` and of the browser tests' sites is a child process, tagged in
// the log, supervised (started again after a crash, with a growing pause in a crash loop), stopped for good by
// stop(), and never left behind as an orphan when its parent dies.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startChildService } from './child-service.mjs';

const CHILD_SERVICE = pathToFileURL(path.join(path.dirname(expect.getState().testPath), 'child-service.mjs')).href;

/** A service: says it is ready, writes a plain line on each stream, and crashes after CRASH_AFTER_MS if that is set. */
const SERVICE = `
process.stdout.write(JSON.stringify({ event: 'listening' }) + '\\n');
process.stdout.write('hello in plain text\\n');
process.stderr.write('a warning on stderr\\n');
setInterval(() => undefined, 1000);
if (process.env.CRASH_AFTER_MS) setTimeout(() => process.exit(3), Number(process.env.CRASH_AFTER_MS));
process.once('SIGTERM', () => process.exit(0));
`;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a child service', () => {
  let dir;
  let script;
  const services = [];
  const start = async (options = {}) => {
    const lines = [];
    const service = await startChildService({
      name: 'svc',
      args: [script],
      env: {},
      cwd: dir,
      readyWhen: (line) => line.event === 'listening',
      restartDelaysMs: [50, 100, 200],
      log: (line) => lines.push(line),
      ...options,
    });
    services.push(service);
    return { service, lines, events: (event) => lines.filter((line) => line.event === event) };
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'child-service-'));
    script = path.join(dir, 'service.mjs');
    await writeFile(script, SERVICE);
  });
  afterAll(async () => {
    await Promise.all(services.map((service) => service.stop()));
    await rm(dir, { recursive: true, force: true });
  });

  it("tags every line with the service's name, plain text and stderr included", async () => {
    const { service, lines } = await start();
    await until(() => lines.length >= 3);
    expect(lines).toEqual(
      expect.arrayContaining([
        { service: 'svc', event: 'listening' },
        { service: 'svc', message: 'hello in plain text' },
        { service: 'svc', level: 'error', stream: 'stderr', message: 'a warning on stderr' },
      ]),
    );
    await service.stop();
  });

  it('is started again after a crash, which is logged, and stop() ends it for good', async () => {
    const { service, events } = await start();
    const firstPid = service.pid;
    await service.kill('SIGKILL');
    await until(() => service.restarts === 1);
    expect(service.pid).not.toBe(firstPid);
    expect(alive(service.pid)).toBe(true);
    expect(events('exited-unexpectedly')).toEqual([
      expect.objectContaining({ service: 'svc', level: 'error', pid: firstPid, signal: 'SIGKILL', restartInMs: 50 }),
    ]);
    expect(events('restarted')).toEqual([
      expect.objectContaining({ service: 'svc', level: 'warn', pid: service.pid, restarts: 1 }),
    ]);

    const secondPid = service.pid;
    await service.stop();
    expect(alive(secondPid)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.restarts).toBe(1);
    expect(events('exited-unexpectedly')).toHaveLength(1);
  });

  it('waits longer between restarts while it keeps crashing, and stop() cancels a restart to come', async () => {
    const { service, events } = await start({ env: { CRASH_AFTER_MS: '150' } });
    await until(() => events('exited-unexpectedly').length >= 4);
    expect(
      events('exited-unexpectedly')
        .slice(0, 4)
        .map((line) => [line.code, line.restartInMs]),
    ).toEqual([
      [3, 50],
      [3, 100],
      [3, 200],
      [3, 200],
    ]);
    await service.stop();
    const restarts = service.restarts;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(service.restarts).toBe(restarts);
    expect(alive(service.pid)).toBe(false);
  });

  it('fails to start, with what it printed, when it exits before it is ready, and is not started again', async () => {
    const failing = path.join(dir, 'failing.mjs');
    await writeFile(
      failing,
      "console.log(JSON.stringify({ level: 'fatal', message: 'PORT is taken' })); process.exit(2);",
    );
    const lines = [];
    await expect(
      startChildService({
        name: 'broken',
        args: [failing],
        env: {},
        cwd: dir,
        readyWhen: (line) => line.event === 'listening',
        log: (line) => lines.push(line),
      }),
    ).rejects.toThrow(/broken exited while starting[\s\S]*PORT is taken/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines.filter((line) => line.event === 'restarted' || line.event === 'exited-unexpectedly')).toEqual([]);
  });

  it('ends with its parent, even one killed outright, instead of living on as an orphan', async () => {
    const parentScript = path.join(dir, 'parent.mjs');
    await writeFile(
      parentScript,
      `import { startChildService } from ${JSON.stringify(CHILD_SERVICE)};
const service = await startChildService({ name: 'orphan', args: [${JSON.stringify(script)}], env: {}, cwd: ${JSON.stringify(dir)}, readyWhen: (line) => line.event === 'listening' });
console.log('child ' + service.pid);
setInterval(() => undefined, 1000);`,
    );
    const parent = spawn(process.execPath, [parentScript], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    parent.stdout.on('data', (chunk) => (output += chunk));
    await until(() => /child \d+/.test(output), 10_000);
    const childPid = Number(/child (\d+)/.exec(output)[1]);
    expect(alive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    await until(() => !alive(childPid), 5_000);
  });
});
