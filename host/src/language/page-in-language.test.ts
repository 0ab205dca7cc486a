import { PAGE_LANGUAGE_CHANGED_EVENT } from '@storefront/shared';
import { prepareHydratedInLanguage, prepareInLanguage } from './page-in-language';

/** Prepares and shows `page` at once; false when it could not be prepared. */
const showPageInLanguage = (doc: Document, page: Document) => prepareInLanguage(doc, page)?.show() ?? false;

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
  return `<!doctype html><html lang="${words.lang}"><head><title>${words.title}</title>
    <meta name="description" content="${words.description}"></head>
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

describe('showing this page in another language in place', () => {
  it("takes every text and every attribute holding text from the other language's page, and says so", () => {
    showEnglishPage();
    const heading = document.querySelector('h1')!;
    const changed = jest.fn();
    document.addEventListener(PAGE_LANGUAGE_CHANGED_EVENT, changed);

    expect(showPageInLanguage(document, parse(serverPage(SPANISH)))).toBe(true);
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Inicio | Casa Carriel');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Carrieles hechos en Italia.',
    );
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
    expect(changed).toHaveBeenCalledTimes(1);
    expect((changed.mock.calls[0]![0] as CustomEvent).detail).toBe('es');
    document.removeEventListener(PAGE_LANGUAGE_CHANGED_EVENT, changed);
  });

  it('keeps what the visitor did: a menu open, a section shown, the hero on another slide', () => {
    showEnglishPage();
    document.querySelector('header button')!.setAttribute('aria-expanded', 'true');
    document.querySelector('section')!.hidden = false;
    document.querySelector('[data-hero-discover]')!.setAttribute('href', '/collections/resort');

    expect(showPageInLanguage(document, parse(serverPage(SPANISH)))).toBe(true);
    expect(document.querySelector('header button')).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('section')).not.toHaveAttribute('hidden');
    expect(document.querySelector('[data-hero-discover]')).toHaveAttribute('href', '/collections/resort');
    expect(document.querySelector('[data-hero-discover]')).toHaveTextContent('El carriel');
  });

  it('changes nothing when the other page is not this page (another build): the switch then loads it', () => {
    showEnglishPage();
    const before = document.documentElement.outerHTML;
    const otherBuild = serverPage(SPANISH).replace('<em>Carriel</em>', '<em>Carriel</em><span>nuevo</span>');
    expect(showPageInLanguage(document, parse(otherBuild))).toBe(false);
    const otherMarkup = serverPage(SPANISH).replace('<h1>', '<h2>').replace('</h1>', '</h2>');
    expect(showPageInLanguage(document, parse(otherMarkup))).toBe(false);
    expect(showPageInLanguage(document, parse('<p>Service unavailable</p>'))).toBe(false);
    expect(document.documentElement.outerHTML).toBe(before);
  });
});

describe('showing a hydrated page in another language in place', () => {
  it('changes what the two server pages differ in, where the page still shows what the server rendered', () => {
    showEnglishPage();
    // What the application changed since: the menu opened, the heading's words, the hero's link.
    document.querySelector('header button')!.setAttribute('aria-expanded', 'true');
    document.querySelector('h1')!.firstChild!.textContent = 'The saddlebag, slide 2';
    document.querySelector('[data-hero-discover]')!.setAttribute('href', '/collections/resort');
    // A part the browser rendered alone: a text the server does not have there.
    document.querySelector('section')!.append(document.createTextNode('Cookie settings'));

    const prepared = prepareHydratedInLanguage(document, parse(serverPage(ENGLISH)), parse(serverPage(SPANISH)));
    expect(prepared?.language).toBe('es');
    expect(prepared!.show()).toBe(true);
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Inicio | Casa Carriel');
    expect(document.querySelector('header button')).toHaveAttribute('aria-label', 'Menú');
    expect(document.querySelector('header button')).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('img')).toHaveAttribute('alt', 'Un Carriel caramelo');
    expect(document.querySelector('[data-hero-discover]')).toHaveAttribute('href', '/collections/resort');
    // Left for the application, which renders it in Spanish a moment later.
    expect(document.querySelector('h1')!.firstChild!.textContent).toBe('The saddlebag, slide 2');
    // The section's shape differs from the server's: it is left whole, to the application.
    expect(document.querySelector('section')).toHaveTextContent('The saddlebagCookie settings');
    expect(document.querySelector('[data-hero-discover]')).toHaveTextContent('El carriel');
  });

  it('writes nothing the application has changed between preparing and showing', () => {
    showEnglishPage();
    const prepared = prepareHydratedInLanguage(document, parse(serverPage(ENGLISH)), parse(serverPage(SPANISH)));
    document.querySelector('header button')!.setAttribute('aria-label', 'Close menu');
    prepared!.show();
    expect(document.querySelector('header button')).toHaveAttribute('aria-label', 'Close menu');
    expect(document.querySelector('img')).toHaveAttribute('alt', 'Un Carriel caramelo');
  });

  it('has nothing to prepare for a page in the language shown', () => {
    showEnglishPage();
    expect(prepareHydratedInLanguage(document, parse(serverPage(ENGLISH)), parse(serverPage(ENGLISH)))).toBeNull();
  });
});
