// The double opt-in email, with the RFC 8058 one-click unsubscribe headers.
import { escapeHtml } from './html-escape.ts';
import { CONFIRMATION_TEXTS } from './mail-texts.ts';

export interface ConfirmationMailInput {
  to: string;
  /** 'en' | 'es'; anything else gets English. */
  language: string;
  /** `<siteUrl>/newsletter/confirm?token=…&lng=…` */
  confirmUrl: string;
  /** `<siteUrl>/newsletter/unsubscribe?token=…&lng=…`, the link in the body. */
  unsubscribeUrl: string;
  /** `<collectorPublicUrl>/api/newsletter/unsubscribe?token=…`, where mail clients POST (RFC 8058). */
  oneClickUnsubscribeUrl: string;
  expiresInHours: number;
  brandName: string;
}

/** The value trimmed; `message` is thrown when it is empty, lacks `mustContain` or holds a line break (any control). */
function singleLine(value: string, message: string, mustContain = ''): string {
  const trimmed = value.trim();
  if (trimmed === '' || !trimmed.includes(mustContain) || /\p{Cc}/u.test(trimmed)) throw new Error(message);
  return trimmed;
}

/** The canonical URL: it percent-encodes quotes and angle brackets, so it is safe in HTML and in List-Unsubscribe. */
function httpUrl(field: string, value: string): string {
  const url = URL.parse(value);
  if (!url) throw new Error(`${field} must be an absolute http(s) URL`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${field} must be an http(s) URL, got the scheme "${url.protocol}"`);
  }
  if (url.username || url.password) throw new Error(`${field} must not carry credentials`);
  return url.href;
}

const PARAGRAPH_STYLE = 'margin:0 0 16px;line-height:1.5';
const BUTTON_STYLE =
  'display:inline-block;padding:12px 24px;background:#1f1a17;color:#ffffff;text-decoration:none;font-weight:bold';

/** A nodemailer message without `from` (the mailer adds it). */
export function confirmationMail(input: ConfirmationMailInput) {
  const language = input.language === 'es' ? 'es' : 'en';
  const texts = CONFIRMATION_TEXTS[language];
  const to = singleLine(input.to, 'to must be an email address', '@');
  const confirmUrl = httpUrl('confirmUrl', input.confirmUrl);
  const unsubscribeUrl = httpUrl('unsubscribeUrl', input.unsubscribeUrl);
  const hours = input.expiresInHours;
  if (!Number.isInteger(hours) || hours < 1) throw new Error('expiresInHours must be a positive whole number');
  const brandName = singleLine(input.brandName, 'brandName must be a non-empty single line');
  const oneClickUnsubscribeUrl = httpUrl('oneClickUnsubscribeUrl', input.oneClickUnsubscribeUrl);

  const subject = texts.subject(brandName);
  const request = texts.request(brandName, to);
  const expiry = texts.expiry(hours);
  const text = [
    texts.greeting,
    request,
    `${texts.confirmIntro}\n${confirmUrl}`,
    expiry,
    texts.notRequested,
    `${texts.unsubscribeIntro}\n${unsubscribeUrl}`,
    brandName,
  ].join('\n\n');

  const link = (url: string, label: string, style = '') =>
    `<a href="${escapeHtml(url)}"${style ? ` style="${style}"` : ''}>${escapeHtml(label)}</a>`;
  const paragraphs = [
    escapeHtml(texts.greeting),
    escapeHtml(request),
    escapeHtml(texts.confirmIntro),
    link(confirmUrl, texts.confirmButton, BUTTON_STYLE),
    `${escapeHtml(texts.linkFallback)}<br>${link(confirmUrl, confirmUrl)}`,
    escapeHtml(expiry),
    escapeHtml(texts.notRequested),
    `${escapeHtml(texts.unsubscribeIntro)} ${link(unsubscribeUrl, texts.unsubscribeLink)}`,
    escapeHtml(brandName),
  ];
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1f1a17;font-family:Georgia,serif;font-size:16px">',
    '<div style="max-width:560px;margin:0 auto">',
    ...paragraphs.map((paragraph) => `<p style="${PARAGRAPH_STYLE}">${paragraph}</p>`),
    '</div></body></html>',
  ].join('\n');

  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
