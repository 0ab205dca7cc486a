/** POSTs `body` as JSON, given up after `timeoutMs`. */
export function postJson(url: string, mode: RequestMode, body: unknown, timeoutMs = 10_000): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    mode,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The collector's error code in an answer's body (`{ "error": "email_invalid" }`), when it can be read. */
export async function errorCodeOf(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  const error = (body as { error?: unknown } | null | undefined)?.error;
  return typeof error === 'string' ? error : undefined;
}
