import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compareSpecs, readResult, RESULT_FILES, writeResult } from './result-files.mjs';

describe('benchmark results: one file per benchmark', () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bench-results-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names each benchmark once, with no time in the name', () => {
    const names = Object.values(RESULT_FILES);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z-]+\.json$/);
  });

  it('writes a run over the previous one', async () => {
    const first = writeResult('serverLoad', { run: 1 }, dir);
    const second = writeResult('serverLoad', { run: 2 }, dir);
    expect(second).toBe(first);
    expect(path.basename(first)).toBe('server-load.json');
    expect(await readdir(dir)).toEqual(['server-load.json']);
    expect(JSON.parse(await readFile(first, 'utf8'))).toEqual({ run: 2 });
  });

  it('reads a file, or the file as committed when given <commit>:<path>', async () => {
    const git = (...args) => {
      const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(result.stderr);
    };
    git('init', '-q');
    await writeFile(path.join(dir, 'lighthouse.json'), '{"run":1}\n');
    git('add', 'lighthouse.json');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'run 1');
    await writeFile(path.join(dir, 'lighthouse.json'), '{"run":2}\n');
    expect(readResult('lighthouse.json', { cwd: dir, root: dir })).toEqual({ run: 2 });
    expect(readResult(path.join(dir, 'lighthouse.json'))).toEqual({ run: 2 });
    expect(readResult('HEAD:lighthouse.json', { cwd: dir, root: dir })).toEqual({ run: 1 });
    expect(() => readResult('HEAD:missing.json', { cwd: dir, root: dir })).toThrow(/git show HEAD:missing.json/);
    expect(() => readResult('missing.json', { cwd: dir, root: dir })).toThrow(/no such file/);
  });

  it('compares the committed result with the last run unless told which', () => {
    expect(compareSpecs([])).toEqual(['HEAD:bench-results/lighthouse.json', 'bench-results/lighthouse.json']);
    expect(compareSpecs(['HEAD~2:bench-results/lighthouse.json'])).toEqual([
      'HEAD~2:bench-results/lighthouse.json',
      'bench-results/lighthouse.json',
    ]);
    expect(compareSpecs(['a.json', 'b.json'])).toEqual(['a.json', 'b.json']);
    expect(() => compareSpecs(['a', 'b', 'c'])).toThrow(/Usage/);
  });
});
