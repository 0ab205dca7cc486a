// Rolls a canary back when its failures per page view exceed the live version's by more than the margin.
import type { ServerLog } from '../http/server-log.ts';
import type { FieldFigures, VersionFigures } from './field-figures.ts';
import type { ReleaseRegistry } from './release-registry.ts';

export const DEFAULT_CANARY_POLICY = {
  minPageViews: 50, // of the canary, before its figures are judged
  failureMarginPercent: 5, // in per cent of page views
};

export type CanaryPolicy = typeof DEFAULT_CANARY_POLICY;

const failureRate = (figures: VersionFigures | undefined) =>
  figures ? (figures.slotErrors + figures.loadFailures) / Math.max(1, figures.pageViews) : 0;
const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

export function createCanaryWatch(
  registry: ReleaseRegistry,
  figures: FieldFigures,
  policy: CanaryPolicy,
  log: ServerLog,
) {
  const checking = new Map<string, Promise<void>>();

  async function judge(team: string): Promise<void> {
    const { canary, live } = await registry.releasesOf(team);
    if (!canary || !live) return;
    const versions = await figures.figuresOf(team, new Date(canary.startedAt));
    const canaryFigures = versions.find((v) => v.version === canary.version.version);
    const liveFigures = versions.find((v) => v.version === live.version);
    if (!canaryFigures || canaryFigures.pageViews < policy.minPageViews) return;
    const canaryRate = failureRate(canaryFigures);
    const liveRate = failureRate(liveFigures);
    if (canaryRate <= liveRate + policy.failureMarginPercent / 100) return;
    const reason = `canary failures ${percent(canaryRate)} of ${canaryFigures.pageViews} page views, live ${percent(liveRate)} of ${liveFigures?.pageViews ?? 0}`;
    // `live.version`: refused if a team's own move came in between; the next report judges again.
    await registry.rollBack(team, `release-registry (automatic rollback: ${reason})`, live.version);
    log({ event: 'canary-rolled-back', team, canary: canary.version.version, live: live.version, reason });
  }

  return {
    // One judgement a team at a time; reports that come meanwhile are judged by the one under way.
    check(team: string) {
      const running = checking.get(team);
      if (running) return running;
      const judgement = judge(team)
        .catch((error: unknown) => log({ level: 'warn', message: `judging ${team}'s canary failed: ${String(error)}` }))
        .finally(() => checking.delete(team));
      checking.set(team, judgement);
      return judgement;
    },
  };
}
