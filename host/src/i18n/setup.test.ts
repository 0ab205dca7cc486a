import i18next from 'i18next';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { setUpI18n } from './setup';

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('the head’s description once the application has started', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Served.">';
  });
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('stays the page’s own, which its outermost element carries, and follows it into the other language', async () => {
    document.body.innerHTML =
      '<div id="root"><main><div data-page-title="Patrón" data-page-description="A saddlebag.">…</div></main></div>';
    await setUpI18n({ language: 'en', source: 'fallback', remember: false });
    expect(description()).toBe('A saddlebag.');

    // The language switch has shown the page in Spanish in place; the application follows.
    document.querySelector('[data-page-description]')?.setAttribute('data-page-description', 'Un carriel.');
    await i18next.changeLanguage('es');
    expect(description()).toBe('Un carriel.');
  });

  it('is the site’s, in the page’s language, on a page that says none of its own', async () => {
    document.body.innerHTML = '<div id="root"><main>Home</main></div>';
    await setUpI18n({ language: 'es', source: 'fallback', remember: false });
    expect(description()).toBe(es.siteDescription);
    await i18next.changeLanguage('en');
    expect(description()).toBe(en.siteDescription);
  });
});
