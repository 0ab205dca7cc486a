// Every refusal of the collector is JSON `{ error: <reason> }`.
import type { FastifyError, FastifyReply } from 'fastify';

export class ApiError extends Error {
  readonly status: number;
  readonly reason: string;
  readonly headers: Record<string, string>;

  constructor(status: number, reason: string, headers: Record<string, string> = {}) {
    super(reason);
    this.status = status;
    this.reason = reason;
    this.headers = headers;
  }
}

/** Fastify's own refusals (body parsing, limits), in the collector's words. */
const FASTIFY_REASONS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_content_length'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'content_type_must_be_json'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'content_type_must_be_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_BAD_URL: [400, 'bad_url'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'bad_request'],
};

export function apiErrorOf(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  const known = error.code ? FASTIFY_REASONS[error.code] : undefined;
  if (known) return new ApiError(known[0], known[1]);
  // A JSON body with a syntax error arrives as a SyntaxError with status 400.
  if (error.statusCode === 400 && error instanceof SyntaxError) return new ApiError(400, 'invalid_json');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return new ApiError(error.statusCode, 'bad_request');
  return new ApiError(500, 'internal_error');
}

export function respondWithError(reply: FastifyReply, error: ApiError): FastifyReply {
  reply.code(error.status).headers(error.headers);
  // A body over the limit may still be arriving: answer and close instead of reading it all.
  if (error.status === 413) reply.header('Connection', 'close');
  return reply.send({ error: error.reason });
}
