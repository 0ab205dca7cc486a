// Field figures of visitors who allowed analytics (host/src/field-figures/ sends them), a row a figure.
// Nothing in a row points at a person: no address, no identifier, the device only as "mobile" or "desktop".
import { FIELD_REPORT_DAYS, type FieldFigureKind, type FieldReport } from '../../../shared/src/field-reports.ts';
import type { Statements } from './release-database.ts';

/** Nearest rank. */
function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export type FieldFigures = ReturnType<typeof createFieldFigures>;
export type VersionFigures = Awaited<ReturnType<FieldFigures['figuresOf']>>[number];

export function createFieldFigures(db: Statements) {
  let prunedAt = -Infinity;

  return {
    async record({ device, versions, viewed, figures }: FieldReport) {
      const at = new Date().toISOString();
      const rows: (string | number | null)[][] = [
        ...viewed.map((team) => [team, versions[team] ?? '', 'page-view', null]),
        ...figures.map(({ kind, team, value }) => [team, versions[team] ?? '', kind, value ?? null]),
      ];
      if (rows.length === 0) return;
      const placeholders = rows.map((_, row) => `(${[1, 2, 3, 4, 5, 6].map((c) => `$${row * 6 + c}`).join(', ')})`);
      await db.query(
        `INSERT INTO field_reports (team, version, kind, value, device, at) VALUES ${placeholders.join(', ')}`,
        rows.flatMap((row) => [...row, device, at]),
      );
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await db.query('DELETE FROM field_reports WHERE at < $1', [
          new Date(Date.now() - FIELD_REPORT_DAYS * DAY_MS).toISOString(),
        ]);
      }
    },

    /** The most viewed version first. */
    async figuresOf(team: string, since: Date) {
      const rows = await db.query('SELECT version, kind, value FROM field_reports WHERE team = $1 AND at >= $2', [
        team,
        since.toISOString(),
      ]);
      // Map.groupBy is not in the ES2023 library the types are checked against.
      const versions = new Map<string, Record<string, unknown[]>>();
      for (const { version, kind, value } of rows) {
        const kinds = versions.get(String(version)) ?? {};
        versions.set(String(version), kinds);
        (kinds[String(kind)] ??= []).push(value);
      }
      return [...versions]
        .map(([version, kinds]) => {
          const ofKind = (kind: string) => kinds[kind] ?? [];
          const pageViews = ofKind('page-view').length;
          const slotErrors = ofKind('slot-error').length;
          const loadFailures = ofKind('load-failure').length;
          const percentile = (kind: FieldFigureKind) =>
            p75(ofKind(kind).flatMap((value) => (value === null || value === undefined ? [] : [Number(value)])));
          return {
            version,
            pageViews,
            // Milliseconds (CLS: unitless).
            lcpP75: percentile('lcp'),
            inpP75: percentile('inp'),
            clsP75: percentile('cls'),
            firstInputDelayP75: percentile('first-input-delay'),
            slotErrors,
            loadFailures,
            errorRate: slotErrors / Math.max(1, pageViews),
            loadFailureRate: loadFailures / Math.max(1, pageViews),
          };
        })
        .sort((a, b) => b.pageViews - a.pageViews);
    },
  };
}
