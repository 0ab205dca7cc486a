import { describe, expect, test } from '@jest/globals';
import { prunableVersions } from './retention.mjs';

const day = (n) => new Date(Date.UTC(2026, 10, n)).toISOString();
const versions = Array.from({ length: 9 }, (_, i) => ({ version: `v${i + 1}`, publishedAt: day(i + 1) }));

describe('the retention of published versions', () => {
  test('keeps the live one, every one a rollback could bring back, those live lately and the last few; prunes the rest', () => {
    const history = [
      { action: 'live', version: 'v1', at: day(1) },
      { action: 'live', version: 'v2', at: day(2) },
      { action: 'live', version: 'v3', at: day(20) }, // v2 was live until the 20th
      { action: 'live', version: 'v4', at: day(21) },
    ];
    const releases = {
      live: { version: 'v4' },
      rollbackChain: ['v3', 'v2', 'v1'],
      versions,
      history,
    };
    expect(prunableVersions(releases, { keep: 3, days: 14, now: new Date(day(25)) })).toEqual(['v5', 'v6']);
  });

  test('prunes a version once no rollback could bring it back and it is out of the window', () => {
    const history = [
      { action: 'live', version: 'v1', at: day(1) },
      { action: 'live', version: 'v2', at: day(2) },
      { action: 'rollback', version: 'v1', at: day(3) },
      { action: 'live', version: 'v3', at: day(4) },
    ];
    // v2 was rolled back: no rollback brings it back, and it was last live on the 2nd.
    const releases = { live: { version: 'v3' }, rollbackChain: ['v1'], versions: versions.slice(0, 3), history };
    expect(prunableVersions(releases, { keep: 1, days: 14, now: new Date(day(25)) })).toEqual(['v2']);
  });

  test('keeps a running canary, and one ended within the window; prunes one ended before it', () => {
    const history = [
      { action: 'live', version: 'v1', at: day(1) },
      { action: 'canary', version: 'v2', at: day(2) },
      { action: 'canary-ended', version: 'v2', at: day(3) },
      { action: 'canary', version: 'v3', at: day(20) },
      { action: 'canary-ended', version: 'v3', at: day(21) },
      { action: 'canary', version: 'v4', at: day(22) },
    ];
    const releases = {
      live: { version: 'v1' },
      canary: { version: { version: 'v4' }, share: 10 },
      rollbackChain: [],
      versions: versions.slice(0, 5),
      history,
    };
    expect(prunableVersions(releases, { keep: 1, days: 14, now: new Date(day(25)) })).toEqual(['v2']);
  });

  test('prunes nothing while every version is within the last ones kept', () => {
    const releases = { live: null, rollbackChain: [], versions: versions.slice(0, 3), history: [] };
    expect(prunableVersions(releases, { keep: 5 })).toEqual([]);
  });
});
