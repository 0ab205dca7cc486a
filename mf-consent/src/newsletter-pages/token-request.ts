import { errorCodeOf, postJson } from '../newsletter/post-json';

/** What a newsletter mail's link asks the collector to do with its token (double opt-in, docs/decisions/0015). */
export type TokenAction = 'confirm' | 'unsubscribe';

/** The collector's error codes for a token it will not act on. */
export type TokenRejection = 'token_used' | 'token_expired' | 'token_invalid';

/**
 * A rejection: the token was used (409), has expired (410), or is unknown or replaced by a newer mail (404).
 * failed: a 5xx, a network error, a timeout, or an answer the page does not know.
 */
export type TokenOutcome = 'done' | TokenRejection | 'tooManyRequests' | 'failed';

/** Each rejection, by the status that stands for it when the answer's body names none the page knows. */
const REJECTION_BY_STATUS: Partial<Record<number, TokenRejection>> = {
  404: 'token_invalid',
  409: 'token_used',
  410: 'token_expired',
};

export interface TokenRequest {
  /** The runtime config's newsletter endpoint (`http://localhost:3005/api/newsletter`). */
  endpoint: string;
  action: TokenAction;
  token: string;
  timeoutMs?: number;
}

/** `{endpoint}/confirm` or `{endpoint}/unsubscribe`, whatever the endpoint ends with (a slash, a query). */
export function tokenActionUrl(endpoint: string, action: TokenAction): string {
  const url = new URL(endpoint);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${action}`;
  return url.href;
}

/** Always in cors mode: the page must read the answer (a no-cors endpoint mails no such links). */
export async function postToken({ endpoint, action, token, timeoutMs }: TokenRequest): Promise<TokenOutcome> {
  try {
    const response = await postJson(tokenActionUrl(endpoint, action), 'cors', { token }, timeoutMs);
    if (response.ok) return 'done';
    if (response.status === 429) return 'tooManyRequests';
    if (response.status >= 400 && response.status < 500) {
      const code = await errorCodeOf(response);
      const named = Object.values(REJECTION_BY_STATUS).find((rejection) => rejection === code);
      const rejection = named ?? REJECTION_BY_STATUS[response.status];
      if (rejection) return rejection;
    }
    console.error(`Newsletter ${action} failed: the endpoint answered ${response.status}`);
  } catch (error) {
    console.error(`Newsletter ${action} failed`, error);
  }
  return 'failed';
}
