import { productPath } from '@storefront/shared';
import externalLinks from './external-links.json';
import type { ImageView, Localized, Product } from './types';

/** A product has a payment link only when external-links.json gives one; otherwise "#" (made to order). */
export const NO_PAYMENT_LINK = '#';

function paymentLinkOf(slug: string): string {
  const links: Record<string, string | null> = externalLinks.paymentLinks;
  return (Object.hasOwn(links, slug) ? links[slug] : null) ?? NO_PAYMENT_LINK;
}

const LARGE_VIEWS: readonly ImageView[] = ['front', 'angle', 'detail', 'open'];
const SMALL_VIEWS: readonly ImageView[] = ['front', 'angle', 'worn'];

const BRASS_BUCKLE: Localized = { en: 'brass buckle', es: 'hebilla de latón' };
const GILDED_BUCKLE: Localized = { en: 'gilded buckle', es: 'hebilla dorada' };

/** How many pieces a limited edition has, worldwide, each numbered (spec section 9). */
export const LIMITED_EDITION_PIECES = 100;

const LIMITED_NOTE: Localized = {
  en: `Limited edition: ${LIMITED_EDITION_PIECES} pieces worldwide, each individually numbered and delivered with a certificate of authenticity.`,
  es: `Edición limitada: ${LIMITED_EDITION_PIECES} piezas en todo el mundo, numeradas individualmente y entregadas con un certificado de autenticidad.`,
};

type Definition = Pick<Product, 'slug' | 'name' | 'price' | 'dimensions' | 'leather' | 'summary' | 'collection'> & {
  buckle?: Localized;
  intro: Localized;
  /** The camera angle of each image, images/catalog/<slug>-<n>.svg. */
  views: readonly ImageView[];
  isLimited?: boolean;
};

/** A limited edition's description ends with its note, and its images with its certificate. */
function define({ intro, views, isLimited = false, buckle = BRASS_BUCKLE, ...rest }: Definition): Product {
  const allViews: readonly ImageView[] = isLimited ? [...views, 'certificate'] : views;
  return {
    ...rest,
    currency: 'EUR',
    images: allViews.map((view, index) => ({ path: `images/catalog/${rest.slug}-${index + 1}.svg`, view })),
    description: isLimited ? { en: `${intro.en} ${LIMITED_NOTE.en}`, es: `${intro.es} ${LIMITED_NOTE.es}` } : intro,
    buckle,
    isLimited,
    stripeLink: paymentLinkOf(rest.slug),
    link: productPath(rest.slug),
  };
}

const classic = (
  slug: string,
  name: string,
  leather: Localized,
  intro: Localized,
  summary: Localized,
  extra: Partial<Definition> = {},
) =>
  define({
    slug,
    name,
    price: 1350,
    dimensions: { width: '24', height: '20', depth: '8' },
    leather,
    intro,
    summary,
    collection: 'carriel',
    views: LARGE_VIEWS,
    ...extra,
  });

const mini = (slug: string, name: string, price: number, leather: Localized) =>
  define({
    slug,
    name,
    price,
    dimensions: { width: '18', height: '10', depth: '5' },
    leather,
    collection: 'mini-carriels',
    views: SMALL_VIEWS,
    intro: {
      en: `The Carriel in miniature: a compact saddlebag in ${leather.en}, with the classic front flap, brass buckles and an adjustable strap to wear across the body or on the shoulder. Handcrafted in Italy.`,
      es: `El Carriel en miniatura: un bolso compacto de ${leather.es}, con la clásica solapa delantera, hebillas de latón y una correa ajustable para llevar cruzado o al hombro. Hecho a mano en Italia.`,
    },
    summary: {
      en: `${name}: a Mini Carriel in ${leather.en}, with brass buckles and a crossbody strap. Handcrafted in Italy to order.`,
      es: `${name}: un Mini Carriel en ${leather.es}, con hebillas de latón y correa cruzada. Hecho a mano en Italia por encargo.`,
    },
  });

const baguette = (slug: string, name: string, leather: Localized) =>
  define({
    slug,
    name,
    price: 1050,
    dimensions: { width: '24', height: '10', depth: '5' },
    leather,
    collection: 'baguette-carriels',
    views: SMALL_VIEWS,
    intro: {
      en: `An elongated silhouette that carries the Carriel's heritage under the arm: ${leather.en}, a slim front flap with two buckles and a short shoulder strap. Handcrafted in Italy.`,
      es: `Una silueta alargada que lleva la herencia del Carriel bajo el brazo: ${leather.es}, una solapa delantera estilizada con dos hebillas y una correa corta de hombro. Hecho a mano en Italia.`,
    },
    summary: {
      en: `${name}: a Baguette Carriel in ${leather.en}, with a slim two-buckle flap and a shoulder strap. Handcrafted in Italy.`,
      es: `${name}: un Carriel Baguette en ${leather.es}, con solapa de dos hebillas y correa al hombro. Hecho a mano en Italia.`,
    },
  });

const CARAMEL_CROCO: Localized = {
  en: 'caramel croco-embossed leather',
  es: 'piel grabada en cocodrilo color caramelo',
};
const BEIGE_CROCO: Localized = { en: 'beige croco-embossed leather', es: 'piel grabada en cocodrilo color beige' };
const BLACK: Localized = { en: 'black smooth calf leather', es: 'piel de becerro lisa negra' };
const ORANGE_FLOWER: Localized = { en: 'orange leather embossed with flowers', es: 'piel naranja grabada con flores' };
const WINE_CROCO: Localized = { en: 'wine croco-embossed leather', es: 'piel grabada en cocodrilo color vino' };
const MIDNIGHT_CROCO: Localized = {
  en: 'midnight blue croco-embossed leather',
  es: 'piel grabada en cocodrilo azul medianoche',
};
const EMERALD_WAVES: Localized = { en: 'emerald leather embossed with waves', es: 'piel esmeralda grabada con ondas' };

/** Every product of the house, keyed by slug (spec sections 3 and 9). */
const ALL: readonly Product[] = [
  classic(
    'patron',
    'El Patrón Classic',
    { en: 'cognac calf leather', es: 'piel de becerro color coñac' },
    {
      en: 'The Carriel that started it all: the Colombian saddlebag of the Antioquian muleteers, reinterpreted in cognac calf leather with a structured flap, hidden pockets and solid brass buckles. Unisex, handcrafted in Italy.',
      es: 'El Carriel con el que empezó todo: el bolso de los arrieros antioqueños, reinterpretado en piel de becerro color coñac con solapa estructurada, bolsillos ocultos y hebillas de latón macizo. Unisex, hecho a mano en Italia.',
    },
    {
      en: "El Patrón Classic: the Antioquian muleteers' saddlebag in cognac calf leather with solid brass buckles. Unisex, handcrafted in Italy to order.",
      es: 'El Patrón Classic: el carriel de los arrieros antioqueños en piel de becerro color coñac con hebillas de latón macizo. Unisex, hecho a mano en Italia.',
    },
  ),
  classic(
    'patrona',
    'La Patrona Classic',
    { en: 'black calf leather', es: 'piel de becerro negra' },
    {
      en: 'A slightly larger Carriel in black calf leather, with brass buckles, a roomy interior and an adjustable strap. Made for the woman who runs the house. Handcrafted in Italy.',
      es: 'Un Carriel algo más amplio en piel de becerro negra, con hebillas de latón, un interior espacioso y una correa ajustable. Hecho para la mujer que lleva las riendas. Hecho a mano en Italia.',
    },
    {
      en: 'La Patrona Classic: a roomier Carriel in black calf leather with brass buckles and an adjustable strap. Handcrafted in Italy to order.',
      es: 'La Patrona Classic: un Carriel más amplio en piel de becerro negra, con hebillas de latón y correa ajustable. Hecho a mano en Italia por encargo.',
    },
    { dimensions: { width: '26', height: '22', depth: '9' } },
  ),
  classic(
    'bichota',
    'La Bichota',
    { en: 'rose croco-embossed leather', es: 'piel grabada en cocodrilo color rosa' },
    {
      en: 'Bold and unapologetic: the Carriel in rose croco-embossed leather with gilded buckles and a contrast lining.',
      es: 'Atrevida y sin disculpas: el Carriel en piel grabada en cocodrilo color rosa, con hebillas doradas y un forro en contraste.',
    },
    {
      en: `La Bichota: the Carriel in rose croco-embossed leather with gilded buckles. A limited edition of ${LIMITED_EDITION_PIECES} numbered pieces, handcrafted in Italy.`,
      es: `La Bichota: el Carriel en piel grabada en cocodrilo rosa con hebillas doradas. Edición limitada de ${LIMITED_EDITION_PIECES} piezas numeradas, hecha a mano en Italia.`,
    },
    {
      dimensions: { width: '25', height: '21', depth: '8.5' },
      buckle: GILDED_BUCKLE,
      isLimited: true,
    },
  ),
  classic(
    'donjuan',
    'Don Juan',
    { en: 'espresso croco-embossed leather', es: 'piel grabada en cocodrilo color espresso' },
    {
      en: 'Our grandest Carriel: espresso croco-embossed leather, gilded buckles and a hand-painted edge, with room for everything a long day asks for.',
      es: 'Nuestro Carriel más grande: piel grabada en cocodrilo color espresso, hebillas doradas y cantos pintados a mano, con espacio para todo lo que pide un día largo.',
    },
    {
      en: `Don Juan: our grandest Carriel, in espresso croco-embossed leather with gilded buckles. A limited edition of ${LIMITED_EDITION_PIECES} numbered pieces, made in Italy.`,
      es: `Don Juan: nuestro Carriel más grande, en piel grabada en cocodrilo espresso con hebillas doradas. Edición limitada de ${LIMITED_EDITION_PIECES} piezas numeradas.`,
    },
    {
      price: 2350,
      dimensions: { width: '27', height: '23', depth: '9.5' },
      buckle: GILDED_BUCKLE,
      isLimited: true,
    },
  ),
  classic(
    'vino',
    'Vino',
    WINE_CROCO,
    {
      en: 'The Carriel Classic in deep wine croco-embossed leather, with brass buckles and an adjustable strap. Handcrafted in Italy.',
      es: 'El Carriel Classic en piel grabada en cocodrilo color vino intenso, con hebillas de latón y correa ajustable. Hecho a mano en Italia.',
    },
    {
      en: 'Vino: the Carriel Classic in deep wine croco-embossed leather, with brass buckles and an adjustable strap. Handcrafted in Italy to order.',
      es: 'Vino: el Carriel Classic en piel grabada en cocodrilo color vino intenso, con hebillas de latón y correa ajustable. Hecho a mano en Italia.',
    },
  ),
  classic(
    'arena',
    'Arena',
    BEIGE_CROCO,
    {
      en: 'The Carriel Classic in sand-beige croco-embossed leather, light as the dunes it is named after, with brass buckles and an adjustable strap. Handcrafted in Italy.',
      es: 'El Carriel Classic en piel grabada en cocodrilo color arena, ligero como las dunas que le dan nombre, con hebillas de latón y correa ajustable. Hecho a mano en Italia.',
    },
    {
      en: 'Arena: the Carriel Classic in sand-beige croco-embossed leather, with brass buckles and an adjustable strap. Handcrafted in Italy to order.',
      es: 'Arena: el Carriel Classic en piel grabada en cocodrilo color arena, con hebillas de latón y correa ajustable. Hecho a mano en Italia.',
    },
  ),
  mini('mini-caramelo-croco', 'Caramelo Croco', 1050, CARAMEL_CROCO),
  mini('mini-arena-croco', 'Arena Croco', 950, BEIGE_CROCO),
  mini('mini-negro', 'Negro', 950, BLACK),
  mini('mini-flor-de-tierra', 'Flor de Tierra', 1050, ORANGE_FLOWER),
  mini('mini-vino-croco', 'Vino Croco', 950, WINE_CROCO),
  baguette('baguette-vino-croco', 'Vino Croco', WINE_CROCO),
  baguette('baguette-arena-croco', 'Arena Croco', BEIGE_CROCO),
  baguette('baguette-caramelo-croco', 'Caramelo Croco', CARAMEL_CROCO),
  baguette('baguette-medianoche-croco', 'Medianoche Croco', MIDNIGHT_CROCO),
  baguette('baguette-esmeralda-croco', 'Esmeralda Croco', EMERALD_WAVES),
];

export const PRODUCTS: Readonly<Record<string, Product>> = Object.freeze(
  Object.fromEntries(ALL.map((p) => [p.slug, p])),
);

/** The product for a slug from the URL, or null: inherited names such as "__proto__" are not products. */
export function findProduct(slug: string | undefined): Product | null {
  if (typeof slug !== 'string' || !Object.hasOwn(PRODUCTS, slug)) return null;
  return PRODUCTS[slug] ?? null;
}
