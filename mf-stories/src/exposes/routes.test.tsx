import { screen, within } from '@testing-library/react';
import { renderWithI18n, TEST_CONFIG } from '../test/render-with-i18n.test-support';
import StoriesRoutes from './routes';

const renderAt = (path: string, language: 'en' | 'es' = 'en') =>
  renderWithI18n(<StoriesRoutes config={TEST_CONFIG} />, { path, language });
/** The page's text without its scripts' (the JSON-LD names files like "images/share/ibiza-popup.png"). */
function visibleText(): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll('script').forEach((script) => script.remove());
  return body.textContent ?? '';
}
const noIndexTag = () => document.head.querySelector('meta[name="robots"][content="noindex"]');

const STORY_TITLES: [path: string, en: string, es: string][] = [
  ['/about', 'Our Story', 'Nuestra historia'],
  ['/news/colochila', 'The Beginning: Colochila', 'El comienzo: Colochila'],
  ['/news/ibiza-popup', 'Colochila x Grand Hotel Ibiza 2024', 'Colochila x Grand Hotel Ibiza 2024'],
  ['/news/munich-store', 'Munich Store 2025', 'Tienda de Múnich 2025'],
  ['/muse-projects/la-artista', 'For La Artista (2025)', 'Para La Artista (2025)'],
];

afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove()));

describe('stories routes', () => {
  it('leads on from the Colochila story to the resort collection, and from no other story', async () => {
    const { unmount } = await renderAt('/news/colochila', 'es');
    expect(screen.getByRole('link', { name: 'Descubre la Colección Resort' })).toHaveAttribute(
      'href',
      '/collections/resort',
    );
    unmount();
    for (const [path] of STORY_TITLES.filter(([path]) => path !== '/news/colochila')) {
      const other = await renderAt(path);
      expect(screen.queryByRole('link', { name: /Resort/ })).toBeNull();
      other.unmount();
    }
  });

  it.each(STORY_TITLES)(
    '%s shows its story with one h1 in English and in Spanish, and sets the page title',
    async (path, en, es) => {
      const { container, unmount } = await renderAt(path);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en);
      expect(document.title).toBe(`${en} | Casa Carriel`);
      expect(container.querySelector('[data-build="test-build"]')?.firstElementChild).toHaveAttribute(
        'data-page-title',
        en,
      );
      expect(noIndexTag()).toBeNull();
      // no placeholder left unfilled and no translation key shown instead of its text (the JSON-LD is not shown)
      expect(visibleText()).not.toMatch(
        /\{\{|\b(?:kicker|storyNavigation|about|colochila|ibiza-popup|munich-store|muse)\.[a-z]/,
      );
      unmount();

      await renderAt(path, 'es');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(es);
    },
  );

  it('renders Our Story with the four sections of the spec, in order, and images with alt text', async () => {
    await renderAt('/about');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About',
      'Craftsmanship Meets Innovation',
      'Unisex. Versatile. Statement-Making.',
      'Our Vision',
    ]);
    const images = screen.getAllByRole('img');
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(image.getAttribute('alt')).not.toBe('');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image.getAttribute('src')).toMatch(/^http:\/\/localhost\/images\/stories\/.+\.svg$/);
    }
  });

  it('tells the facts of the stories: weaving time, first pop-up, a piece made in a week', async () => {
    const { unmount } = await renderAt('/news/colochila');
    expect(screen.getAllByText(/20 to 21 days/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/2023/).length).toBeGreaterThan(0);
    unmount();
    const munich = await renderAt('/news/munich-store');
    expect(screen.getAllByText(/first pop-up store/).length).toBeGreaterThan(0);
    munich.unmount();
    await renderAt('/muse-projects/la-artista', 'es');
    expect(screen.getAllByText(/una semana/).length).toBeGreaterThan(0);
  });

  it('links each story to its previous and next story', async () => {
    await renderAt('/news/ibiza-popup');
    const navigation = screen.getByRole('navigation', { name: 'More stories' });
    expect(within(navigation).getByRole('link', { name: /Previous story.*The Beginning: Colochila/ })).toHaveAttribute(
      'href',
      '/news/colochila',
    );
    expect(within(navigation).getByRole('link', { name: /Next story.*Munich Store 2025/ })).toHaveAttribute(
      'href',
      '/news/munich-store',
    );
  });

  it('serves a trailing slash like the address without it', async () => {
    await renderAt('/news/munich-store/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Munich Store 2025');
  });
});

describe('stories not-found screen', () => {
  it.each([
    '/news/unknown-story',
    '/muse-projects/someone-else',
    '/news/colochila/photos',
    '/news',
    '/muse-projects',
    '/about/team',
  ])('%s shows a not-found screen that search engines do not index, with links onward', async (path) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Story not found');
    expect(document.title).toBe('Story not found | Casa Carriel');
    expect(noIndexTag()).not.toBeNull();
    const stories = screen.getByRole('navigation', { name: 'Our stories' });
    expect(within(stories).getByRole('link', { name: /Our Story/ })).toHaveAttribute('href', '/about');
    expect(within(stories).getByRole('link', { name: /For La Artista/ })).toHaveAttribute(
      'href',
      '/muse-projects/la-artista',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('is written in Spanish too, and removes its noindex tag when the visitor moves on', async () => {
    const { unmount } = await renderAt('/news/desconocida', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Historia no encontrada');
    unmount();
    expect(noIndexTag()).toBeNull();
  });

  it('marks the root element with the build id', async () => {
    const { container } = await renderAt('/about');
    expect(container.querySelector('[data-build="test-build"]')).not.toBeNull();
  });
});
