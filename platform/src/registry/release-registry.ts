// Which version of each remote is live, and how it came to be: every change (publish, make live, canary, rollback)
// is an event of the team's history, and what is live is read from that history (liveStateOf).
import type { ReleaseDatabase, Row, Statements } from './release-database.ts';

/** A request the registry refuses, in words; `statusCode`, Fastify's name for it, is the status it is answered with. */
export class ReleaseError extends Error {
  readonly statusCode: 400 | 401 | 403 | 404 | 409;
  constructor(statusCode: 400 | 401 | 403 | 404 | 409, message: string) {
    super(message);
    this.statusCode = statusCode;
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
  action: 'published' | 'live' | 'rollback' | 'canary' | 'canary-ended';
  version: string;
  previousVersion: string | null;
  /** A canary's share of visitors, in per cent. */
  share: number | null;
  actor: string;
  at: string;
}

/** A version shown to a share of visitors, beside the live one. */
export interface Canary {
  version: PublishedVersion;
  /** Per cent of visitors, 1 to 99. */
  share: number;
  /** When this version's canary started (a change of its share keeps it). */
  startedAt: string;
}

/** A team's live version and its canary, as the discovery document names them. */
export interface LiveRelease {
  live: PublishedVersion;
  canary: Canary | null;
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
    share: row.share === null || row.share === undefined ? null : Number(row.share),
    actor: String(row.actor),
    at: String(row.at),
  };
}

/** A canary as the history names it: its version by name alone. */
type RunningCanary = Omit<Canary, 'version'> & { version: string };

/** The running canary with its published version, or null where there is none (or its version is not had). */
function canaryOf(running: RunningCanary | null, version: PublishedVersion | null): Canary | null {
  return running && version ? { version, share: running.share, startedAt: running.startedAt } : null;
}

/**
 * What a team's history makes live: the versions made live, oldest first, each rollback having taken the last one
 * back (the live one is last); and the canary running, if one is. Making a version live ends a canary.
 */
function liveStateOf(events: readonly ReleaseEvent[]) {
  const stack: string[] = [];
  let canary: RunningCanary | null = null;
  for (const event of events) {
    if (event.action === 'live') stack.push(event.version);
    else if (event.action === 'rollback') stack.pop();
    if (event.action === 'canary') {
      // A new canary, or the running one at another share: it keeps its start.
      const startedAt: string = canary?.version === event.version ? canary.startedAt : event.at;
      canary = { version: event.version, share: event.share ?? 0, startedAt };
    } else if (event.action !== 'published') canary = null;
  }
  return { stack, canary };
}

/** What the registry does, as its HTTP API and the canary watch call it. */
export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;

export function createReleaseRegistry(db: ReleaseDatabase, now: () => Date = () => new Date()) {
  async function eventsOf(statements: Statements, team: string): Promise<ReleaseEvent[]> {
    const rows = await statements.query('SELECT * FROM release_events WHERE team = $1 ORDER BY sequence', [team]);
    return rows.map(eventOf);
  }

  async function record(
    statements: Statements,
    team: string,
    event: Omit<ReleaseEvent, 'at' | 'share'> & { share?: number },
  ): Promise<void> {
    await statements.query(
      `INSERT INTO release_events (sequence, team, action, version, previous_version, share, actor, at)
       SELECT COALESCE(MAX(sequence), 0) + 1, $1, $2, $3, $4, $5, $6, $7 FROM release_events WHERE team = $1`,
      [team, event.action, event.version, event.previousVersion, event.share ?? null, event.actor, now().toISOString()],
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
    publish: (team: string, release: Pick<PublishedVersion, 'version' | 'integrity' | 'contract'>, actor: string) =>
      db.forTeam(team, async (statements) => {
        const { version, integrity, contract } = release;
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
        const published = { team, version, integrity, contract, publishedAt: now().toISOString(), publishedBy: actor };
        await statements.query(
          'INSERT INTO release_versions (team, version, integrity, contract, published_at, published_by) VALUES ($1, $2, $3, $4, $5, $6)',
          [team, version, integrity, JSON.stringify(contract), published.publishedAt, actor],
        );
        await record(statements, team, { action: 'published', version, previousVersion: null, actor });
        return { created: true, published };
      }),

    makeLive: (team: string, version: string, actor: string) =>
      db.forTeam(team, async (statements) => {
        if (!(await findVersion(statements, team, version)))
          throw new ReleaseError(404, `${team} ${version} was never published; publish it first`);
        const { stack, canary } = liveStateOf(await eventsOf(statements, team));
        const previous = stack.at(-1) ?? null;
        if (canary && canary.version !== version)
          throw new ReleaseError(
            409,
            `A canary of ${team} ${canary.version} is running on ${canary.share}% of visitors: promote it or roll it back first`,
          );
        if (previous !== version)
          await record(statements, team, { action: 'live', version, previousVersion: previous, actor });
        return { live: version, previous };
      }),

    /** Shows a published version to `share` (1 to 99) per cent of visitors beside the live one; again, changes it. */
    startCanary: (team: string, version: string, share: number, actor: string) =>
      db.forTeam(team, async (statements) => {
        if (!(await findVersion(statements, team, version)))
          throw new ReleaseError(404, `${team} ${version} was never published; publish it first`);
        const live = liveStateOf(await eventsOf(statements, team)).stack.at(-1);
        if (live === undefined)
          throw new ReleaseError(409, `${team} has no live version for a canary to run beside; make one live first`);
        if (live === version) throw new ReleaseError(409, `${team} ${version} is live already, for every visitor`);
        await record(statements, team, { action: 'canary', version, previousVersion: live, share, actor });
        return { canary: version, share, live };
      }),

    /**
     * Ends a canary, or else makes the version live before the live one live again. `expected`: the version the
     * caller checked would be live after it; refused when another one would.
     */
    rollBack: (team: string, actor: string, expected?: string) =>
      db.forTeam(team, async (statements) => {
        const { stack, canary } = liveStateOf(await eventsOf(statements, team));
        const live = stack.at(-1);
        if (canary && live !== undefined) {
          if (expected !== undefined && expected !== live)
            throw new ReleaseError(
              409,
              `A rollback of ${team} would now end its canary and keep ${live}, not ${expected}; look again`,
            );
          await record(statements, team, {
            action: 'canary-ended',
            version: canary.version,
            previousVersion: live,
            actor,
          });
          return { live, previous: canary.version, canaryEnded: true };
        }
        const before = stack.at(-2);
        if (before === undefined || live === undefined)
          throw new ReleaseError(409, `${team} has no earlier live version to roll back to`);
        if (expected !== undefined && expected !== before)
          throw new ReleaseError(
            409,
            `A rollback of ${team} would now make ${before} live, not ${expected}; look again`,
          );
        await record(statements, team, { action: 'rollback', version: before, previousVersion: live, actor });
        return { live: before, previous: live, canaryEnded: false };
      }),

    async releasesOf(team: string) {
      const [versions, history] = await Promise.all([
        db
          .query('SELECT * FROM release_versions WHERE team = $1 ORDER BY published_at, version', [team])
          .then((rows) => rows.map(versionOf)),
        eventsOf(db, team),
      ]);
      const { stack, canary } = liveStateOf(history);
      const find = (version: string | undefined) => versions.find((v) => v.version === version) ?? null;
      return {
        team,
        live: find(stack.at(-1)),
        canary: canaryOf(canary, find(canary?.version)),
        // The version a rollback would make live again (with a canary: it ends the canary, and the live one stays),
        // and every version that rollbacks, one after another, would make live again: newest first.
        rollbackTo: find(stack.at(-2)),
        rollbackChain: stack.slice(0, -1).reverse(),
        versions,
        history,
      };
    },

    /** The live version, and canary, of every team that has one. */
    async liveReleases() {
      const rows = await db.query("SELECT * FROM release_events WHERE action <> 'published' ORDER BY team, sequence");
      const events = rows.map(eventOf);
      const teams = [...new Set(events.map((event) => event.team))];
      const releases = await Promise.all(
        teams.map(async (team): Promise<LiveRelease | null> => {
          const { stack, canary } = liveStateOf(events.filter((event) => event.team === team));
          const liveVersion = stack.at(-1);
          const live = liveVersion === undefined ? null : await findVersion(db, team, liveVersion);
          if (!live) return null;
          return { live, canary: canaryOf(canary, canary && (await findVersion(db, team, canary.version))) };
        }),
      );
      return releases.filter((release): release is LiveRelease => release !== null);
    },
  };
}
