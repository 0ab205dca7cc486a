// Test support: the collector as its own process (main.ts), the way npm start and the images run it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface CollectorProcess {
  child: ChildProcess;
  /** Resolves with the port once the process logs that it listens. */
  ready: Promise<number>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  lines: Record<string, unknown>[];
}

/** A line the process was killed in the middle of, or any other non-JSON output, is kept as its text. */
function parsedLogLine(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { text };
  }
}

export function spawnCollector(serverDir: string, env: Record<string, string>): CollectorProcess {
  const child = spawn(process.execPath, [path.join(serverDir, 'main.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`collector did not start within 20 s\n${stderr}`)), 20_000);
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = parsedLogLine(text);
      lines.push(line);
      if (line.event === 'listening') {
        clearTimeout(timer);
        resolve(Number(line.port));
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`collector exited early with ${code}\n${stderr}${JSON.stringify(lines)}`));
    });
  });
  ready.catch(() => undefined);
  return { child, ready, exited, lines };
}

export async function stopAll(processes: readonly CollectorProcess[]): Promise<void> {
  for (const { child, exited } of processes) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  }
}

/**
 * Sends `emails` through `workers` concurrent clients spread over `urls`, and calls `onAcknowledged` for every
 * signup answered 202, with its answer time. A refused or reset request (a dying process) is not acknowledged.
 */
export async function signupBurst(
  urls: readonly string[],
  emails: readonly string[],
  workers: number,
  onAcknowledged: (email: string, answerMs: number) => void,
): Promise<void> {
  let next = 0;
  const worker = async (workerIndex: number) => {
    while (next < emails.length) {
      const email = emails[next] ?? '';
      next += 1;
      const url = urls[(workerIndex + next) % urls.length];
      const sent = performance.now();
      try {
        const response = await fetch(`${url}/api/newsletter`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, consent: true, language: 'en', page: '/', consentTextVersion: '2026-11-25' }),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 202) onAcknowledged(email, performance.now() - sent);
      } catch {
        // Never acknowledged, so it may be lost.
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
}
