// One mail received by the development mail catcher, parsed.
import { simpleParser, type ParsedMail } from 'mailparser';
import type { SMTPServerSession } from 'smtp-server';

export type CaughtMail = Awaited<ReturnType<typeof parseCaughtMail>>;

const URL_IN_TEXT = /https?:\/\/[^\s<>"'()[\]]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Every http(s) URL of the plain text body, in order. */
function linksIn(text: string): string[] {
  return [...text.matchAll(URL_IN_TEXT)].map(([url]) => url.replace(TRAILING_PUNCTUATION, ''));
}

/** The link a developer wants to click: the confirmation one when there is one, else the first. */
export function confirmationLink(mail: CaughtMail): string | null {
  return mail.links.find((link) => /\/confirm(?:\?|\/|$)/.test(link)) ?? mail.links[0] ?? null;
}

/** Lower-case names; a header sent more than once keeps its first value. */
function headerRecord(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    if (key in headers) continue;
    const decoded = parsed.headers.get(key);
    const raw = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n(?=[ \t])/g, '')
      .trim();
    headers[key] = typeof decoded === 'string' ? decoded : raw;
  }
  return headers;
}

export async function parseCaughtMail(raw: Buffer, { envelope }: SMTPServerSession, id: number) {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const text = parsed.text ?? '';
  return {
    id,
    receivedAt: new Date().toISOString(),
    // The From header as text, or the SMTP sender when the header is missing; the SMTP recipients (RCPT TO).
    from: parsed.from?.text || (envelope.mailFrom ? envelope.mailFrom.address : ''),
    to: envelope.rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    headers: headerRecord(parsed),
    links: linksIn(text),
  };
}
