/**
 * Replaces globalThis.fetch by a mock whose answers the test gives, when it decides; restore the original fetch
 * after each test. Each call waits for its own answer: `answer(…, index)` settles the index-th call.
 */
export function controllableFetch() {
  const pending: { resolve: (response: Partial<Response>) => void; reject: (error: unknown) => void }[] = [];
  const fetchMock = jest.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ resolve: (response) => resolve(response as Response), reject });
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const settleCall = (index: number | undefined) => {
    const call = pending[index ?? pending.length - 1];
    if (!call) throw new Error('fetch was not called');
    return call;
  };
  const request = (index = 0) => {
    const call = fetchMock.mock.calls[index];
    if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
    const [url, init = {}] = call;
    return { url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> };
  };
  return {
    fetchMock,
    request,
    /** Answers the last call (or the index-th) with this status and JSON body. */
    answer: (status: number, body: unknown = {}, index?: number) =>
      settleCall(index).resolve({ ok: status >= 200 && status < 300, status, json: async () => body }),
    /** Answers with a body that is not JSON. */
    answerText: (status: number, index?: number) =>
      settleCall(index).resolve({
        ok: status >= 200 && status < 300,
        status,
        json: async () => Promise.reject(new SyntaxError('Unexpected token <')),
      }),
    /** Answers as a no-cors request's answer reads: opaque, status 0, no body to read. */
    opaque: (index?: number) =>
      settleCall(index).resolve({
        ok: false,
        status: 0,
        type: 'opaque',
        json: async () => Promise.reject(new SyntaxError('opaque')),
      }),
    fail: (index?: number) => settleCall(index).reject(new TypeError('Failed to fetch')),
  };
}

export type ControllableFetch = ReturnType<typeof controllableFetch>;
