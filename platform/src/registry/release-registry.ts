// Which version of each remote is live, and how it came to be: publish a version, make one live, roll back to the
// one live before it. Every change is an event of the team's history, and the live version is read from it: the
// versions made live, each rollback taking the last of them back.
import type { ReleaseDatabase, Row, Statements } from './release-database.ts';

export class ReleaseError extends Error {
  readonly status: 400 | 404 | 409;
  constructor(status: 400 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

export interface PublishedVersion {
  team: string;
  version: string;
  /** The SRI hash of the version's file list (release-files.json), which holds the hash of every file. */
  integrity: string;
  /** What the version was built against and exposes (tools/release/contract.mjs). */
  contract: unknown;
  publishedAt: string;
  publishedBy: string;
}

export interface ReleaseEvent {
  action: 'published' | 'live' | 'rollback';
  version: string;
  previousVersion: string | null;
  actor: string;
  at: string;
}

export interface TeamReleases {
  team: string;
  live: PublishedVersion | null;
  /** The version a rollback would make live again. */
  rollbackTo: PublishedVersion | null;
  /** Every version that rollbacks, one after another, would make live again: newest first. */
  rollbackChain: string[];
  versions: PublishedVersion[];
  history: ReleaseEvent[];
}

export interface ReleaseRegistry {
  publish(
    team: string,
    release: { version: string; integrity: string; contract: unknown },
    actor: string,
  ): Promise<{ created: boolean; published: PublishedVersion }>;
  makeLive(team: string, version: string, actor: string): Promise<{ live: string; previous: string | null }>;
  /** `expected`: the version the caller checked; refused when a rollback would now make another one live. */
  rollBack(team: string, actor: string, expected?: string): Promise<{ live: string; previous: string }>;
  releasesOf(team: string): Promise<TeamReleases>;
  /** The live version of every team that has one. */
  liveVersions(): Promise<PublishedVersion[]>;
}

function versionOf(row: Row): PublishedVersion {
  return {
    team: String(row.team),
    version: String(row.version),
    integrity: String(row.integrity),
    contract: JSON.parse(String(row.contract)),
    publishedAt: String(row.published_at),
    publishedBy: String(row.published_by),
  };
}

function eventOf(row: Row): ReleaseEvent & { team: string } {
  return {
    team: String(row.team),
    action: row.action as ReleaseEvent['action'],
    version: String(row.version),
    previousVersion: row.previous_version === null ? null : String(row.previous_version),
    actor: String(row.actor),
    at: String(row.at),
  };
}

/** The versions made live, oldest first, each rollback having taken the last one back: the live one is last. */
function liveStack(events: readonly ReleaseEvent[]): string[] {
  const stack: string[] = [];
  for (const event of events) {
    if (event.action === 'live') stack.push(event.version);
    else if (event.action === 'rollback') stack.pop();
  }
  return stack;
}

const VERSIONS_OF_TEAM = 'SELECT * FROM release_versions WHERE team = $1 ORDER BY published_at, version';
const LIVE_EVENTS = "SELECT * FROM release_events WHERE action IN ('live', 'rollback') ORDER BY team, sequence";

export function createReleaseRegistry(db: ReleaseDatabase, now: () => Date = () => new Date()): ReleaseRegistry {
  async function eventsOf(statements: Statements, team: string): Promise<ReleaseEvent[]> {
    const rows = await statements.query('SELECT * FROM release_events WHERE team = $1 ORDER BY sequence', [team]);
    return rows.map(eventOf);
  }

  async function record(statements: Statements, team: string, event: Omit<ReleaseEvent, 'at'>): Promise<void> {
    const [next] = await statements.query(
      'SELECT COALESCE(MAX(sequence), 0) + 1 AS next FROM release_events WHERE team = $1',
      [team],
    );
    await statements.query(
      'INSERT INTO release_events (sequence, team, action, version, previous_version, actor, at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [Number(next?.next), team, event.action, event.version, event.previousVersion, event.actor, now().toISOString()],
    );
  }

  async function findVersion(statements: Statements, team: string, version: string) {
    const [row] = await statements.query('SELECT * FROM release_versions WHERE team = $1 AND version = $2', [
      team,
      version,
    ]);
    return row ? versionOf(row) : null;
  }

  return {
    publish: (team, { version, integrity, contract }, actor) =>
      db.forTeam(team, async (statements) => {
        const existing = await findVersion(statements, team, version);
        if (existing) {
          // Publishing is idempotent; a version is never changed once published.
          if (existing.integrity !== integrity)
            throw new ReleaseError(
              409,
              `${team} ${version} is already published with other files; a version never changes`,
            );
          return { created: false, published: existing };
        }
        const published: PublishedVersion = {
          team,
          version,
          integrity,
          contract,
          publishedAt: now().toISOString(),
          publishedBy: actor,
        };
        await statements.query(
          'INSERT INTO release_versions (team, version, integrity, contract, published_at, published_by) VALUES ($1, $2, $3, $4, $5, $6)',
          [team, version, integrity, JSON.stringify(contract), published.publishedAt, actor],
        );
        await record(statements, team, { action: 'published', version, previousVersion: null, actor });
        return { created: true, published };
      }),

    makeLive: (team, version, actor) =>
      db.forTeam(team, async (statements) => {
        if (!(await findVersion(statements, team, version)))
          throw new ReleaseError(404, `${team} ${version} was never published; publish it first`);
        const previous = liveStack(await eventsOf(statements, team)).at(-1) ?? null;
        if (previous === version) return { live: version, previous };
        await record(statements, team, { action: 'live', version, previousVersion: previous, actor });
        return { live: version, previous };
      }),

    rollBack: (team, actor, expected) =>
      db.forTeam(team, async (statements) => {
        const stack = liveStack(await eventsOf(statements, team));
        const [before, current] = stack.slice(-2);
        if (stack.length < 2 || before === undefined || current === undefined)
          throw new ReleaseError(409, `${team} has no earlier live version to roll back to`);
        if (expected !== undefined && expected !== before)
          throw new ReleaseError(
            409,
            `A rollback of ${team} would now make ${before} live, not ${expected}; look again`,
          );
        await record(statements, team, { action: 'rollback', version: before, previousVersion: current, actor });
        return { live: before, previous: current };
      }),

    async releasesOf(team) {
      const [versions, history] = await Promise.all([
        db.query(VERSIONS_OF_TEAM, [team]).then((rows) => rows.map(versionOf)),
        eventsOf(db, team),
      ]);
      const stack = liveStack(history);
      const find = (version: string | undefined) => versions.find((v) => v.version === version) ?? null;
      return {
        team,
        live: find(stack.at(-1)),
        rollbackTo: find(stack.at(-2)),
        rollbackChain: stack.slice(0, -1).reverse(),
        versions,
        history,
      };
    },

    async liveVersions() {
      const events = (await db.query(LIVE_EVENTS)).map(eventOf);
      const teams = [...new Set(events.map((event) => event.team))];
      const live = teams
        .map((team) => [team, liveStack(events.filter((event) => event.team === team)).at(-1)] as const)
        .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
      const found = await Promise.all(live.map(([team, version]) => findVersion(db, team, version)));
      return found.filter((version): version is PublishedVersion => version !== null);
    },
  };
}
