// The release registry's HTTP API (docs/shipping-a-remote.md); each team writes with its own token.
import { createHash, timingSafeEqual } from 'node:crypto';
import ajvCompiler, { type Options as AjvOptions } from '@fastify/ajv-compiler';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { fastifyLoggerFor, type ServerLog } from '../http/server-log.ts';
import { jsonOf } from '../json-of.ts';
import { discoveryDocumentOf, INTEGRITY_PATTERN, VERSION_PATTERN } from './discovery-document.ts';
import { ReleaseError, type ReleaseRegistry } from './release-registry.ts';
import { OVERRIDE_MINUTES, signOverride } from '../overrides/override-token.ts';
import { createCanaryWatch, DEFAULT_CANARY_POLICY, type CanaryPolicy } from './canary-watch.ts';
import type { FieldFigures } from './field-figures.ts';
import {
  DEVICE_CLASSES,
  FIELD_FIGURE_KINDS,
  FIELD_REPORT_DAYS,
  HOST_PART,
  type FieldReport,
} from '../../../shared/src/field-reports.ts';

/** A contract is a few KB. */
const BODY_LIMIT = 256 * 1024;
/** A page's figures are a few hundred bytes. */
const FIELD_REPORT_LIMIT = 8 * 1024;
/** A visitor sends one or two a page. */
const FIELD_REPORTS_PER_MINUTE = 120;
const CANARY_TEAMS_REFRESH_MS = 2000;

export interface RegistryAppOptions {
  registry: ReleaseRegistry;
  /** team -> "http://localhost:3001/releases/". */
  releaseBaseUrls: Record<string, string>;
  /** A team without a token cannot release. */
  teamTokens: Record<string, string>;
  figures: FieldFigures;
  canaryPolicy?: CanaryPolicy;
  /** Proxies whose X-Forwarded-For names the client. */
  trustProxyHops?: number;
  /** Unset, no overrides. */
  overrideSecret?: string | undefined;
  overrideOrigins?: readonly string[];
  log?: ServerLog;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time. */
function teamOfToken(teamTokens: Record<string, string>, header: string | undefined): string | null {
  const token = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (!token) return null;
  const given = digest(token);
  const match = Object.entries(teamTokens).find(([, known]) => timingSafeEqual(digest(known), given));
  return match ? match[0] : null;
}

const versionField = { type: 'string', pattern: VERSION_PATTERN } as const;

// A query string is text, so `days=7` is read as the number it spells; a JSON body says what it means, and
// {"version": 5} or {"share": "20"} is refused rather than read as "5" or 20.
const ajvValidators = ajvCompiler();
const textOnlyCoercion: typeof ajvValidators = (schemas, options = {}) => {
  const coercing = ajvValidators(schemas, options);
  const customOptions = { ...(options.customOptions as AjvOptions), coerceTypes: false };
  const exact = ajvValidators(schemas, { plugins: options.plugins, onCreate: options.onCreate, customOptions });
  return (route) => (route.httpPart === 'body' ? exact : coercing)(route);
};

const objectOf = (required: string[], properties: Record<string, object>) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;
const writeOptions = (required: string[], properties: Record<string, object>) => ({
  schema: { body: objectOf(required, properties) },
});

export function buildRegistryApp({
  registry,
  releaseBaseUrls,
  teamTokens,
  figures,
  canaryPolicy = DEFAULT_CANARY_POLICY,
  trustProxyHops = 0,
  overrideSecret,
  overrideOrigins = [],
  log = () => undefined,
}: RegistryAppOptions) {
  const app: FastifyInstance = Fastify({
    loggerInstance: fastifyLoggerFor(log),
    bodyLimit: BODY_LIMIT,
    // Fastify's types take a hop count only as a function.
    trustProxy: (_address: string, hop: number) => hop < trustProxyHops,
    // A field the API does not know is an error, not something dropped in silence.
    ajv: { customOptions: { removeAdditional: false } },
    schemaController: { compilersFactory: { buildValidator: textOnlyCoercion } },
  });
  const teams = Object.keys(releaseBaseUrls);
  const pageTeams = [...teams, HOST_PART];

  const canaryWatch = createCanaryWatch(registry, figures, canaryPolicy, log);
  // Read again at once after a move made here.
  let canaryTeams = { readAt: -Infinity, teams: Promise.resolve(new Set<string>()) };
  const teamsWithCanary = () => {
    if (Date.now() - canaryTeams.readAt >= CANARY_TEAMS_REFRESH_MS)
      canaryTeams = {
        readAt: Date.now(),
        teams: registry
          .liveReleases()
          .then((live) => new Set(live.filter(({ canary }) => canary).map(({ live: { team } }) => team))),
      };
    return canaryTeams.teams;
  };

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) log({ level: 'error', message: String(error.stack ?? error) });
    return reply
      .code(status)
      .send({ error: status >= 500 ? 'The registry could not answer; try again.' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'No such address in the registry.' }));

  function assertKnown(team: string, known: readonly string[] = teams): void {
    if (!known.includes(team)) throw new ReleaseError(404, `No remote "${team}". Known: ${known.join(', ')}`);
  }

  /** The token must be the path's team's. Returns the actor recorded. */
  function authorised(request: FastifyRequest<{ Params: { team: string } }>): string {
    const { team } = request.params;
    assertKnown(team);
    const tokenTeam = teamOfToken(teamTokens, request.headers.authorization);
    if (tokenTeam === null) throw new ReleaseError(401, 'A team token is needed: Authorization: Bearer <token>.');
    if (tokenTeam !== team) throw new ReleaseError(403, `This token is ${tokenTeam}'s; it cannot move ${team}.`);
    const actor = String(request.headers['x-release-actor'] ?? '')
      .replace(/[^\w .@+-]/g, '')
      .slice(0, 80);
    return actor ? `${team} (${actor})` : team;
  }

  async function move<T extends object>(
    event: string,
    request: FastifyRequest<{ Params: { team: string } }>,
    change: (team: string, actor: string) => Promise<T>,
  ): Promise<T> {
    const actor = authorised(request);
    const moved = await change(request.params.team, actor);
    canaryTeams = { ...canaryTeams, readAt: -Infinity };
    log({ event, team: request.params.team, ...moved, actor });
    return moved;
  }

  app.get('/healthz', () => registry.liveReleases().then(() => ({ ok: true })));

  app.get('/discovery.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return discoveryDocumentOf(await registry.liveReleases(), releaseBaseUrls);
  });

  app.get<{ Params: { team: string } }>('/teams/:team/releases', async (request) => {
    assertKnown(request.params.team);
    return registry.releasesOf(request.params.team);
  });

  app.post<{ Params: { team: string }; Body: { version: string; integrity: string; contract: unknown } }>(
    '/teams/:team/versions',
    writeOptions(['version', 'integrity'], {
      version: versionField,
      integrity: { type: 'string', pattern: INTEGRITY_PATTERN },
      contract: { type: 'object', default: {} },
    }),
    async (request, reply) => {
      const actor = authorised(request);
      const { team } = request.params;
      const { created, published } = await registry.publish(team, request.body, actor);
      log({ event: 'published', team, version: request.body.version, actor, created });
      return reply.code(created ? 201 : 200).send(published);
    },
  );

  app.post<{ Params: { team: string }; Body: { version: string } }>(
    '/teams/:team/live',
    writeOptions(['version'], { version: versionField }),
    async (request) => move('live', request, (team, actor) => registry.makeLive(team, request.body.version, actor)),
  );

  app.post<{ Params: { team: string }; Body: { version: string; share: number } }>(
    '/teams/:team/canary',
    writeOptions(['version', 'share'], {
      version: versionField,
      share: { type: 'integer', minimum: 1, maximum: 99 },
    }),
    async (request) =>
      move('canary', request, (team, actor) =>
        registry.startCanary(team, request.body.version, request.body.share, actor),
      ),
  );

  // docs/shipping-a-remote.md.
  app.post<{ Params: { team: string }; Body: { url: string; minutes: number } }>(
    '/teams/:team/overrides',
    writeOptions(['url'], {
      url: { type: 'string', maxLength: 2000 },
      minutes: { type: 'integer', minimum: 1, maximum: OVERRIDE_MINUTES.max, default: OVERRIDE_MINUTES.default },
    }),
    async (request) => {
      const actor = authorised(request);
      if (!overrideSecret) throw new ReleaseError(404, 'Overrides are not enabled here (OVERRIDE_SECRET).');
      const { url, minutes } = request.body;
      const address = URL.parse(url);
      if (!address || !/^https?:$/.test(address.protocol) || !address.pathname.endsWith('/mf-manifest.json'))
        throw new ReleaseError(400, 'body/url must be the http(s) address of a build’s mf-manifest.json');
      if (!overrideOrigins.includes(address.origin))
        throw new ReleaseError(
          403,
          `${address.origin} is not an origin overrides may name (OVERRIDE_ORIGINS: ${overrideOrigins.join(', ') || 'none'})`,
        );
      const expiresAt = Date.now() + minutes * 60_000;
      const token = signOverride({ team: request.params.team, url: address.href, expiresAt }, overrideSecret);
      log({ event: 'override-issued', team: request.params.team, url: address.href, actor, expiresAt });
      return { token, expiresAt: new Date(expiresAt).toISOString() };
    },
  );

  // An optional { "to": <version> } (or the version alone) refuses a rollback to another version. Checked by hand:
  // a schema would refuse it before a missing token.
  app.post<{ Params: { team: string }; Body: { to?: unknown } | string | number | boolean | null | undefined }>(
    '/teams/:team/rollback',
    async (request) =>
      move('rollback', request, (team, actor) => {
        const to = typeof request.body === 'object' ? request.body?.to : request.body;
        if (to !== undefined && !(typeof to === 'string' && new RegExp(VERSION_PATTERN).test(to)))
          throw new ReleaseError(400, 'body/to must be a version, as `npm run releases` shows them');
        return registry.rollBack(team, actor, to);
      }),
  );

  app.get<{ Params: { team: string }; Querystring: { days: number } }>(
    '/teams/:team/figures',
    {
      schema: {
        querystring: objectOf([], { days: { type: 'integer', minimum: 1, maximum: FIELD_REPORT_DAYS, default: 7 } }),
      },
    },
    async (request) => {
      const { team } = request.params;
      assertKnown(team, pageTeams);
      const since = new Date(Date.now() - request.query.days * 24 * 60 * 60 * 1000);
      return { team, since: since.toISOString(), versions: await figures.figuresOf(team, since) };
    },
  );

  // sendBeacon sends text/plain, which needs no preflight: JSON in a plain body.
  app.register(rateLimit, { global: false });
  app.register(async (reports) => {
    reports.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      const report = jsonOf(String(body));
      if (report !== undefined) return done(null, report);
      done(new ReleaseError(400, 'A field report is a JSON object; this body is not JSON.'));
    });
    reports.post<{ Body: FieldReport }>(
      '/field-reports',
      {
        bodyLimit: FIELD_REPORT_LIMIT,
        config: { rateLimit: { max: FIELD_REPORTS_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          body: objectOf(['device', 'versions', 'viewed', 'figures'], {
            device: { enum: DEVICE_CLASSES },
            versions: { type: 'object', propertyNames: { enum: pageTeams }, additionalProperties: versionField },
            viewed: { type: 'array', uniqueItems: true, items: { enum: pageTeams } },
            figures: {
              type: 'array',
              maxItems: 40,
              items: objectOf(['kind', 'team'], {
                kind: { enum: FIELD_FIGURE_KINDS },
                team: { enum: pageTeams },
                value: { type: 'number', minimum: 0, maximum: 600_000 },
              }),
            },
          }),
        },
      },
      async (request, reply) => {
        const report = request.body;
        const unknown = [...report.viewed, ...report.figures.map(({ team }) => team)].find(
          (team) => !Object.hasOwn(report.versions, team),
        );
        if (unknown) throw new ReleaseError(400, `The report names ${unknown}, which is not in the page's versions`);
        await figures.record(report);
        // The report is kept: a canary list that cannot be read now must not tell the browser it was lost.
        void teamsWithCanary().then(
          (withCanary) => {
            for (const team of Object.keys(report.versions)) if (withCanary.has(team)) void canaryWatch.check(team);
          },
          (error: unknown) =>
            log({ level: 'warn', message: `reading the canaries after a report failed: ${String(error)}` }),
        );
        return reply.code(204).send();
      },
    );
  });

  return app;
}
