// Runs one service as a child process of `npm start` or of a test, so that a crash of one never takes down the
// others (as in docker-compose), and stops it with SIGTERM (SIGKILL after a grace period).
import { spawn } from 'node:child_process';

const STOP_GRACE_MS = 8_000;

/**
 * @param {object} options
 * @param {string} options.name      shown in the log lines and errors
 * @param {string[]} options.args    arguments of `node` (the script first)
 * @param {Record<string,string>} options.env
 * @param {string} options.cwd
 * @param {string} options.readyUrl  answered with a 2xx once the service is ready
 * @param {(line: object) => void} [options.log]  each output line, parsed when it is JSON
 * @param {number} [options.readyTimeoutMs]
 */
export async function startChildService({ name, args, env, cwd, readyUrl, log = () => undefined, readyTimeoutMs = 30_000 }) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const recent = [];
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));
  for (const stream of [child.stdout, child.stderr]) {
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
          parsed = { message: line };
        }
        log(typeof parsed === 'object' && parsed !== null ? parsed : { message: line });
      }
    });
  }

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited) throw new Error(`${name} exited while starting (${JSON.stringify(exited)}):\n${recent.join('\n')}`);
    const ready = await fetch(readyUrl, { signal: AbortSignal.timeout(1_000) }).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer ${readyUrl} within ${readyTimeoutMs} ms:\n${recent.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    pid: child.pid,
    /** Resolves when the process ends, however it ends. */
    exited: exit,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exit;
      clearTimeout(force);
    },
    kill(signal = 'SIGKILL') {
      child.kill(signal);
      return exit;
    },
  };
}
