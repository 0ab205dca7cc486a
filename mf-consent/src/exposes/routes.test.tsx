import { screen } from '@testing-library/react';
import { LOCAL_RUNTIME_CONFIG, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@storefront/shared';
import { renderWithI18n } from '../test/render-with-i18n.test-support';
import ConsentRoutes from './routes';

const renderAt = (path: string, language: 'en' | 'es' = 'en') =>
  renderWithI18n(<ConsentRoutes config={LOCAL_RUNTIME_CONFIG} />, { path, language });
const noIndexTag = () => document.head.querySelector('meta[name="robots"][content="noindex"]');

afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove()));

describe('consent routes (/newsletter/*)', () => {
  it.each([
    [`${NEWSLETTER_CONFIRM_PATH}?token=abc`, 'Confirm your subscription'],
    [`${NEWSLETTER_UNSUBSCRIBE_PATH}?token=abc`, 'Unsubscribe from our newsletter'],
    [`${NEWSLETTER_CONFIRM_PATH}/?token=abc`, 'Confirm your subscription'],
  ])('%s shows its page, with one h1, under the root that names the build', (path, title) => {
    const { container } = renderAt(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(container.querySelector('[data-build="test-build"]')?.firstElementChild).toHaveAttribute(
      'data-page-title',
      title,
    );
    // no placeholder left unfilled and no translation key shown instead of its text
    expect(document.body).not.toHaveTextContent(/\{\{|newsletterPages\./);
  });

  it.each(['/newsletter', '/newsletter/', '/newsletter/subscribe', '/newsletter/confirm/extra?token=abc'])(
    '%s is a page the consent team does not have: says so, links home, and is not indexed',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
      expect(screen.getByText('We could not find this page. Please check the link in your email.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Page not found | Casa Carriel');
      expect(noIndexTag()).not.toBeNull();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('says so in Spanish too, and removes its noindex tag when the visitor moves on', () => {
    const { unmount } = renderAt('/newsletter/desconocida', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Página no encontrada');
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute('href', '/');
    unmount();
    expect(noIndexTag()).toBeNull();
  });
});
