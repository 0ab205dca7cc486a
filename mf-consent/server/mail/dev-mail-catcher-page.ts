// The web page of the development mail catcher: every caught mail, newest first, with its links clickable.
import type { CaughtMail } from './caught-mail.ts';
import { escapeHtml } from './html-escape.ts';

/** The page loads nothing, runs nothing and may not be framed: the mails it shows come from anyone. */
export const PAGE_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f1a17; }
article { border: 1px solid #ccc; padding: 0 1rem 1rem; margin-bottom: 1rem; }
dt { font-weight: bold; } dd { margin: 0 0 .5rem; word-break: break-all; }
pre { white-space: pre-wrap; word-break: break-word; background: #f6f4f2; padding: .75rem; }
`;

function mailArticle(mail: CaughtMail): string {
  const links = mail.links
    .map((link) => `<li><a href="${escapeHtml(link)}" rel="noreferrer">${escapeHtml(link)}</a></li>`)
    .join('');
  const headerRows = ['list-unsubscribe', 'list-unsubscribe-post']
    .filter((name) => mail.headers[name] !== undefined)
    .map((name) => `<dt>${name}</dt><dd>${escapeHtml(mail.headers[name] ?? '')}</dd>`)
    .join('');
  return `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Received</dt><dd><time datetime="${escapeHtml(mail.receivedAt)}">${escapeHtml(mail.receivedAt)}</time></dd>
${headerRows}
</dl>
${links ? `<h3>Links</h3><ul>${links}</ul>` : ''}
<h3>Text</h3>
<pre>${escapeHtml(mail.text)}</pre>
${mail.html === null ? '' : `<details><summary>HTML source</summary><pre>${escapeHtml(mail.html)}</pre></details>`}
</article>`;
}

export function renderMailPage(mails: readonly CaughtMail[]): string {
  const newestFirst = [...mails].reverse();
  const body = newestFirst.length ? newestFirst.map(mailArticle).join('\n') : '<p>No mail yet.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail catcher (${newestFirst.length})</title><style>${STYLE}</style></head>
<body>
<h1>Mail catcher</h1>
<p>${newestFirst.length} mail(s), newest first. Reload to see new ones.</p>
${body}
</body>
</html>`;
}
