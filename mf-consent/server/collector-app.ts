// The newsletter collector's HTTP API on Fastify (README.md has the API table).
import cors from '@fastify/cors';
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, toSupportedLanguage } from '../../shared/src/languages.ts';
import { CONFIRM_PATH, EXPORT_PATH, HEALTH_PATH, SIGNUP_PATH, UNSUBSCRIBE_PATH } from './api-paths.ts';
import { ApiError, apiErrorOf, respondWithError } from './api-errors.ts';
import { subscribersToCsv } from './csv.ts';
import { errorMessage } from './error-message.ts';
import type { ConfirmationMailer } from './confirmation-mailer.ts';
import { emailProblem, validateSignup } from './signup-validation.ts';
import {
  normalizeEmail,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
  type SubscriberStore,
} from './storage/subscriber-store.ts';
import { hashToken, looksLikeConfirmationToken, newConfirmationToken, secretsMatch, subscriberIdOf } from './tokens.ts';

const MAX_BODY_BYTES = 4 * 1024;

/** An API, never a page: it loads nothing, may not be framed and leaks no referrer. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

export const DEFAULT_POLICY = {
  /** Requests per client address to signup, confirm and unsubscribe. */
  perClient: { max: 20, windowMs: 60_000 },
  /** Signups per e-mail address, whoever sends them (slows down mail-bombing one inbox). */
  perAddress: { max: 5, windowMs: 60 * 60_000 },
  confirmationTtlMs: 48 * 60 * 60_000,
  /** A pending address signing up again gets a new mail at most this often. */
  resendIntervalMs: 10 * 60_000,
};
export type CollectorPolicy = typeof DEFAULT_POLICY;

export interface CollectorAppOptions {
  store: SubscriberStore;
  mailer: ConfirmationMailer;
  /** Site origins that may call the API from a browser; none by default. */
  allowedOrigins?: readonly string[];
  /** Bearer token of the CSV export; without one the export is closed. */
  exportToken?: string | undefined;
  /** HMAC secret of the unsubscribe tokens. */
  tokenSecret: string;
  /** Proxies trusted to name the client (Fastify's trustProxy); false: the socket's address is the client. */
  trustProxy?: boolean | string[] | number;
  policy?: CollectorPolicy;
  /** One structured line per request (never an address, never a body). */
  log?: (line: Record<string, unknown>) => void;
  now?: () => Date;
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function requireJson(request: FastifyRequest): void {
  if (!isJson(request)) throw new ApiError(415, 'content_type_must_be_json');
}

const fieldOf = (fields: unknown, name: string): unknown => (fields as Record<string, unknown> | null)?.[name];

const OTHER_METHODS = ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'POST'] as const;

export async function buildCollectorApp(options: CollectorAppOptions): Promise<FastifyInstance> {
  const {
    store,
    mailer,
    tokenSecret,
    exportToken,
    trustProxy = false,
    policy = DEFAULT_POLICY,
    log = () => undefined,
    now = () => new Date(),
  } = options;
  const origins = new Set(options.allowedOrigins);
  const app = Fastify({
    logger: false,
    // Fastify's types take a hop count as a function: the nearest `trustProxy` proxies are trusted, and no further.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: MAX_BODY_BYTES,
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    requestTimeout: 15_000,
    return503OnClosing: true,
    // A URL the router cannot decode is refused before any hook runs: answered here, with the same headers.
    frameworkErrors: (error, request, reply) => {
      respondWithError(reply.headers({ ...SECURITY_HEADERS, 'Cache-Control': 'no-store' }), apiErrorOf(error));
    },
    // A request Node cannot parse (a broken request line, a chunk of size -1) still gets the API's headers.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy();
      const body = JSON.stringify({ error: 'bad_request' });
      const headers = Object.entries({
        ...SECURITY_HEADERS,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        'Cache-Control': 'no-store',
        Connection: 'close',
      }).map(([name, value]) => `${name}: ${value}\r\n`);
      const tooLarge = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW';
      const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\n${headers.join('')}\r\n${body}`);
    },
    routerOptions: { maxParamLength: 200 },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers({ Vary: 'Origin', 'Cache-Control': 'no-store', ...SECURITY_HEADERS });
  });
  app.addHook('onResponse', async (request, reply) => {
    log({
      method: request.method,
      path: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
    });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = apiErrorOf(error);
    if (apiError.status >= 500)
      log({ level: 'error', method: request.method, path: request.routeOptions.url, error: error.message });
    respondWithError(reply, apiError);
  });
  app.setNotFoundHandler((request, reply) => respondWithError(reply, new ApiError(404, 'not_found')));

  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
    methods: ['POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
    strictPreflight: true,
  });
  await app.register(formBody, { bodyLimit: MAX_BODY_BYTES });
  // A one-click unsubscribe may come as multipart/form-data (RFC 8058 section 3.1); only its presence matters.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (request, body, done) => done(null, { raw: body }),
  );
  const tooManyRequests = (request: FastifyRequest, context: { ttl: number }) =>
    new ApiError(429, 'too_many_requests', { 'Retry-After': String(Math.ceil(context.ttl / 1000)) });
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });

  // The client's address, as trustProxy allows (no address at all: the socket closed under a broken request).
  const clientKey = (request: FastifyRequest) => request.ip ?? 'disconnected';
  const perClient = {
    rateLimit: { max: policy.perClient.max, timeWindow: policy.perClient.windowMs, keyGenerator: clientKey },
  };
  /** A browser call from another site is refused before anything is read or stored. */
  const refuseForeignOrigin = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.has(origin)) throw new ApiError(403, 'origin_not_allowed');
  };

  // A second budget on the signup, keyed by the address (the plugin's route limit is the per-client one).
  const addressBudget = app.createRateLimit({
    max: policy.perAddress.max,
    timeWindow: policy.perAddress.windowMs,
    keyGenerator: (request) => `address:${normalizeEmail(String(fieldOf(request.body, 'email')))}`,
  });
  const checkAddressBudget = async (request: FastifyRequest) => {
    requireJson(request);
    // Only a well-formed address has a budget of its own; anything else is refused by validation anyway.
    if (emailProblem(fieldOf(request.body, 'email')) !== null) return;
    const budget = await addressBudget(request);
    if (!budget.isAllowed && budget.isExceeded) throw tooManyRequests(request, budget);
  };

  app.post(
    SIGNUP_PATH,
    { config: perClient, onRequest: refuseForeignOrigin, preValidation: checkAddressBudget },
    async (request, reply) => {
      const result = validateSignup(request.body);
      if (!result.ok) throw new ApiError(400, result.error);
      const { signup } = result;
      const signedUpAt = now();
      const { token, tokenHash } = newConfirmationToken();
      const outcome = await store.recordSignup(
        { ...signup, emailNormalized: normalizeEmail(signup.email), signedUpAt },
        { tokenHash, expiresAt: new Date(signedUpAt.getTime() + policy.confirmationTtlMs) },
        new Date(signedUpAt.getTime() - policy.resendIntervalMs),
      );
      // The answer is the same for a new, pending or confirmed address, and it does not wait for the mail.
      if (outcome.sendConfirmation)
        mailer.sendConfirmation({ id: outcome.id, email: signup.email, language: signup.language, token });
      return reply.code(202).send({ status: 'confirmation_sent' });
    },
  );

  app.post(CONFIRM_PATH, { config: perClient, onRequest: refuseForeignOrigin }, async (request, reply) => {
    requireJson(request);
    const token = fieldOf(request.body, 'token');
    if (!looksLikeConfirmationToken(token)) throw new ApiError(404, 'token_invalid');
    const result = await store.confirm(hashToken(token), now());
    if (result.outcome === 'confirmed') return reply.code(200).send({ status: 'confirmed' });
    if (result.outcome === 'used') throw new ApiError(409, 'token_used');
    if (result.outcome === 'expired') throw new ApiError(410, 'token_expired');
    throw new ApiError(404, 'token_invalid');
  });

  // A one-click POST comes from a mail provider, not from a page; its signed token is all the proof it needs.
  const refuseForeignPage = async (request: FastifyRequest) =>
    isJson(request) ? refuseForeignOrigin(request) : undefined;
  app.post(UNSUBSCRIBE_PATH, { config: perClient, onRequest: refuseForeignPage }, async (request, reply) => {
    // From the site's page: JSON { token }. From a mail client's one-click button: ?token=… and a form body.
    const oneClick = !isJson(request);
    const token = fieldOf(oneClick ? request.query : request.body, 'token');
    if (oneClick && !isOneClickBody(request.body)) throw new ApiError(400, 'one_click_body_required');
    const id = subscriberIdOf(token, tokenSecret);
    if (id === null || (await store.unsubscribe(id, now())) === 'not_found') throw new ApiError(404, 'token_invalid');
    return reply.code(200).send({ status: 'unsubscribed' });
  });
  // A mail client that opens the List-Unsubscribe address lands on the site's page, in the language the address names.
  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const token = fieldOf(request.query, 'token');
    const language = toSupportedLanguage(fieldOf(request.query, 'lng')) ?? FALLBACK_LANGUAGE;
    return reply.redirect(
      mailer.unsubscribePageUrl(typeof token === 'string' ? token.slice(0, 80) : '', language),
      303,
    );
  });

  app.get(EXPORT_PATH, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!exportToken || !given || !secretsMatch(given, exportToken)) {
      throw new ApiError(401, 'unauthorized', { 'WWW-Authenticate': 'Bearer realm="newsletter-export"' });
    }
    const statuses = exportStatuses(fieldOf(request.query, 'status'));
    const csv = subscribersToCsv(await store.list(statuses), mailer.oneClickUnsubscribeUrl);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="newsletter-${statuses.length === 1 ? statuses[0] : 'subscribers'}.csv"`,
      )
      .send(csv);
  });

  // Fastify answers its HEAD too.
  app.get(HEALTH_PATH, async (request, reply) => {
    try {
      await store.checkWritable();
    } catch (error) {
      log({ level: 'error', event: 'store-not-writable', error: errorMessage(error) });
      return reply.code(503).send({ status: 'unavailable', store: store.kind });
    }
    return reply.send({ status: 'ok', store: store.kind });
  });

  const allowed: Record<string, string> = {
    [SIGNUP_PATH]: 'POST, OPTIONS',
    [CONFIRM_PATH]: 'POST, OPTIONS',
    [UNSUBSCRIBE_PATH]: 'GET, POST, OPTIONS',
    [EXPORT_PATH]: 'GET',
    [HEALTH_PATH]: 'GET, HEAD',
  };
  // Fastify answers a HEAD wherever there is a GET.
  for (const [url, allow] of Object.entries(allowed)) {
    app.route({
      method: OTHER_METHODS.filter((method) => !allow.includes(method === 'HEAD' ? 'GET' : method)),
      url,
      handler: async () => {
        throw new ApiError(405, 'method_not_allowed', { Allow: allow });
      },
    });
  }

  return app;
}

function isOneClickBody(body: unknown): boolean {
  if (fieldOf(body, 'List-Unsubscribe') === 'One-Click') return true;
  const raw = fieldOf(body, 'raw');
  return typeof raw === 'string' && /name="List-Unsubscribe"\r?\n\r?\nOne-Click/.test(raw);
}

function exportStatuses(requested: unknown): SubscriberStatus[] {
  if (requested === undefined || requested === '') return ['confirmed'];
  if (requested === 'all') return [...SUBSCRIBER_STATUSES];
  if (typeof requested !== 'string') throw new ApiError(400, 'status_invalid');
  const statuses = requested.split(',');
  const isStatus = (status: string): status is SubscriberStatus =>
    (SUBSCRIBER_STATUSES as readonly string[]).includes(status);
  if (!statuses.every(isStatus)) throw new ApiError(400, 'status_invalid');
  return statuses;
}
