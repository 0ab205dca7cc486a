// The words of the confirmation email (double opt-in), in the two languages of the site. Spanish speaks to the
// visitor as "tú", as the storefront does. Every function returns plain text: the HTML body escapes it.

export type MailLanguage = 'en' | 'es';

export interface ConfirmationTexts {
  subject(brandName: string): string;
  greeting: string;
  request(brandName: string, email: string): string;
  confirmIntro: string;
  confirmButton: string;
  linkFallback: string;
  expiry(hours: number): string;
  notRequested: string;
  unsubscribeIntro: string;
  unsubscribeLink: string;
}

const ENGLISH: ConfirmationTexts = {
  subject: (brandName) => `Confirm your subscription to ${brandName} news`,
  greeting: 'Hello,',
  request: (brandName, email) =>
    `Someone, hopefully you, asked to receive news from ${brandName} by email at ${email}: collection launches and the latest from our House.`,
  confirmIntro: 'To confirm your subscription, open this link:',
  confirmButton: 'Confirm my subscription',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  expiry: (hours) =>
    `The link expires in ${hours} ${hours === 1 ? 'hour' : 'hours'}. Until you confirm, we will not send you our news.`,
  notRequested:
    'If you did not ask for this, just ignore this email: nothing will happen and you will not receive any further email from us.',
  unsubscribeIntro: 'Would you rather not hear from us at all? Unsubscribe here:',
  unsubscribeLink: 'Unsubscribe',
};

const SPANISH: ConfirmationTexts = {
  subject: (brandName) => `Confirma tu suscripción a las novedades de ${brandName}`,
  greeting: 'Hola:',
  request: (brandName, email) =>
    `Alguien, esperamos que tú, ha pedido recibir por correo las novedades de ${brandName} en ${email}: lanzamientos de colecciones y lo último de nuestra Casa.`,
  confirmIntro: 'Para confirmar tu suscripción, abre este enlace:',
  confirmButton: 'Confirmar mi suscripción',
  linkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
  expiry: (hours) =>
    `El enlace caduca en ${hours} ${hours === 1 ? 'hora' : 'horas'}. Hasta que confirmes, no te enviaremos nuestras novedades.`,
  notRequested: 'Si no lo has pedido tú, ignora este correo: no pasará nada y no volverás a recibir correos nuestros.',
  unsubscribeIntro: '¿Prefieres no recibir nada de nosotros? Date de baja aquí:',
  unsubscribeLink: 'Darme de baja',
};

export const CONFIRMATION_TEXTS: Record<MailLanguage, ConfirmationTexts> = { en: ENGLISH, es: SPANISH };

/** 'es' for Spanish; English for anything else, including a missing or unknown language. */
export function mailLanguage(requested: string | undefined): MailLanguage {
  return requested === 'es' ? 'es' : 'en';
}
