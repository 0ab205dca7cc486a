import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAnswerFetcher, internalAddressOf, NOT_FOUND, REMOTE_CONNECTIONS } from './remote-fetch.ts';

describe("a remote's files at the host server's internal address", () => {
  const addressOf = internalAddressOf(
    { catalog: 'https://shop.example.com/catalog/mf-manifest.json', legal: 'http://localhost:3003/mf-manifest.json' },
    { catalog: 'http://catalog:3001/mf-manifest.json' },
  );

  it('moves a public URL under a remote to the same path under its internal base', () => {
    expect(addressOf('https://shop.example.com/catalog/fragments/en/routes/collections/carriel.html')).toBe(
      'http://catalog:3001/fragments/en/routes/collections/carriel.html',
    );
    expect(addressOf('https://shop.example.com/catalog/mf-manifest.json')).toBe('http://catalog:3001/mf-manifest.json');
  });

  it('leaves alone a remote without an internal address, and any other URL', () => {
    expect(addressOf('http://localhost:3003/mf-manifest.json')).toBe('http://localhost:3003/mf-manifest.json');
    expect(addressOf('https://shop.example.com/other/x.css')).toBe('https://shop.example.com/other/x.css');
  });
});

describe("the host server's connections to a remote", () => {
  const REQUESTS = 200;
  const CONCURRENT = 50;
  let server: http.Server;
  let origin = '';
  const seen = { connections: 0, requests: 0, inFlight: 0, mostInFlight: 0 };

  beforeAll(async () => {
    // A remote that takes a few milliseconds per answer, so that 50 requests at once are 50 in flight.
    server = http.createServer((request, response) => {
      seen.requests += 1;
      seen.inFlight += 1;
      seen.mostInFlight = Math.max(seen.mostInFlight, seen.inFlight);
      setTimeout(() => {
        seen.inFlight -= 1;
        if (request.url === '/missing.html') response.writeHead(404).end();
        else response.writeHead(200, { 'Content-Type': 'text/html' }).end(`<p>${request.url}</p>`);
      }, 10);
    });
    server.on('connection', () => {
      seen.connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => Object.assign(seen, { connections: 0, requests: 0, inFlight: 0, mostInFlight: 0 }));

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** `requests` fragments, `CONCURRENT` at a time; the answers in order. */
  async function fetchMany(fetchImpl: typeof fetch, requests: number) {
    const fetchAnswer = createAnswerFetcher(fetchImpl, 10_000, (url) => url);
    const answers: unknown[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        while (next < requests) {
          const index = next++;
          answers[index] = await fetchAnswer(`${origin}/fragments/${index}.html`);
        }
      }),
    );
    return answers;
  }

  it('keeps connections alive, at most the bound per origin, through the global fetch', async () => {
    const answers = await fetchMany(fetch, REQUESTS);
    expect(answers).toEqual(Array.from({ length: REQUESTS }, (_, i) => `<p>/fragments/${i}.html</p>`));
    expect(seen.requests).toBe(REQUESTS);
    expect(seen.connections).toBeGreaterThan(0);
    expect(seen.connections).toBeLessThanOrEqual(REMOTE_CONNECTIONS.connections);
    expect(seen.mostInFlight).toBeLessThanOrEqual(REMOTE_CONNECTIONS.connections);
    // Kept alive: each connection carried several requests.
    expect(seen.requests / seen.connections).toBeGreaterThan(1);
    await expect(createAnswerFetcher(fetch, 10_000, (url) => url)(`${origin}/missing.html`)).resolves.toBe(NOT_FOUND);
  });

  it("leaves a fetch of the caller's own without the pool: there the bound does not hold", async () => {
    const dispatchers: unknown[] = [];
    const ownFetch: typeof fetch = (input, init) => {
      dispatchers.push((init as { dispatcher?: unknown } | undefined)?.dispatcher);
      return fetch(input, init);
    };
    const answers = await fetchMany(ownFetch, CONCURRENT);
    expect(answers.filter((a) => typeof a === 'string')).toHaveLength(CONCURRENT);
    expect(new Set(dispatchers)).toEqual(new Set([undefined]));
    // So the check above can fail: Node's own pool opens a connection for each of the 50 requests at once.
    expect(seen.connections).toBeGreaterThan(REMOTE_CONNECTIONS.connections);
  });
});
