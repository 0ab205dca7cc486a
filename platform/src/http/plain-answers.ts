// Every server's answers in both languages when there is no page to show.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export const PLAIN_ANSWERS = {
  400: 'The request could not be read. / No se pudo leer la solicitud.',
  404: 'Not found. / No encontrado.',
  405: 'This address can only be read. / Esta dirección solo se puede leer.',
  408: 'The request took too long to arrive. Please try again. / La solicitud tardó demasiado en llegar. Vuelve a intentarlo.',
  431: 'The request headers are too large: clearing this site’s cookies helps. / Las cabeceras de la solicitud son demasiado grandes: borrar las cookies de este sitio ayuda.',
  500: 'Something went wrong on our side. Please try again. / Algo salió mal por nuestra parte. Vuelve a intentarlo.',
} as const;

export type PlainStatus = keyof typeof PLAIN_ANSWERS;

export const PLAIN_TEXT = 'text/plain; charset=utf-8';

/**
 * For `clientError`: a request Node cannot read still gets a plain answer with the server's headers. It writes to
 * the socket, as Node's default handler does, because no request object exists to answer through.
 */
export function answerUnreadableRequest(
  error: NodeJS.ErrnoException,
  socket: Socket,
  headers: Record<string, string>,
): void {
  // Mid-way through another answer on this connection, any bytes written now would land inside its body.
  const busy = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage?.headersSent;
  if (!socket.writable || error.code === 'ECONNRESET' || busy) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = Buffer.from(`${PLAIN_ANSWERS[status]}\n`);
  const head = Object.entries({
    ...headers,
    'Content-Type': PLAIN_TEXT,
    'Content-Length': String(body.length),
    'Cache-Control': 'no-cache',
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(
    Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('\r\n')}\r\n\r\n`), body]),
  );
}
