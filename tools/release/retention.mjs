// Which published versions may leave the store (npm run releases -- <team> --prune): none that is live or a running
// canary, that any rollback would bring back, that was live or a canary within the last `days`, or that is among
// the last `keep` published.
// Pages open for longer than that may still load a pruned version's files; days are far longer than a visit.
export const RETENTION = { keep: 5, days: 14 };

/**
 * @param {{ live: {version: string} | null, canary?: {version: {version: string}} | null, rollbackChain: string[],
 *   versions: {version: string, publishedAt: string}[], history: {action: string, version: string, at: string}[] }} releases
 * @returns {string[]} the versions that may be removed, oldest first
 */
export function prunableVersions(releases, { keep = RETENTION.keep, days = RETENTION.days, now = new Date() } = {}) {
  const since = now.getTime() - days * 24 * 60 * 60 * 1000;
  const kept = new Set(
    [releases.live?.version, releases.canary?.version.version, ...releases.rollbackChain].filter(
      (version) => version !== undefined,
    ),
  );
  const byAge = [...releases.versions].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  for (const { version } of byAge.slice(-keep)) kept.add(version);
  // Live until the next live or rollback event: live within the window if that event came after its start.
  const moves = releases.history.filter((event) => event.action === 'live' || event.action === 'rollback');
  moves.forEach((event, index) => {
    const until = moves[index + 1]?.at;
    if (until === undefined || Date.parse(until) >= since) kept.add(event.version);
  });
  for (const event of releases.history)
    if (event.action === 'canary-ended' && Date.parse(event.at) >= since) kept.add(event.version);
  return byAge.map(({ version }) => version).filter((version) => !kept.has(version));
}
