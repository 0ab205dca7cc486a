import { screen } from '@testing-library/react';
import { renderShell } from '../test/render-shell.test-support';
import { ConfigErrorScreen } from './config-error-screen';
import { NotFoundScreen } from './not-found-screen';
import { RenderErrorScreen } from './render-error-screen';

function Broken(): never {
  throw new Error('render failed');
}

describe('shell screens', () => {
  it.each([
    ['en', 'Unexpected Application Error!', 'Back to the home page'],
    ['es', '¡Error inesperado de la aplicación!', 'Volver a la página de inicio'],
  ] as const)(
    'in %s, a render error of the shell shows the spec’s heading, as page title too, with a way home',
    async (language, title, home) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderShell(<></>, {
        language,
        routes: [{ path: '*', element: <Broken />, errorElement: <RenderErrorScreen /> }],
      });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
      expect(document.title).toMatch(new RegExp(`^${title} \\| `));
    },
  );

  it('the not-found screen links onward and keeps search engines away while shown', () => {
    const { container, unmount } = renderShell(<NotFoundScreen />, { language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-page-title', 'Página no encontrada');
    expect(screen.getByRole('link', { name: 'Ver las colecciones' })).toHaveAttribute('href', '/collections/carriel');
    expect(document.head.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('a broken deployment config is explained instead of a blank page', () => {
    renderShell(<ConfigErrorScreen problems={['"remotes.catalog" must be an http(s) URL of its mf-manifest.json']} />);
    expect(screen.getByRole('heading', { name: 'The shop is not configured correctly' })).toBeInTheDocument();
    expect(screen.getByText('"remotes.catalog" must be an http(s) URL of its mf-manifest.json')).toBeInTheDocument();
  });
});
