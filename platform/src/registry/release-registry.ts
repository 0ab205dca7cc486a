// Which version of each remote is live, read from each team's history of events (liveStateOf).
import type { ReleaseDatabase, Row, Statements } from './release-database.ts';

/** `statusCode` is Fastify's name for the answer's status. */
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
  /** SRI hash of release-files.json, which holds the hash of every file. */
  integrity: string;
  /** tools/release/contract.mjs. */
  contract: unknown;
  publishedAt: string;
  publishedBy: string;
}

export type ReleaseEvent = {
  action: 'published' | 'live' | 'rollback' | 'canary' | 'canary-ended';
  version: string;
  previousVersion: string | null;
  /** A canary's per cent of visitors. */
  share: number | null;
  actor: string;
  at: string;
};

export interface Canary {
  version: PublishedVersion;
  /** 1 to 99 per cent. */
  share: number;
  /** A change of share keeps it. */
  startedAt: string;
}

export interface LiveRelease {
  live: PublishedVersion;
  canary: Canary | null;
}

// The columns under the names, and in the order, of the answers' fields.
const VERSION_COLUMNS = `team, version, integrity, contract, published_at AS "publishedAt", published_by AS "publishedBy"`;
const EVENT_COLUMNS = `team, action, version, previous_version AS "previousVersion", share, actor, at`;

/** The contract is kept as JSON text. */
const versionOf = (row: Row) => ({ ...row, contract: JSON.parse(String(row.contract)) }) as PublishedVersion;

type RunningCanary = Omit<Canary, 'version'> & { version: string };

/** `stack`: the versions made live, less those rolled back; the live one last. Making a version live ends a canary. */
function liveStateOf(events: readonly ReleaseEvent[]) {
  const stack: string[] = [];
  let canary: RunningCanary | null = null;
  for (const event of events) {
    if (event.action === 'live') stack.push(event.version);
    else if (event.action === 'rollback') stack.pop();
    if (event.action === 'canary') {
      // The running one at another share keeps its start.
      const startedAt: string = canary?.version === event.version ? canary.startedAt : event.at;
      canary = { version: event.version, share: event.share ?? 0, startedAt };
    } else if (event.action !== 'published') canary = null;
  }
  return { stack, canary };
}

export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;

const now = () => new Date().toISOString();

export function createReleaseRegistry(db: ReleaseDatabase) {
  async function eventsOf(statements: Statements, team: string) {
    const sql = `SELECT ${EVENT_COLUMNS} FROM release_events WHERE team = $1 ORDER BY sequence`;
    return (await statements.query(sql, [team])) as (ReleaseEvent & { team: string })[];
  }

  async function record(
    statements: Statements,
    team: string,
    event: Omit<ReleaseEvent, 'at' | 'share'> & { share?: number },
  ): Promise<void> {
    await statements.query(
      `INSERT INTO release_events (sequence, team, action, version, previous_version, share, actor, at)
       SELECT COALESCE(MAX(sequence), 0) + 1, $1, $2, $3, $4, $5, $6, $7 FROM release_events WHERE team = $1`,
      [team, event.action, event.version, event.previousVersion, event.share ?? null, event.actor, now()],
    );
  }

  async function findVersion(statements: Statements, team: string, version: string) {
    const sql = `SELECT ${VERSION_COLUMNS} FROM release_versions WHERE team = $1 AND version = $2`;
    const [row] = await statements.query(sql, [team, version]);
    return row ? versionOf(row) : null;
  }

  async function releasesOf(team: string) {
    // The history first: a version it makes live was published before, so the versions read next include it.
    const history = await eventsOf(db, team);
    const sql = `SELECT ${VERSION_COLUMNS} FROM release_versions WHERE team = $1 ORDER BY published_at, version`;
    const versions = (await db.query(sql, [team])).map(versionOf);
    const { stack, canary } = liveStateOf(history);
    const find = (version: string | undefined) => versions.find((v) => v.version === version) ?? null;
    const canaryVersion = find(canary?.version);
    return {
      team,
      live: find(stack.at(-1)),
      canary: canary && canaryVersion ? { ...canary, version: canaryVersion } : null,
      // What rollbacks would make live, newest first (with a canary, a rollback first just ends it).
      rollbackTo: find(stack.at(-2)),
      rollbackChain: stack.slice(0, -1).reverse(),
      versions,
      history,
    };
  }

  return {
    publish: (team: string, release: Pick<PublishedVersion, 'version' | 'integrity' | 'contract'>, actor: string) =>
      db.forTeam(team, async (statements) => {
        const { version, integrity, contract } = release;
        const existing = await findVersion(statements, team, version);
        if (existing) {
          // Idempotent; a published version never changes.
          if (existing.integrity !== integrity)
            throw new ReleaseError(
              409,
              `${team} ${version} is already published with other files; a version never changes`,
            );
          return { created: false, published: existing };
        }
        const published = { team, version, integrity, contract, publishedAt: now(), publishedBy: actor };
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

    /** Called again, it changes the share. */
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

    /** Ends a canary, or else restores the previous live version. Refused if a given `expected` would not be live. */
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

    releasesOf,

    /** The teams with a live version, by name. */
    async liveReleases(): Promise<LiveRelease[]> {
      const teams = await db.query(
        "SELECT DISTINCT team FROM release_events WHERE action <> 'published' ORDER BY team",
      );
      const releases = await Promise.all(teams.map(({ team }) => releasesOf(String(team))));
      return releases.flatMap(({ live, canary }) => (live ? [{ live, canary }] : []));
    },
  };
}
