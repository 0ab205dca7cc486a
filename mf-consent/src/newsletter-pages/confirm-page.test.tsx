import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { RuntimeConfig } from '@storefront/shared';
import ConsentRoutes from '../exposes/routes';
import { controllableFetch, type ControllableFetch } from '../test/controllable-fetch.test-support';
import { renderWithI18n, withI18n } from '../test/render-with-i18n.test-support';
import { NewsletterScreen } from './newsletter-screen';

const ENDPOINT = 'http://collector.test/api/newsletter';
const CONFIG: RuntimeConfig = {
  remotes: {
    catalog: 'http://a.test/m.json',
    stories: 'http://a.test/m.json',
    legal: 'http://a.test/m.json',
    consent: 'http://a.test/m.json',
  },
  newsletter: { endpoint: ENDPOINT, mode: 'cors' },
  assetBaseUrl: null,
};
const TOKEN = 'k3Y-9_token';
const CONFIRM_BUTTON = 'Confirm my subscription';

const originalFetch = globalThis.fetch;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = originalFetch;
  consoleError.mockRestore();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

function renderConfirm({
  path = `/newsletter/confirm?token=${TOKEN}`,
  language = 'en',
  requestTimeoutMs,
}: { path?: string; language?: 'en' | 'es'; requestTimeoutMs?: number } = {}) {
  return renderWithI18n(<NewsletterScreen config={CONFIG} requestTimeoutMs={requestTimeoutMs} />, { path, language });
}

const heading = () => screen.getByRole('heading', { level: 1 });
const confirmButton = () => screen.getByRole('button', { name: /Confirm my subscription|Confirming/ });
const pageRoot = () => document.querySelector('[data-screen="newsletter-confirm"]');
const noIndexTag = () => document.head.querySelector('meta[name="robots"][content="noindex"]');

async function press(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: CONFIRM_BUTTON }));
}

describe('before the press', () => {
  test('shows a heading, one sentence and the button, sets the page title, and sends nothing on load (mail scanners open links)', async () => {
    const { fetchMock } = controllableFetch();
    renderConfirm();
    expect(heading()).toHaveTextContent('Confirm your subscription');
    expect(
      screen.getByText('One last step: confirm your address, and our news will come straight to your inbox.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: CONFIRM_BUTTON })).toBeEnabled();
    expect(document.title).toBe('Confirm your subscription | Casa Carriel');
    expect(pageRoot()).toHaveAttribute('data-page-title', 'Confirm your subscription');
    // A page of one visitor's link is not for search engines.
    expect(noIndexTag()).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test.each([
    ['no query', '/newsletter/confirm'],
    ['an empty token', '/newsletter/confirm?token='],
    ['a blank token', '/newsletter/confirm?token=%20%20&lng=en'],
  ])(
    'with %s, says at once that the link is not valid, with no button and no request, and leaves focus alone',
    async (_name, path) => {
      const { fetchMock } = controllableFetch();
      renderConfirm({ path });
      expect(heading()).toHaveTextContent('This link is not valid');
      expect(
        screen.getByText(
          'It may be incomplete, or a newer email may have replaced it. Please use the link in the latest email we sent you.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('This link is not valid | Casa Carriel');
      expect(heading()).not.toHaveFocus();
      expect(document.body).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  test('pre-rendered (the server renders the page without its token): the invalid link’s page, with its title on the root', () => {
    const html = renderToString(withI18n(<ConsentRoutes config={CONFIG} />, { path: '/newsletter/confirm' }));
    document.body.innerHTML = html;
    try {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link is not valid');
      expect(pageRoot()).toHaveAttribute('data-page-title', 'This link is not valid');
      expect(document.querySelector('[data-build="test-build"]')).not.toBeNull();
    } finally {
      document.body.replaceChildren();
    }
  });
});

describe('pressing the button', () => {
  test('POSTs the token as JSON to {endpoint}/confirm, in cors mode, once however often it is pressed; the button says it is confirming', async () => {
    const user = userEvent.setup();
    const network = controllableFetch();
    renderConfirm({ path: `/newsletter/confirm?lng=es&token=${TOKEN}&utm_source=mail` });
    await press(user);

    expect(confirmButton()).toHaveTextContent('Confirming...');
    expect(confirmButton()).toBeDisabled();
    expect(pageRoot()).toHaveAttribute('aria-busy', 'true');
    expect(pageRoot()).toHaveAttribute('data-state', 'busy');
    await user.click(confirmButton());
    expect(network.fetchMock).toHaveBeenCalledTimes(1);

    const { url, init, body } = network.request();
    expect(url).toBe(`${ENDPOINT}/confirm`);
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', headers: { 'Content-Type': 'application/json' } });
    expect(body).toEqual({ token: TOKEN });

    network.answer(200, { status: 'confirmed' });
    await waitFor(() => expect(pageRoot()).toHaveAttribute('data-state', 'confirmed'));
    expect(pageRoot()).not.toHaveAttribute('aria-busy');
  });
});

describe('the outcome, by the collector’s answer', () => {
  test.each([
    [
      '200 confirmed',
      200,
      { status: 'confirmed' },
      'confirmed',
      'Your subscription is confirmed',
      'Welcome to Casa Carriel! You will be the first to hear about our new collections and the stories behind them.',
      'Back to the home page',
    ],
    [
      '409 token_used',
      409,
      { error: 'token_used' },
      'used',
      'Your subscription is already confirmed',
      'This link has been used before, so there is nothing more to do: you are already on our list.',
      'Back to the home page',
    ],
    [
      '410 token_expired',
      410,
      { error: 'token_expired' },
      'expired',
      'This link has expired',
      'For your security, confirmation links only work for a while. Sign up again on the home page, and we will send you a fresh one.',
      'Sign up again on the home page',
    ],
    [
      '404 token_invalid',
      404,
      { error: 'token_invalid' },
      'invalid',
      'This link is not valid',
      'It may be incomplete, or a newer email may have replaced it. Please use the link in the latest email we sent you.',
      'Back to the home page',
    ],
    [
      '400 token_invalid (the code counts, whatever the status)',
      400,
      { error: 'token_invalid' },
      'invalid',
      'This link is not valid',
      'It may be incomplete, or a newer email may have replaced it. Please use the link in the latest email we sent you.',
      'Back to the home page',
    ],
  ])(
    '%s: the outcome’s heading takes focus, its message and a link home replace the button',
    async (_name, status, body, state, title, message, link) => {
      const user = userEvent.setup();
      const network = controllableFetch();
      renderConfirm();
      await press(user);
      network.answer(status, body);

      await waitFor(() => expect(heading()).toHaveFocus());
      expect(heading()).toHaveTextContent(title);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByText(message)).toBeVisible();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(pageRoot()).toHaveAttribute('data-state', state);
      expect(document.title).toBe(`${title} | Casa Carriel`);
      expect(pageRoot()).toHaveAttribute('data-page-title', title);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  test('a status the page knows counts without a readable body (a proxy’s 410 page)', async () => {
    const user = userEvent.setup();
    const network = controllableFetch();
    renderConfirm();
    await press(user);
    network.answerText(410);
    await waitFor(() => expect(heading()).toHaveTextContent('This link has expired'));
  });

  test.each([
    [
      'a 500 answer',
      (n: ControllableFetch) => n.answer(500, { error: 'internal_error' }),
      'Something went wrong. Please try again.',
    ],
    [
      'a 503 answer without JSON',
      (n: ControllableFetch) => n.answerText(503),
      'Something went wrong. Please try again.',
    ],
    ['a network failure', (n: ControllableFetch) => n.fail(), 'Something went wrong. Please try again.'],
    [
      'a 4xx the page does not know',
      (n: ControllableFetch) => n.answer(400, { error: 'body_not_object' }),
      'Something went wrong. Please try again.',
    ],
    [
      'a 429 answer',
      (n: ControllableFetch) => n.answer(429, { error: 'too_many_requests' }),
      'Too many attempts. Please wait a minute and try again.',
    ],
  ])(
    '%s: says so in an alert, keeps the page and gives focus back to the button, which retries',
    async (_name, settle, message) => {
      const user = userEvent.setup();
      const network = controllableFetch();
      renderConfirm();
      await press(user);
      settle(network);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      await waitFor(() => expect(confirmButton()).toHaveFocus());
      expect(confirmButton()).toBeEnabled();
      expect(confirmButton()).toHaveTextContent(CONFIRM_BUTTON);
      expect(confirmButton()).toHaveAccessibleDescription(message);
      expect(heading()).toHaveTextContent('Confirm your subscription');
      expect(pageRoot()).toHaveAttribute('data-state', 'error');
      if (!message.startsWith('Too many')) expect(consoleError).toHaveBeenCalled();

      await user.click(confirmButton());
      expect(network.fetchMock).toHaveBeenCalledTimes(2);
      expect(network.request(1).body).toEqual({ token: TOKEN });
      network.answer(200, { status: 'confirmed' });
      await waitFor(() => expect(heading()).toHaveTextContent('Your subscription is confirmed'));
      expect(heading()).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  test('a request that hangs ends in the error state after the timeout', async () => {
    const user = userEvent.setup();
    const network = controllableFetch();
    renderConfirm({ requestTimeoutMs: 50 });
    await press(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(network.request().init.signal?.aborted).toBe(true);
    expect(confirmButton()).toHaveFocus();
  });
});

describe('in Spanish', () => {
  test('the page, the busy button, a failure and the welcome', async () => {
    const user = userEvent.setup();
    const network = controllableFetch();
    renderConfirm({ language: 'es' });
    expect(heading()).toHaveTextContent('Confirma tu suscripción');
    expect(
      screen.getByText(
        'Un último paso: confirma tu correo y nuestras novedades llegarán directamente a tu bandeja de entrada.',
      ),
    ).toBeVisible();
    expect(document.title).toBe('Confirma tu suscripción | Casa Carriel');

    await user.click(screen.getByRole('button', { name: 'Confirmar mi suscripción' }));
    expect(screen.getByRole('button', { name: 'Confirmando...' })).toBeDisabled();
    network.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal. Por favor, inténtalo de nuevo.');

    await user.click(screen.getByRole('button', { name: 'Confirmar mi suscripción' }));
    network.answer(200, { status: 'confirmed' });
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(heading()).toHaveTextContent('Tu suscripción está confirmada');
    expect(
      screen.getByText(
        '¡Te damos la bienvenida a Casa Carriel! Te contaremos antes que a nadie nuestras nuevas colecciones y las historias que hay detrás.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Tu suscripción está confirmada | Casa Carriel');
  });

  test.each([
    [409, 'Tu suscripción ya está confirmada', 'Volver a la página de inicio'],
    [410, 'Este enlace ha caducado', 'Suscríbete de nuevo en la página de inicio'],
    [404, 'Este enlace no es válido', 'Volver a la página de inicio'],
  ])('%i: %s', async (status, title, link) => {
    const user = userEvent.setup();
    const network = controllableFetch();
    renderConfirm({ language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Confirmar mi suscripción' }));
    network.answer(status);
    await waitFor(() => expect(heading()).toHaveTextContent(title));
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/');
  });
});
