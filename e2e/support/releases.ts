import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { slotHtml } from './composed-html';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/**
 * A team's release command as the team runs it (`npm run release -- catalog …`, tools/release.mjs), against the
 * compose stack's registry. Asynchronous: load loops in the same process keep running meanwhile.
 */
export async function releaseCommand(
  command: 'release' | 'rollback' | 'releases' | 'override',
  team: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, ['tools/release.mjs', command, team, ...args], {
      cwd: REPO,
      env: { ...process.env, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `npm run ${command} -- ${team} ${args.join(' ')} failed:\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`,
      {
        cause: error,
      },
    );
  }
}

/** The build id of the `team`'s part in a composed page's HTML, or null when the server left that part out. */
export function buildInSlot(html: string, team: string): string | null {
  return /^<!--\$--><div data-build="([^"]+)"/.exec(slotHtml(html, team) ?? '')?.[1] ?? null;
}

export interface LoadReport {
  pages: number;
  pagesWithoutTheTeam: number;
  files: number;
  failed: number;
  failures: string[];
}

/**
 * Requests in loops until stopped, as visitors would make them during a release: the composed page, and the
 * remote's manifest and entry that page names. Every answer must be a 200, and every page must have the team's part.
 */
export function loadDuring(pageUrl: string, team: string, loops = 4): { stop: () => Promise<LoadReport> } {
  const report: LoadReport = { pages: 0, pagesWithoutTheTeam: 0, files: 0, failed: 0, failures: [] };
  let running = true;
  const fail = (what: string) => {
    report.failed += 1;
    if (report.failures.length < 10) report.failures.push(what);
  };
  const fetchText = async (url: string) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      const text = await response.text();
      if (!response.ok) fail(`${url}: HTTP ${response.status}`);
      return response.ok ? text : null;
    } catch (error) {
      fail(`${url}: ${String((error as Error).cause ?? error)}`);
      return null;
    }
  };
  const loop = async () => {
    while (running) {
      const html = await fetchText(pageUrl);
      report.pages += 1;
      if (html === null) continue;
      if (buildInSlot(html, team) === null) report.pagesWithoutTheTeam += 1;
      const config = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      const manifest = config ? (JSON.parse(config).remotes?.[team] as string | undefined) : undefined;
      if (!manifest) {
        fail(`${pageUrl}: no manifest of ${team} in the page's runtime config`);
        continue;
      }
      for (const file of [manifest, new URL('remoteEntry.js', manifest).href]) {
        await fetchText(file);
        report.files += 1;
      }
    }
  };
  const loopsDone = Promise.all(Array.from({ length: loops }, loop));
  return {
    stop: async () => {
      running = false;
      await loopsDone;
      return report;
    },
  };
}
