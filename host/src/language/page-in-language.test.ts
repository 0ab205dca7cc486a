import { prepareInLanguage } from './page-in-language';

/** A page as the host's server renders it, in a language's words (the same markup in both). */
function serverPage(words: {
  lang: string;
  title: string;
  description: string;
  menu: string;
  heading: string;
  alt: string;
  subject: string;
}): string {
  const address = `https://shop.example/${words.lang === 'en' ? '' : `?lng=${words.lang}`}`;
  return `<!doctype html><html lang="${words.lang}"><head><title>${words.title}</title>
    <meta name="description" content="${words.description}"><link rel="canonical" href="${address}">
    <meta property="og:url" content="${address}"><meta name="twitter:title" content="${words.title}"></head>
    <body><div id="root" data-prerendered="${words.lang}" data-language-source="querystring" data-hydrate="on-intent">
      <header><button aria-expanded="false" aria-label="${words.menu}">${words.menu}</button></header>
      <main><h1>${words.heading}<!-- --> <em>Carriel</em></h1>
        <a data-hero-discover href="/collections/carriel">${words.heading}</a>
        <img alt="${words.alt}" src="/bag.jpg">
        <section hidden data-page-title="${words.heading}"><p>${words.heading}</p></section>
        <a href="mailto:hello@example.com?subject=${words.subject}">hello@example.com</a>
        <noscript><img alt="${words.alt}" src="/bag.jpg"></noscript>
      </main></div></body></html>`;
}

const ENGLISH = {
  lang: 'en',
  title: 'Home | Casa Carriel',
  description: 'Saddlebags made in Italy.',
  menu: 'Menu',
  heading: 'The saddlebag',
  alt: 'A caramel Carriel',
  subject: 'Enquiry',
};
const SPANISH = {
  lang: 'es',
  title: 'Inicio | Casa Carriel',
  description: 'Carrieles hechos en Italia.',
  menu: 'Menú',
  heading: 'El carriel',
  alt: 'Un Carriel caramelo',
  subject: 'Consulta',
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** This test's page as the browser shows it: the English page, written into the document. */
function showEnglishPage(): void {
  const page = parse(serverPage(ENGLISH));
  document.documentElement.lang = 'en';
  document.title = page.title;
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

/** Prepares the English page as served to become the Spanish one (`spanish`, the server's by default). */
const toSpanish = (spanish = serverPage(SPANISH)) =>
  prepareInLanguage(document, parse(serverPage(ENGLISH)), parse(spanish));

describe('showing this page in another language in place', () => {
  it("takes every text and every attribute the two server pages differ in from the other language's page", () => {
    showEnglishPage();
    const heading = document.querySelector('h1')!;

    const prepared = toSpanish();
    expect(prepared).toMatchObject({ language: 'es', complete: true });
    expect(prepared!.show()).toBe(true);
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Inicio | Casa Carriel');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Carrieles hechos en Italia.',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://shop.example/?lng=es');
    expect(document.querySelectorAll('meta[property="og:url"]')).toHaveLength(1);
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://shop.example/?lng=es',
    );
    expect(document.querySelector('meta[name="twitter:title"]')).toHaveAttribute('content', 'Inicio | Casa Carriel');
    expect(heading.textContent).toBe('El carriel Carriel');
    expect(document.querySelector('h1')).toBe(heading); // the same elements, changed
    expect(document.querySelector('header button')).toHaveAttribute('aria-label', 'Menú');
    expect(document.querySelector('img')).toHaveAttribute('alt', 'Un Carriel caramelo');
    expect(document.querySelector('section')).toHaveAttribute('data-page-title', 'El carriel');
    expect(document.querySelector('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      'mailto:hello@example.com?subject=Consulta',
    );
    expect(document.getElementById('root')).toHaveAttribute('data-prerendered', 'es');
  });

  it('keeps what the visitor did: a menu open, a section shown, the hero on another slide', () => {
    showEnglishPage();
    document.querySelector('header button')!.setAttribute('aria-expanded', 'true');
    document.querySelector('section')!.hidden = false;
    document.querySelector('[data-hero-discover]')!.setAttribute('href', '/collections/resort');

    const prepared = toSpanish();
    expect(prepared?.complete).toBe(true);
    expect(prepared!.show()).toBe(true);
    expect(document.querySelector('header button')).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('section')).not.toHaveAttribute('hidden');
    expect(document.querySelector('[data-hero-discover]')).toHaveAttribute('href', '/collections/resort');
    expect(document.querySelector('[data-hero-discover]')).toHaveTextContent('El carriel');
  });

  it('leaves to the application what was changed in the browser since, and says the page is not whole', () => {
    showEnglishPage();
    // What the application changed since: the heading's words, the hero's link.
    document.querySelector('h1')!.firstChild!.textContent = 'The saddlebag, slide 2';
    document.querySelector('[data-hero-discover]')!.setAttribute('href', '/collections/resort');
    // A part the browser rendered alone: a text the server does not have there.
    document.querySelector('section')!.append(document.createTextNode('Cookie settings'));

    const prepared = toSpanish();
    expect(prepared?.complete).toBe(false);
    expect(prepared!.show()).toBe(true);
    expect(document.documentElement.lang).toBe('es');
    expect(document.querySelector('header button')).toHaveAttribute('aria-label', 'Menú');
    expect(document.querySelector('img')).toHaveAttribute('alt', 'Un Carriel caramelo');
    expect(document.querySelector('[data-hero-discover]')).toHaveAttribute('href', '/collections/resort');
    // Left for the application, which renders it in Spanish a moment later.
    expect(document.querySelector('h1')!.firstChild!.textContent).toBe('The saddlebag, slide 2');
    // The section's shape differs from the server's: it is left whole, to the application.
    expect(document.querySelector('section')).toHaveTextContent('The saddlebagCookie settings');
    expect(document.querySelector('[data-hero-discover]')).toHaveTextContent('El carriel');
  });

  it('is not whole when the other page is not this page (another build)', () => {
    showEnglishPage();
    const otherBuild = serverPage(SPANISH).replace('<em>Carriel</em>', '<em>Carriel</em><span>nuevo</span>');
    expect(toSpanish(otherBuild)?.complete).toBe(false);
    const otherMarkup = serverPage(SPANISH).replace('<h1>', '<h2>').replace('</h1>', '</h2>');
    expect(toSpanish(otherMarkup)?.complete).toBe(false);
    expect(toSpanish('<p>Service unavailable</p>')).toBeNull();
  });

  it('writes nothing a script has changed between preparing and showing', () => {
    showEnglishPage();
    const prepared = toSpanish();
    document.querySelector('header button')!.setAttribute('aria-label', 'Close menu');
    prepared!.show();
    expect(document.querySelector('header button')).toHaveAttribute('aria-label', 'Close menu');
    expect(document.querySelector('img')).toHaveAttribute('alt', 'Un Carriel caramelo');
  });

  it('has nothing to prepare for a page in the language shown', () => {
    showEnglishPage();
    expect(prepareInLanguage(document, parse(serverPage(ENGLISH)), parse(serverPage(ENGLISH)))).toBeNull();
  });
});
