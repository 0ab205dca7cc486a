// One request over HTTP to a server on loopback, its body as sent: fetch() would decompress it and add headers of
// its own (Cache-Control: no-cache on a conditional request).
import http from 'node:http';

export interface RawAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  rawPayload: Buffer;
  payload: string;
}

export interface RawRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
}

export function rawRequest(port: number, { url, method = 'GET', headers }: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload, payload: rawPayload.toString() });
      });
    });
    req.on('error', reject);
    req.end(method === 'POST' ? 'x' : undefined);
  });
}
