// Runs one service as a child process of `npm start` or of a test, so that a crash of one never takes down the
// others (as in docker-compose), and supervises it: a child that exits when nobody asked it to is started again
// after a short pause that grows while it keeps failing (as compose's `restart: unless-stopped` does), and each
// of those exits and restarts is logged. `stop()` ends it with SIGTERM (SIGKILL after a grace period) for good.
import { spawn } from 'node:child_process';

const STOP_GRACE_MS = 8_000;
/** The pause before each restart in a row: a crash loop costs little, a single crash is repaired at once. */
export const RESTART_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];
/** A child that ran this long before it exited starts again from the shortest pause. */
const STABLE_AFTER_MS = 10_000;
/**
 * Loaded first in every child: when this process ends without stopping it (killed, or crashed), the IPC channel
 * closes and the child stops itself as if told to (SIGTERM), instead of living on as an orphan holding its port.
 * The channel is unref'ed so that it never keeps a child alive by itself.
 */
const LIFELINE =
  "data:text/javascript,process.channel?.unref();process.on('disconnect',()=>process.kill(process.pid,'SIGTERM'))";

/**
 * @param {object} options
 * @param {string} options.name      shown in the log lines and errors
 * @param {string[]} options.args    arguments of `node` (the script first)
 * @param {Record<string,string>} options.env
 * @param {string} options.cwd
 * @param {string} [options.readyUrl]  answered with a 2xx once the service is ready
 * @param {(line: object) => boolean} [options.readyWhen]  or: the service is ready once it prints such a line
 * @param {(line: object) => void} [options.log]  each output line, parsed when it is JSON (stderr's plain text
 *   lines as `{ level: 'error', stream: 'stderr', message }`), and the supervisor's own events (`event:
 *   'exited-unexpectedly'`, 'restarted', 'restart-failed'), every one with `service: name` unless it has one
 * @param {number} [options.readyTimeoutMs]
 * @param {boolean} [options.restart]  supervise: start the service again when it exits unexpectedly (default true)
 * @param {number[]} [options.restartDelaysMs]
 */
export async function startChildService({
  name,
  args,
  env,
  cwd,
  readyUrl,
  readyWhen,
  log = () => undefined,
  readyTimeoutMs = 30_000,
  restart = true,
  restartDelaysMs = RESTART_DELAYS_MS,
}) {
  if (!readyUrl && !readyWhen) throw new Error(`${name}: readyUrl or readyWhen is needed`);
  const tagged = (line) => log({ service: name, ...line });
  const recent = [];
  let current = null;
  let supervising = false;
  let stopping = false;
  let restartTimer = null;
  let failuresInARow = 0;
  let restarts = 0;

  function spawnChild() {
    const child = spawn(process.execPath, ['--import', LIFELINE, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const state = { child, exited: null, ready: false, startedAt: Date.now(), readyListeners: [] };
    state.exit = new Promise((resolve) => {
      const done = (code, signal) => {
        if (state.exited) return;
        state.exited = { code, signal };
        resolve(state.exited);
      };
      child.once('exit', done);
      // The process could not be started at all (no 'exit' follows then).
      child.once('error', (error) => {
        recent.push(String(error));
        if (child.exitCode === null && child.signalCode === null && child.pid === undefined) done(null, null);
      });
    });
    for (const [stream, streamName] of [
      [child.stdout, 'stdout'],
      [child.stderr, 'stderr'],
    ]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines.filter((l) => l.trim())) {
          recent.push(line);
          if (recent.length > 20) recent.shift();
          let parsed;
          try {
            parsed = JSON.parse(line);
          } catch {
            parsed = null;
          }
          const entry =
            typeof parsed === 'object' && parsed !== null
              ? parsed
              : streamName === 'stderr'
                ? { level: 'error', stream: 'stderr', message: line }
                : { message: line };
          if (!state.ready && readyWhen?.(entry)) {
            state.ready = true;
            for (const listener of state.readyListeners.splice(0)) listener();
          }
          tagged(entry);
        }
      });
    }
    state.exit.then((exited) => onExit(state, exited));
    return state;
  }

  /** Resolves once `state`'s process is ready; throws if it exits first or takes too long (and then kills it). */
  async function waitReady(state) {
    const deadline = Date.now() + readyTimeoutMs;
    const failed = (reason) => new Error(`${name} ${reason}:\n${recent.join('\n')}`);
    if (readyWhen) {
      let timer;
      const outcome = await Promise.race([
        new Promise((resolve) => (state.ready ? resolve('ready') : state.readyListeners.push(() => resolve('ready')))),
        state.exit.then(() => 'exited'),
        new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), readyTimeoutMs))),
      ]);
      clearTimeout(timer);
      if (outcome === 'ready') return;
      if (outcome === 'exited') throw failed(`exited while starting (${JSON.stringify(state.exited)})`);
      state.child.kill('SIGKILL');
      throw failed(`did not say it was ready within ${readyTimeoutMs} ms`);
    }
    for (;;) {
      if (state.exited) throw failed(`exited while starting (${JSON.stringify(state.exited)})`);
      const ready = await fetch(readyUrl, { signal: AbortSignal.timeout(1_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ready && !state.exited) return;
      if (Date.now() > deadline) {
        state.child.kill('SIGKILL');
        throw failed(`did not answer ${readyUrl} within ${readyTimeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** An exit nobody asked for, once the service has been up: logged, and the service started again. */
  function onExit(state, exited) {
    if (!supervising || stopping || state !== current) return;
    const ranMs = Date.now() - state.startedAt;
    if (ranMs >= STABLE_AFTER_MS) failuresInARow = 0;
    const delayMs = restartDelaysMs[Math.min(failuresInARow, restartDelaysMs.length - 1)];
    failuresInARow += 1;
    tagged({
      level: 'error',
      event: 'exited-unexpectedly',
      pid: state.child.pid,
      ...exited,
      ranMs,
      restartInMs: restart ? delayMs : null,
    });
    if (!restart) return;
    restartTimer = setTimeout(async () => {
      restartTimer = null;
      if (stopping) return;
      const next = spawnChild();
      current = next;
      try {
        await waitReady(next);
        restarts += 1;
        tagged({ level: 'warn', event: 'restarted', pid: next.child.pid, restarts });
      } catch (error) {
        // Its exit (now, or after the kill of one that never got ready) schedules the next attempt.
        if (!stopping)
          tagged({ level: 'error', event: 'restart-failed', message: String(error.message ?? error).split('\n')[0] });
      }
    }, delayMs);
  }

  current = spawnChild();
  await waitReady(current);
  supervising = true;

  return {
    /** The current process's id (another one after a restart). */
    get pid() {
      return current.child.pid;
    },
    /** How many times the supervisor has started the service again. */
    get restarts() {
      return restarts;
    },
    /** Resolves when the current process ends, however it ends. */
    get exited() {
      return current.exit;
    },
    /** Ends the service for good: no restart follows. */
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const state = current;
      if (state.exited) return;
      state.child.kill('SIGTERM');
      const force = setTimeout(() => state.child.kill('SIGKILL'), STOP_GRACE_MS);
      await state.exit;
      clearTimeout(force);
    },
    /** Ends the current process abruptly, as a crash would: the supervisor then starts it again, and logs it. */
    kill(signal = 'SIGKILL') {
      const state = current;
      if (!state.exited) state.child.kill(signal);
      return state.exit;
    },
  };
}
