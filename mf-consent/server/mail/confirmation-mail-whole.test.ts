/** @jest-environment node */
// The whole confirmation mail, word for word and tag for tag, in both languages, and the exact refusals: what a
// refactoring of confirmation-mail.ts or mail-texts.ts must leave as it is.
import { confirmationMail } from './confirmation-mail.ts';
import { SAMPLE_INPUT } from './test-support.ts';

const SPANISH_ONE_HOUR = {
  ...SAMPLE_INPUT,
  language: 'es',
  expiresInHours: 1,
  confirmUrl: 'https://casacarriel.test/newsletter/confirm?token=confirm-token-2&lng=es',
  unsubscribeUrl: 'https://casacarriel.test/newsletter/unsubscribe?token=unsubscribe-token-2&lng=es',
};

const HEADERS = {
  'List-Unsubscribe': '<https://collector.casacarriel.test/api/newsletter/unsubscribe?token=unsubscribe-token-1>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

test('the English mail, whole', () => {
  expect(confirmationMail(SAMPLE_INPUT)).toEqual({
    to: 'ana@example.com',
    subject: 'Confirm your subscription to Casa Carriel news',
    text: [
      'Hello,',
      '',
      'Someone, hopefully you, asked to receive news from Casa Carriel by email at ana@example.com: collection launches and the latest from our House.',
      '',
      'To confirm your subscription, open this link:',
      'https://casacarriel.test/newsletter/confirm?token=confirm-token-1&lng=en',
      '',
      'The link expires in 48 hours. Until you confirm, we will not send you our news.',
      '',
      'If you did not ask for this, just ignore this email: nothing will happen and you will not receive any further email from us.',
      '',
      'Would you rather not hear from us at all? Unsubscribe here:',
      'https://casacarriel.test/newsletter/unsubscribe?token=unsubscribe-token-1&lng=en',
      '',
      'Casa Carriel',
    ].join('\n'),
    html: [
      '<!doctype html>',
      '<html lang="en">',
      '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Confirm your subscription to Casa Carriel news</title></head>',
      '<body style="margin:0;padding:24px;background:#ffffff;color:#1f1a17;font-family:Georgia,serif;font-size:16px">',
      '<div style="max-width:560px;margin:0 auto">',
      '<p style="margin:0 0 16px;line-height:1.5">Hello,</p>',
      '<p style="margin:0 0 16px;line-height:1.5">Someone, hopefully you, asked to receive news from Casa Carriel by email at ana@example.com: collection launches and the latest from our House.</p>',
      '<p style="margin:0 0 16px;line-height:1.5">To confirm your subscription, open this link:</p>',
      '<p style="margin:0 0 16px;line-height:1.5"><a href="https://casacarriel.test/newsletter/confirm?token=confirm-token-1&amp;lng=en" style="display:inline-block;padding:12px 24px;background:#1f1a17;color:#ffffff;text-decoration:none;font-weight:bold">Confirm my subscription</a></p>',
      '<p style="margin:0 0 16px;line-height:1.5">If the button does not work, copy this address into your browser:<br><a href="https://casacarriel.test/newsletter/confirm?token=confirm-token-1&amp;lng=en">https://casacarriel.test/newsletter/confirm?token=confirm-token-1&amp;lng=en</a></p>',
      '<p style="margin:0 0 16px;line-height:1.5">The link expires in 48 hours. Until you confirm, we will not send you our news.</p>',
      '<p style="margin:0 0 16px;line-height:1.5">If you did not ask for this, just ignore this email: nothing will happen and you will not receive any further email from us.</p>',
      '<p style="margin:0 0 16px;line-height:1.5">Would you rather not hear from us at all? Unsubscribe here: <a href="https://casacarriel.test/newsletter/unsubscribe?token=unsubscribe-token-1&amp;lng=en">Unsubscribe</a></p>',
      '<p style="margin:0 0 16px;line-height:1.5">Casa Carriel</p>',
      '</div></body></html>',
    ].join('\n'),
    headers: HEADERS,
  });
});

test('the Spanish mail, whole (one hour)', () => {
  expect(confirmationMail(SPANISH_ONE_HOUR)).toEqual({
    to: 'ana@example.com',
    subject: 'Confirma tu suscripción a las novedades de Casa Carriel',
    text: [
      'Hola:',
      '',
      'Alguien, esperamos que tú, ha pedido recibir por correo las novedades de Casa Carriel en ana@example.com: lanzamientos de colecciones y lo último de nuestra Casa.',
      '',
      'Para confirmar tu suscripción, abre este enlace:',
      'https://casacarriel.test/newsletter/confirm?token=confirm-token-2&lng=es',
      '',
      'El enlace caduca en 1 hora. Hasta que confirmes, no te enviaremos nuestras novedades.',
      '',
      'Si no lo has pedido tú, ignora este correo: no pasará nada y no volverás a recibir correos nuestros.',
      '',
      '¿Prefieres no recibir nada de nosotros? Date de baja aquí:',
      'https://casacarriel.test/newsletter/unsubscribe?token=unsubscribe-token-2&lng=es',
      '',
      'Casa Carriel',
    ].join('\n'),
    html: [
      '<!doctype html>',
      '<html lang="es">',
      '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Confirma tu suscripción a las novedades de Casa Carriel</title></head>',
      '<body style="margin:0;padding:24px;background:#ffffff;color:#1f1a17;font-family:Georgia,serif;font-size:16px">',
      '<div style="max-width:560px;margin:0 auto">',
      '<p style="margin:0 0 16px;line-height:1.5">Hola:</p>',
      '<p style="margin:0 0 16px;line-height:1.5">Alguien, esperamos que tú, ha pedido recibir por correo las novedades de Casa Carriel en ana@example.com: lanzamientos de colecciones y lo último de nuestra Casa.</p>',
      '<p style="margin:0 0 16px;line-height:1.5">Para confirmar tu suscripción, abre este enlace:</p>',
      '<p style="margin:0 0 16px;line-height:1.5"><a href="https://casacarriel.test/newsletter/confirm?token=confirm-token-2&amp;lng=es" style="display:inline-block;padding:12px 24px;background:#1f1a17;color:#ffffff;text-decoration:none;font-weight:bold">Confirmar mi suscripción</a></p>',
      '<p style="margin:0 0 16px;line-height:1.5">Si el botón no funciona, copia esta dirección en tu navegador:<br><a href="https://casacarriel.test/newsletter/confirm?token=confirm-token-2&amp;lng=es">https://casacarriel.test/newsletter/confirm?token=confirm-token-2&amp;lng=es</a></p>',
      '<p style="margin:0 0 16px;line-height:1.5">El enlace caduca en 1 hora. Hasta que confirmes, no te enviaremos nuestras novedades.</p>',
      '<p style="margin:0 0 16px;line-height:1.5">Si no lo has pedido tú, ignora este correo: no pasará nada y no volverás a recibir correos nuestros.</p>',
      '<p style="margin:0 0 16px;line-height:1.5">¿Prefieres no recibir nada de nosotros? Date de baja aquí: <a href="https://casacarriel.test/newsletter/unsubscribe?token=unsubscribe-token-2&amp;lng=es">Darme de baja</a></p>',
      '<p style="margin:0 0 16px;line-height:1.5">Casa Carriel</p>',
      '</div></body></html>',
    ].join('\n'),
    headers: HEADERS,
  });
});

test('the address and the brand are trimmed', () => {
  const mail = confirmationMail({ ...SAMPLE_INPUT, to: '  ana@example.com  ', brandName: ' Casa Carriel ' });
  expect([mail.to, mail.subject, mail.text.endsWith('\n\nCasa Carriel')]).toEqual([
    'ana@example.com',
    'Confirm your subscription to Casa Carriel news',
    true,
  ]);
});

test.each([
  [{ to: 'ana@example.com\r\nBcc: x' }, 'to must be an email address'],
  [{ to: 'nobody' }, 'to must be an email address'],
  [{ to: '  ' }, 'to must be an email address'],
  [{ brandName: 'Casa\nX' }, 'brandName must be a non-empty single line'],
  [{ brandName: ' ' }, 'brandName must be a non-empty single line'],
  [{ expiresInHours: 0 }, 'expiresInHours must be a positive whole number'],
  [{ expiresInHours: 1.5 }, 'expiresInHours must be a positive whole number'],
  [{ confirmUrl: 'x' }, 'confirmUrl must be an absolute http(s) URL'],
  [{ unsubscribeUrl: 'ftp://a/b' }, 'unsubscribeUrl must be an http(s) URL, got the scheme "ftp:"'],
  [{ oneClickUnsubscribeUrl: 'https://u:p@a/b' }, 'oneClickUnsubscribeUrl must not carry credentials'],
])('%j is refused with exactly: %s', (overrides, message) => {
  expect(() => confirmationMail({ ...SAMPLE_INPUT, ...overrides })).toThrow(new Error(message));
});
