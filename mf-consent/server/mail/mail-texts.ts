// The words of the confirmation email (double opt-in), in the two languages of the site. Spanish speaks to the
// visitor as "tú", as the storefront does. Every function returns plain text: the HTML body escapes it.

const ENGLISH = {
  subject: (brandName: string) => `Confirm your subscription to ${brandName} news`,
  greeting: 'Hello,',
  request: (brandName: string, email: string) =>
    `Someone, hopefully you, asked to receive news from ${brandName} by email at ${email}: collection launches and the latest from our House.`,
  confirmIntro: 'To confirm your subscription, open this link:',
  confirmButton: 'Confirm my subscription',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  expiry: (hours: number) =>
    `The link expires in ${hours} ${hours === 1 ? 'hour' : 'hours'}. Until you confirm, we will not send you our news.`,
  notRequested:
    'If you did not ask for this, just ignore this email: nothing will happen and you will not receive any further email from us.',
  unsubscribeIntro: 'Would you rather not hear from us at all? Unsubscribe here:',
  unsubscribeLink: 'Unsubscribe',
};

const SPANISH: typeof ENGLISH = {
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

export const CONFIRMATION_TEXTS = { en: ENGLISH, es: SPANISH };
