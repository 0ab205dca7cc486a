/** @jest-environment node */
import { confirmationMail } from './confirmation-mail.ts';
import { SAMPLE_INPUT } from './test-support.ts';

const SPANISH_INPUT = {
  ...SAMPLE_INPUT,
  language: 'es',
  confirmUrl: 'https://casacarriel.test/newsletter/confirm?token=confirm-token-2&lng=es',
  unsubscribeUrl: 'https://casacarriel.test/newsletter/unsubscribe?token=unsubscribe-token-2&lng=es',
};

const ampersandsEscaped = (url: string) => url.replaceAll('&', '&amp;');

describe('confirmationMail in English', () => {
  const mail = confirmationMail(SAMPLE_INPUT);

  it('is addressed to the visitor and names the brand in the subject', () => {
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Confirm your subscription to Casa Carriel news');
    expect(mail).not.toHaveProperty('from');
  });

  it('carries the one-click unsubscribe headers of RFC 8058', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${SAMPLE_INPUT.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('says what was asked, how to confirm, when the link expires, what happens otherwise, and how to leave', () => {
    const lines = mail.text.split('\n');
    expect(mail.text).toContain('asked to receive news from Casa Carriel by email at ana@example.com');
    expect(lines).toContain(SAMPLE_INPUT.confirmUrl);
    expect(mail.text).toContain('The link expires in 48 hours.');
    expect(mail.text).toContain('nothing will happen and you will not receive any further email from us');
    expect(lines).toContain(SAMPLE_INPUT.unsubscribeUrl);
  });

  it('has an accessible HTML body with real link text and the exact links', () => {
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    const button = /<a href="([^"]*)"[^>]*>Confirm my subscription<\/a>/.exec(mail.html);
    expect(button?.[1]).toBe(ampersandsEscaped(SAMPLE_INPUT.confirmUrl));
    expect(mail.html).toContain(`<a href="${ampersandsEscaped(SAMPLE_INPUT.unsubscribeUrl)}">Unsubscribe</a>`);
    expect(mail.html).toContain('The link expires in 48 hours.');
    expect(mail.html).not.toContain('<img');
  });

  it('says "hour" for a single hour', () => {
    expect(confirmationMail({ ...SAMPLE_INPUT, expiresInHours: 1 }).text).toContain('The link expires in 1 hour.');
  });

  it('falls back to English for a language the site does not have', () => {
    for (const language of ['fr', '', 'ES', 'es-CO']) {
      expect(confirmationMail({ ...SAMPLE_INPUT, language }).subject).toBe(mail.subject);
    }
  });
});

describe('confirmationMail in Spanish', () => {
  const mail = confirmationMail(SPANISH_INPUT);

  it('speaks Spanish, as "tú"', () => {
    expect(mail.subject).toBe('Confirma tu suscripción a las novedades de Casa Carriel');
    expect(mail.text).toContain('ha pedido recibir por correo las novedades de Casa Carriel en ana@example.com');
    expect(mail.text).toContain('El enlace caduca en 48 horas.');
    expect(mail.text).toContain('Si no lo has pedido tú, ignora este correo: no pasará nada');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/\busted(es)?\b/i);
    expect(confirmationMail({ ...SPANISH_INPUT, expiresInHours: 1 }).text).toContain('caduca en 1 hora.');
  });

  it('carries the Spanish links and the same headers', () => {
    const lines = mail.text.split('\n');
    expect(lines).toContain(SPANISH_INPUT.confirmUrl);
    expect(lines).toContain(SPANISH_INPUT.unsubscribeUrl);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(`>Confirmar mi suscripción</a>`);
    expect(mail.html).toContain(`<a href="${ampersandsEscaped(SPANISH_INPUT.unsubscribeUrl)}">Darme de baja</a>`);
    expect(mail.headers['List-Unsubscribe']).toBe(`<${SPANISH_INPUT.oneClickUnsubscribeUrl}>`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('confirmationMail with hostile values', () => {
  it('escapes every interpolated value in the HTML', () => {
    const mail = confirmationMail({
      ...SAMPLE_INPUT,
      to: '"><img src=x onerror=alert(1)>@example.com',
      brandName: `<script>alert('x')</script> & "Co"`,
    });
    expect(mail.html).not.toMatch(/<script|<img/i);
    expect(mail.html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com');
  });

  it('keeps quotes and angle brackets of a URL out of the attribute and the header', () => {
    const mail = confirmationMail({
      ...SAMPLE_INPUT,
      confirmUrl: 'https://casacarriel.test/newsletter/confirm?token="><script>x</script>',
      oneClickUnsubscribeUrl: 'https://collector.casacarriel.test/api/newsletter/unsubscribe?token=a>b',
    });
    expect(mail.html).not.toContain('<script');
    expect(mail.headers['List-Unsubscribe']).toBe(
      '<https://collector.casacarriel.test/api/newsletter/unsubscribe?token=a%3Eb>',
    );
  });

  it.each([
    ['confirmUrl', 'javascript:alert(1)'],
    ['confirmUrl', 'not a url'],
    ['unsubscribeUrl', 'ftp://casacarriel.test/unsubscribe'],
    ['unsubscribeUrl', 'data:text/html,<script>alert(1)</script>'],
    ['oneClickUnsubscribeUrl', 'mailto:leave@casacarriel.test'],
    ['oneClickUnsubscribeUrl', '/api/newsletter/unsubscribe?token=relative'],
  ])('rejects a %s that is not http(s): %s', (field, value) => {
    expect(() => confirmationMail({ ...SAMPLE_INPUT, [field]: value })).toThrow(field);
  });

  it('rejects line breaks that could inject headers, and a nonsense expiry', () => {
    expect(() => confirmationMail({ ...SAMPLE_INPUT, to: 'ana@example.com\r\nBcc: all@example.com' })).toThrow(
      'to must be an email address',
    );
    expect(() => confirmationMail({ ...SAMPLE_INPUT, brandName: 'Casa\r\nBcc: x@example.com' })).toThrow('brandName');
    expect(() => confirmationMail({ ...SAMPLE_INPUT, brandName: '  ' })).toThrow('brandName');
    expect(() => confirmationMail({ ...SAMPLE_INPUT, expiresInHours: 0 })).toThrow('expiresInHours');
    expect(() => confirmationMail({ ...SAMPLE_INPUT, expiresInHours: 1.5 })).toThrow('expiresInHours');
  });
});
