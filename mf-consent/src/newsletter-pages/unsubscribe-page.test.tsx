import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuntimeConfig } from '@storefront/shared';
import { controllableFetch, type ControllableFetch } from '../test/controllable-fetch.test-support';
import { renderWithI18n } from '../test/render-with-i18n.test-support';
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
const TOKEN = 'u-9f3Kx_token';
const INVALID_BODY =
  'It may be incomplete, or a newer email may have replaced it. Please use the unsubscribe link in the latest email we sent you.';

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

function renderUnsubscribe({
  path = `/newsletter/unsubscribe?token=${TOKEN}&lng=en`,
  language = 'en',
}: { path?: string; language?: 'en' | 'es' } = {}) {
  return renderWithI18n(<NewsletterScreen config={CONFIG} />, { path, language });
}

const heading = () => screen.getByRole('heading', { level: 1 });
const unsubscribeButton = () => screen.getByRole('button', { name: /^(Unsubscribe|Unsubscribing\.\.\.)$/ });
const pageRoot = () => document.querySelector('[data-screen="newsletter-unsubscribe"]');

test('shows a heading, one sentence and the Unsubscribe button, sets the page title, and sends nothing on load', async () => {
  const { fetchMock } = controllableFetch();
  renderUnsubscribe();
  expect(heading()).toHaveTextContent('Unsubscribe from our newsletter');
  expect(
    screen.getByText('We will be sorry to see you go. Press the button, and we will stop sending you our emails.'),
  ).toBeVisible();
  expect(unsubscribeButton()).toHaveTextContent('Unsubscribe');
  expect(document.title).toBe('Unsubscribe from our newsletter | Casa Carriel');
  expect(pageRoot()).toHaveAttribute('data-page-title', 'Unsubscribe from our newsletter');
  expect(document.head.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetchMock).not.toHaveBeenCalled();
});

test('without a token, says at once that the link is not valid, with no button and no request', () => {
  const { fetchMock } = controllableFetch();
  renderUnsubscribe({ path: '/newsletter/unsubscribe?lng=en' });
  expect(heading()).toHaveTextContent('This link is not valid');
  expect(screen.getByText(INVALID_BODY)).toBeVisible();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(heading()).not.toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the press POSTs the token as JSON to {endpoint}/unsubscribe, once, while the button says Unsubscribing...; 200 moves focus to “You have unsubscribed”', async () => {
  const user = userEvent.setup();
  const network = controllableFetch();
  renderUnsubscribe();
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

  expect(unsubscribeButton()).toHaveTextContent('Unsubscribing...');
  expect(unsubscribeButton()).toBeDisabled();
  expect(pageRoot()).toHaveAttribute('aria-busy', 'true');
  await user.click(unsubscribeButton());
  expect(network.fetchMock).toHaveBeenCalledTimes(1);
  const { url, init, body } = network.request();
  expect(url).toBe(`${ENDPOINT}/unsubscribe`);
  expect(init).toMatchObject({ method: 'POST', mode: 'cors', headers: { 'Content-Type': 'application/json' } });
  expect(body).toEqual({ token: TOKEN });

  network.answer(200, { status: 'unsubscribed' });
  await waitFor(() => expect(heading()).toHaveFocus());
  expect(heading()).toHaveTextContent('You have unsubscribed');
  expect(
    screen.getByText(
      'You will not receive our newsletter any more. If you change your mind, you are always welcome back.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(pageRoot()).toHaveAttribute('data-state', 'unsubscribed');
  expect(document.title).toBe('You have unsubscribed | Casa Carriel');
});

test('404 token_invalid: the invalid link’s heading takes focus', async () => {
  const user = userEvent.setup();
  const network = controllableFetch();
  renderUnsubscribe();
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  network.answer(404, { error: 'token_invalid' });
  await waitFor(() => expect(heading()).toHaveFocus());
  expect(heading()).toHaveTextContent('This link is not valid');
  expect(screen.getByText(INVALID_BODY)).toBeVisible();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(pageRoot()).toHaveAttribute('data-state', 'invalid');
});

test.each([
  ['a 500 answer', (n: ControllableFetch) => n.answer(500), 'Something went wrong. Please try again.'],
  ['a network failure', (n: ControllableFetch) => n.fail(), 'Something went wrong. Please try again.'],
  [
    'a 410, which this page does not expect',
    (n: ControllableFetch) => n.answer(410, { error: 'token_expired' }),
    'Something went wrong. Please try again.',
  ],
  ['a 429 answer', (n: ControllableFetch) => n.answer(429), 'Too many attempts. Please wait a minute and try again.'],
])('%s: an alert, focus back on the button, and a retry that can succeed', async (_name, settle, message) => {
  const user = userEvent.setup();
  const network = controllableFetch();
  renderUnsubscribe();
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  settle(network);

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  await waitFor(() => expect(unsubscribeButton()).toHaveFocus());
  expect(unsubscribeButton()).toHaveAccessibleDescription(message);
  expect(heading()).toHaveTextContent('Unsubscribe from our newsletter');

  await user.click(unsubscribeButton());
  network.answer(200, { status: 'unsubscribed' });
  await waitFor(() => expect(heading()).toHaveTextContent('You have unsubscribed'));
  expect(network.fetchMock).toHaveBeenCalledTimes(2);
});

test('speaks Spanish: the page, the busy button, the outcome', async () => {
  const user = userEvent.setup();
  const network = controllableFetch();
  renderUnsubscribe({ language: 'es', path: `/newsletter/unsubscribe?token=${TOKEN}&lng=es` });
  expect(heading()).toHaveTextContent('Date de baja de nuestro boletín');
  expect(
    screen.getByText('Nos dará pena verte marchar. Pulsa el botón y dejaremos de enviarte nuestros correos.'),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
  expect(screen.getByRole('button', { name: 'Dando de baja...' })).toBeDisabled();
  network.answer(429);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
  );
  await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
  network.answer(200, { status: 'unsubscribed' });
  await waitFor(() => expect(heading()).toHaveFocus());
  expect(heading()).toHaveTextContent('Te has dado de baja');
  expect(
    screen.getByText(
      'Ya no recibirás nuestro boletín. Si cambias de opinión, aquí estaremos para darte la bienvenida de nuevo.',
    ),
  ).toBeVisible();
  expect(document.title).toBe('Te has dado de baja | Casa Carriel');
});
