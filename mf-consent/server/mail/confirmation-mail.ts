// The double opt-in email: what the visitor asked for, the confirm link, when it expires, what happens if they
// did not ask, and the unsubscribe link; with the RFC 8058 one-click unsubscribe headers.
import { escapeHtml } from './html-escape.ts';
import { requireHttpUrl } from './http-url.ts';
import { CONFIRMATION_TEXTS, mailLanguage, type ConfirmationTexts } from './mail-texts.ts';

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

/** A nodemailer message without `from` (the mailer adds it). */
export interface ConfirmationMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: {
    'List-Unsubscribe': string;
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click';
  };
}

/** The input, checked, with the words of its language. */
type MailContent = Omit<ConfirmationMailInput, 'language' | 'oneClickUnsubscribeUrl'> & { texts: ConfirmationTexts };

const LINE_BREAK_OR_CONTROL = /\p{Cc}/u;

/** The value trimmed; `message` is thrown when `isValid` refuses it or it holds a line break or control character. */
function requireLine(value: string, isValid: (trimmed: string) => boolean, message: string): string {
  const trimmed = value.trim();
  if (!isValid(trimmed) || LINE_BREAK_OR_CONTROL.test(trimmed)) throw new Error(message);
  return trimmed;
}

function requireHours(hours: number): number {
  if (!Number.isInteger(hours) || hours < 1) throw new Error('expiresInHours must be a positive whole number');
  return hours;
}

function plainText({ to, confirmUrl, unsubscribeUrl, expiresInHours, brandName, texts }: MailContent): string {
  return [
    texts.greeting,
    texts.request(brandName, to),
    `${texts.confirmIntro}\n${confirmUrl}`,
    texts.expiry(expiresInHours),
    texts.notRequested,
    `${texts.unsubscribeIntro}\n${unsubscribeUrl}`,
    brandName,
  ].join('\n\n');
}

const PARAGRAPH_STYLE = 'margin:0 0 16px;line-height:1.5';
const BUTTON_STYLE =
  'display:inline-block;padding:12px 24px;background:#1f1a17;color:#ffffff;text-decoration:none;font-weight:bold';

function html({ to, confirmUrl, unsubscribeUrl, expiresInHours, brandName, texts }: MailContent, language: string) {
  const paragraph = (content: string) => `<p style="${PARAGRAPH_STYLE}">${content}</p>`;
  const link = (url: string, label: string, style = '') =>
    `<a href="${escapeHtml(url)}"${style ? ` style="${style}"` : ''}>${escapeHtml(label)}</a>`;
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(texts.subject(brandName))}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1f1a17;font-family:Georgia,serif;font-size:16px">',
    '<div style="max-width:560px;margin:0 auto">',
    paragraph(escapeHtml(texts.greeting)),
    paragraph(escapeHtml(texts.request(brandName, to))),
    paragraph(escapeHtml(texts.confirmIntro)),
    paragraph(link(confirmUrl, texts.confirmButton, BUTTON_STYLE)),
    paragraph(`${escapeHtml(texts.linkFallback)}<br>${link(confirmUrl, confirmUrl)}`),
    paragraph(escapeHtml(texts.expiry(expiresInHours))),
    paragraph(escapeHtml(texts.notRequested)),
    paragraph(`${escapeHtml(texts.unsubscribeIntro)} ${link(unsubscribeUrl, texts.unsubscribeLink)}`),
    paragraph(escapeHtml(brandName)),
    '</div></body></html>',
  ].join('\n');
}

export function confirmationMail(input: ConfirmationMailInput): ConfirmationMessage {
  const language = mailLanguage(input.language);
  const texts = CONFIRMATION_TEXTS[language];
  const content: MailContent = {
    to: requireLine(input.to, (to) => to.includes('@'), 'to must be an email address'),
    confirmUrl: requireHttpUrl('confirmUrl', input.confirmUrl),
    unsubscribeUrl: requireHttpUrl('unsubscribeUrl', input.unsubscribeUrl),
    expiresInHours: requireHours(input.expiresInHours),
    brandName: requireLine(input.brandName, (brand) => brand !== '', 'brandName must be a non-empty single line'),
    texts,
  };
  const oneClickUnsubscribeUrl = requireHttpUrl('oneClickUnsubscribeUrl', input.oneClickUnsubscribeUrl);
  return {
    to: content.to,
    subject: texts.subject(content.brandName),
    text: plainText(content),
    html: html(content, language),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
