import { describe, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { publishToStore } from './release-store.mjs';

describe('the release store', () => {
  test('a build from a private temporary folder is published readable by the origin that serves it', async () => {
    const build = await mkdtemp(path.join(os.tmpdir(), 'release-store-build-')); // mode 0700
    const store = await mkdtemp(path.join(os.tmpdir(), 'release-store-'));
    try {
      await writeFile(path.join(build, 'mf-manifest.json'), '{}');
      const release = { version: 'v1', listing: '{"files":{}}' };
      expect(await publishToStore({ store, team: 'catalog', root: build, release })).toBe('published');
      const folder = path.join(store, 'catalog', 'v1');
      expect((await stat(folder)).mode & 0o777).toBe(0o755);
      expect(await readFile(path.join(folder, 'release-files.json'), 'utf8')).toBe(release.listing);
      expect(await publishToStore({ store, team: 'catalog', root: build, release })).toBe('already-published');
    } finally {
      await rm(build, { recursive: true, force: true });
      await rm(store, { recursive: true, force: true });
    }
  });
});
