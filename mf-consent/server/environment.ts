// The collector's settings from the environment (README.md lists them). A wrong value stops the start.
import path from 'node:path';
import { DEFAULT_POLICY } from './collector-app.ts';
import { DEFAULT_PENDING_RETENTION_MS, type CollectorOptions } from './collector.ts';

export class ConfigurationError extends Error {}

/** Only for local runs: a production start without NEWSLETTER_TOKEN_SECRET is refused. */
const DEVELOPMENT_TOKEN_SECRET = 'development-only-token-secret';
const MINIMUM_SECRET_LENGTH = 32;

type Environment = Record<string, string | undefined>;

/** The variable's whole number of units, times `unit`; `fallback` is in the product's units already. */
function integer(env: Environment, name: string, fallback: number, minimum: number, unit = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum)
    throw new ConfigurationError(`${name} must be an integer of at least ${minimum}, got "${raw}"`);
  return value * unit;
}

function httpUrl(env: Environment, name: string, fallback?: string): string {
  const raw = env[name] || fallback;
  if (!raw) throw new ConfigurationError(`${name} is required`);
  const url = URL.parse(raw);
  if (!url) throw new ConfigurationError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigurationError(`${name} must be an http(s) URL, got "${raw}"`);
  return url.origin + url.pathname.replace(/\/$/, '');
}

const listOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * TRUST_PROXY: unset or "false": no proxy, the socket's address is the client. "true" is refused (anyone could
 * choose their own rate-limit key). A number: that many proxy hops. Otherwise addresses/CIDRs, comma-separated.
 */
function trustProxyOf(raw: string | undefined): boolean | number | string[] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true')
    throw new ConfigurationError(
      'TRUST_PROXY=true would trust any client to name itself: give the proxy addresses or a hop count',
    );
  return /^[0-9]+$/.test(raw) ? Number(raw) : listOf(raw);
}

export function collectorOptionsFromEnv(env: Environment, log: CollectorOptions['log']): CollectorOptions {
  const port = integer(env, 'PORT', 3005, 0);
  const allowedOrigins = listOf(env.ALLOWED_ORIGINS);
  const tokenSecret = env.NEWSLETTER_TOKEN_SECRET || (env.NODE_ENV === 'production' ? '' : DEVELOPMENT_TOKEN_SECRET);
  if (tokenSecret.length < MINIMUM_SECRET_LENGTH && tokenSecret !== DEVELOPMENT_TOKEN_SECRET) {
    throw new ConfigurationError(
      `NEWSLETTER_TOKEN_SECRET must be at least ${MINIMUM_SECRET_LENGTH} characters (e.g. openssl rand -base64 32)`,
    );
  }
  if (!env.SMTP_URL)
    throw new ConfigurationError('SMTP_URL is required (e.g. smtp://127.0.0.1:1025 for the local mail catcher)');
  const policy = {
    perClient: {
      max: integer(env, 'RATE_LIMIT_MAX', DEFAULT_POLICY.perClient.max, 1),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_POLICY.perClient.windowMs, 1_000),
    },
    perAddress: {
      max: integer(env, 'ADDRESS_RATE_LIMIT_MAX', DEFAULT_POLICY.perAddress.max, 1),
      windowMs: integer(env, 'ADDRESS_RATE_LIMIT_WINDOW_MS', DEFAULT_POLICY.perAddress.windowMs, 1_000),
    },
    confirmationTtlMs: integer(env, 'CONFIRMATION_TTL_HOURS', DEFAULT_POLICY.confirmationTtlMs, 1, 3_600_000),
    resendIntervalMs: integer(env, 'RESEND_INTERVAL_MINUTES', DEFAULT_POLICY.resendIntervalMs, 1, 60_000),
  };
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM || undefined,
    siteUrl: httpUrl(env, 'SITE_URL', allowedOrigins[0]),
    publicUrl: httpUrl(env, 'COLLECTOR_PUBLIC_URL', `http://localhost:${port}`),
    allowedOrigins,
    exportToken: env.NEWSLETTER_EXPORT_TOKEN || undefined,
    tokenSecret,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    policy,
    pendingRetentionMs: integer(env, 'PENDING_RETENTION_DAYS', DEFAULT_PENDING_RETENTION_MS, 1, 86_400_000),
    log,
  };
}
