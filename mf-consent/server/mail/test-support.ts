// Helpers of the mail tests: free ports, a hand-driven SMTP session, a sample confirmation mail.
import net, { type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { confirmationMail, type ConfirmationMailInput } from './confirmation-mail.ts';

export const SAMPLE_INPUT: ConfirmationMailInput = {
  to: 'ana@example.com',
  language: 'en',
  confirmUrl: 'https://casacarriel.test/newsletter/confirm?token=confirm-token-1&lng=en',
  unsubscribeUrl: 'https://casacarriel.test/newsletter/unsubscribe?token=unsubscribe-token-1&lng=en',
  oneClickUnsubscribeUrl: 'https://collector.casacarriel.test/api/newsletter/unsubscribe?token=unsubscribe-token-1',
  expiresInHours: 48,
  brandName: 'Casa Carriel',
};

export function sampleMail(overrides: Partial<ConfirmationMailInput> = {}) {
  return confirmationMail({ ...SAMPLE_INPUT, ...overrides });
}

/** A loopback port nothing listens on (it was free a moment ago). */
export async function unusedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP server that accepts connections and never says a word (an SMTP server that hangs). */
export async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket)).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const FINAL_REPLY_LINE = /^\d{3} .*\r\n/m;

/** An SMTP client driven by hand, to send what no well-behaved client would. */
export async function rawSmtpSession(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const closed = once(socket, 'close');
  socket.on('error', () => {});
  let received = '';
  let waiting: ((reply: string) => void) | null = null;
  const deliver = () => {
    const match = FINAL_REPLY_LINE.exec(received);
    if (!match || !waiting) return;
    const end = match.index + match[0].length;
    const reply = received.slice(0, end);
    received = received.slice(end);
    const resolve = waiting;
    waiting = null;
    resolve(reply);
  };
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
    deliver();
  });
  const nextReply = () =>
    new Promise<string>((resolve) => {
      waiting = resolve;
      deliver();
    });
  const greeting = await nextReply();
  return {
    greeting,
    /** Writes the data and waits for the server's next (complete) reply. */
    send(data: string | Buffer): Promise<string> {
      socket.write(data);
      return nextReply();
    },
    write(data: string | Buffer): void {
      socket.write(data);
    },
    async hangUp(): Promise<void> {
      socket.destroy();
      await closed;
    },
  };
}

/** Runs EHLO, MAIL FROM, RCPT TO and DATA; resolves once the server waits for the message. */
export async function openData(session: Awaited<ReturnType<typeof rawSmtpSession>>, recipient: string) {
  const steps: Array<[string, RegExp]> = [
    ['EHLO tester.test\r\n', /^250 /m],
    ['MAIL FROM:<tester@tester.test>\r\n', /^250 /],
    [`RCPT TO:<${recipient}>\r\n`, /^250 /],
    ['DATA\r\n', /^354 /],
  ];
  for (const [command, expected] of steps) {
    const reply = await session.send(command);
    if (!expected.test(reply)) throw new Error(`unexpected reply to ${command.trim()}: ${reply}`);
  }
}
