// Fastify's logger passes on warnings and errors only: the servers log each answer themselves.
import type { FastifyBaseLogger } from 'fastify';

export type LogLine = Record<string, unknown>;
export type ServerLog = (line: LogLine) => void;

function messageOf(first: unknown, rest: unknown[]): string {
  const text = rest.find((item) => typeof item === 'string');
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (typeof first === 'string') return first;
  return [text, error === undefined ? undefined : String(error)].filter(Boolean).join(': ');
}

export function fastifyLoggerFor(log: ServerLog): FastifyBaseLogger {
  const ignore = () => undefined;
  const forward =
    (level: 'warn' | 'error' | 'fatal') =>
    (first: unknown, ...rest: unknown[]) =>
      log({ level, message: messageOf(first, rest) });
  const logger = {
    level: 'warn',
    trace: ignore,
    debug: ignore,
    info: ignore,
    silent: ignore,
    warn: forward('warn'),
    error: forward('error'),
    fatal: forward('fatal'),
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}
