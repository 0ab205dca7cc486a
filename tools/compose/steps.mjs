// What every compose script prints: each step, what it does and how long it took.
import { spawn, spawnSync } from 'node:child_process';

/** Runs `work` as one named step: prints it, then its time (or its failure). */
export async function step(title, work) {
  const started = Date.now();
  process.stdout.write(`▶ ${title}\n`);
  try {
    const result = await work();
    process.stdout.write(`✔ ${title} (${seconds(started)})\n`);
    return result;
  } catch (error) {
    process.stdout.write(`✘ ${title} failed after ${seconds(started)}\n`);
    throw error;
  }
}

export function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** A command's exit status and output, never throwing: for questions ("is this image here?"). */
export function probe(command, args, { env, timeoutMs = 30_000 } = {}) {
  // A balancer's log after a load test runs to megabytes: more than spawnSync keeps by default (1 MB).
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: timeoutMs,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { ok: result.status === 0, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** Runs a command with its output shown (or kept, with `quiet`); rejects with its output when it fails. */
export function run(command, args, { env, quiet = false, cwd, input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    if (input !== undefined) child.stdin.end(input);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`${command} ${args.join(' ')} exited with ${code}${quiet ? `:\n${output.slice(-4000)}` : ''}`),
        );
    });
  });
}
