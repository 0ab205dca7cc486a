// Which of several Lighthouse runs of one route stands for them (kept apart from the runner, which loads Lighthouse).

/**
 * Picks the run with the median performance score. Runs with the same score are ordered by Total Blocking Time,
 * worst first: when every run scores 100, the pick is the run with the median TBT, not simply the first one.
 * @template {{ summary: { performance: number|null, tbtMs: number|null } }} T
 * @param {T[]} runs
 * @returns {T}
 */
export function medianByPerformance(runs) {
  const sorted = [...runs].sort(
    (a, b) =>
      (a.summary.performance ?? 0) - (b.summary.performance ?? 0) || (b.summary.tbtMs ?? 0) - (a.summary.tbtMs ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
