import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterMode, RuntimeConfig } from '@storefront/shared';
import { renderToString } from 'react-dom/server';
import { controllableFetch } from '../test/controllable-fetch.test-support';
import { renderWithI18n, withI18n } from '../test/render-with-i18n.test-support';
import { NEWSLETTER_CONSENT_TEXT_VERSION } from './submit-signup';
import { NewsletterSignup } from './newsletter-signup';

const ENDPOINT = 'http://collector.test/api/newsletter';
const THANKS = 'Thank you for subscribing!';
const CHECK_INBOX = 'Please check your inbox: we have sent you a link to confirm your subscription.';

function configFor(mode: NewsletterMode): RuntimeConfig {
  return {
    remotes: {
      catalog: 'http://a.test/m.json',
      stories: 'http://a.test/m.json',
      legal: 'http://a.test/m.json',
      consent: 'http://a.test/m.json',
    },
    newsletter: { endpoint: ENDPOINT, mode },
    assetBaseUrl: null,
  };
}

const originalFetch = globalThis.fetch;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = originalFetch;
  consoleError.mockRestore();
});

function renderSignup({
  variant = 'band',
  mode = 'cors',
  language = 'en',
  requestTimeoutMs,
  path,
}: {
  variant?: 'band' | 'form';
  mode?: NewsletterMode;
  language?: 'en' | 'es';
  requestTimeoutMs?: number;
  path?: string;
} = {}) {
  return renderWithI18n(
    <NewsletterSignup config={configFor(mode)} variant={variant} requestTimeoutMs={requestTimeoutMs} />,
    { language, path },
  );
}

const emailInput = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribeButton = () => screen.getByRole('button', { name: /Subscribe|SUBSCRIBING/ });

/** The request follows the frame that shows SUBSCRIBING...: lets that frame pass. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

async function typeAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(emailInput(), email);
  await user.click(subscribeButton());
  await nextFrame();
}

describe('idle', () => {
  test('the home band and the footer form, pre-rendered apart and shown on one page, each label their own field', () => {
    // The server renders each fragment on its own (tools/prerender), as renderToString does here.
    const fragment = (variant: 'band' | 'form') =>
      renderToString(withI18n(<NewsletterSignup config={configFor('cors')} variant={variant} />));
    document.body.innerHTML = fragment('band') + fragment('form');
    try {
      const fields = screen.getAllByRole('textbox', { name: 'Email address' });
      expect(fields).toHaveLength(2);
      expect(new Set(fields.map((field) => field.id)).size).toBe(2);
      expect(screen.getAllByRole('region', { name: 'Sign up to receive updates from Casa Carriel' })).toHaveLength(2);
    } finally {
      document.body.replaceChildren();
    }
  });

  test('the band shows the title, description, e-mail input, button and a privacy notice linking to the policy', () => {
    renderSignup();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign up to receive updates from Casa Carriel' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Get exclusive news about collection launches, personalized updates, and the latest from our House.',
      ),
    ).toBeVisible();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toHaveAttribute('placeholder', 'Enter your email');
    expect(emailInput()).toBeRequired();
    expect(emailInput()).toHaveAttribute('maxlength', '254');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  test('the button is disabled while the address is empty or blank, and an empty submission sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = controllableFetch();
    renderSignup();
    expect(subscribeButton()).toBeDisabled();
    await user.type(emailInput(), '   ');
    expect(subscribeButton()).toBeDisabled();
    await user.type(emailInput(), '{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(emailInput());
    await user.type(emailInput(), 'ana@example.com');
    expect(subscribeButton()).toBeEnabled();
  });

  test('a malformed address is not sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = controllableFetch();
    renderSignup();
    await typeAndSubmit(user, 'not-an-address');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(emailInput()).toBeInvalid();
  });

  test('the full form requires the marketing consent checkbox with the spec text', async () => {
    const user = userEvent.setup();
    const { fetchMock, request } = controllableFetch();
    renderSignup({ variant: 'form' });
    const checkbox = screen.getByRole('checkbox', {
      name: /^I agree to receive marketing emails and accept the privacy policy/,
    });
    expect(checkbox).toBeRequired();
    expect(checkbox).not.toBeChecked();

    await typeAndSubmit(user, 'ana@example.com');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(checkbox);
    await user.click(subscribeButton());
    await nextFrame();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(request().body).toMatchObject({ consent: true });
  });
});

describe('submitting', () => {
  test('posts the JSON payload, reads SUBSCRIBING..., disables input and button, and cannot submit twice', async () => {
    const user = userEvent.setup();
    const { fetchMock, request } = controllableFetch();
    renderSignup();
    await typeAndSubmit(user, '  ana@example.com ');

    expect(subscribeButton()).toHaveTextContent('SUBSCRIBING...');
    expect(subscribeButton()).toBeDisabled();
    expect(emailInput()).toBeDisabled();
    await user.click(subscribeButton());
    emailInput().closest('form')!.requestSubmit();
    await nextFrame();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const { url, init, body } = request();
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', headers: { 'Content-Type': 'application/json' } });
    expect(body).toEqual({
      email: 'ana@example.com',
      consent: true,
      timestamp: expect.any(String),
      source: 'Newsletter Signup',
      language: 'en',
      page: '/',
      consentTextVersion: '2026-11-25',
    });
    expect(new Date(String(body.timestamp)).toISOString()).toBe(body.timestamp);
  });

  test('sends the path of the page the form is on, without its query, and the version of the consent text the visitor saw', async () => {
    const user = userEvent.setup();
    const { request } = controllableFetch();
    renderSignup({ variant: 'form', path: '/collections/carriel?utm_source=instagram' });
    await user.click(screen.getByRole('checkbox'));
    await typeAndSubmit(user, 'ana@example.com');
    expect(request().body).toMatchObject({
      page: '/collections/carriel',
      consentTextVersion: NEWSLETTER_CONSENT_TEXT_VERSION,
    });
    expect(NEWSLETTER_CONSENT_TEXT_VERSION).toBe('2026-11-25');
  });
});

describe('cors mode (the collector)', () => {
  test.each([
    [202, { status: 'confirmation_sent' }],
    [201, { status: 'subscribed' }],
    [200, {}],
  ])(
    '%i %j replaces the form by the thanks and asks the visitor to confirm from their inbox, with focus on it',
    async (status, body) => {
      const user = userEvent.setup();
      const network = controllableFetch();
      renderSignup();
      await typeAndSubmit(user, 'ana@example.com');
      network.answer(status, body);

      const message = await screen.findByRole('status');
      await waitFor(() => expect(message).toHaveFocus());
      expect(within(message).getByText(THANKS)).toBeVisible();
      expect(within(message).getByText(CHECK_INBOX)).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Sign up to receive updates from Casa Carriel' })).toBeVisible();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  test.each([
    [400, { error: 'email_invalid' }, 'Please check your email address: it does not look valid.'],
    [400, { error: 'consent_required' }, 'Please agree to receive our emails to subscribe.'],
    [429, { error: 'too_many_requests' }, 'Too many attempts. Please wait a minute and try again.'],
    [
      415,
      { error: 'content_type_must_be_json' },
      'We could not accept this signup. Please check your email address and try again.',
    ],
  ])('%i %j shows a clear message in red, keeps the form and the address', async (status, body, message) => {
    const user = userEvent.setup();
    const network = controllableFetch();
    renderSignup();
    await typeAndSubmit(user, 'ana@example.com');
    network.answer(status, body);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailInput()).toHaveValue('ana@example.com');
    expect(emailInput()).toBeEnabled();
    expect(subscribeButton()).toHaveTextContent('Subscribe');
    expect(subscribeButton()).toBeEnabled();
  });

  test.each([
    ['a 500 answer', (n: ReturnType<typeof controllableFetch>) => n.answer(500, { error: 'internal_error' })],
    ['a 503 answer', (n: ReturnType<typeof controllableFetch>) => n.answer(503)],
    ['a network failure', (n: ReturnType<typeof controllableFetch>) => n.fail()],
  ])('%s shows the generic error, logs it, keeps the address, and a retry can succeed', async (_name, settle) => {
    const user = userEvent.setup();
    const network = controllableFetch();
    renderSignup();
    await typeAndSubmit(user, 'ana@example.com');
    settle(network);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(alert.className).toBe('error');
    expect(consoleError).toHaveBeenCalled();
    expect(emailInput()).toHaveValue('ana@example.com');

    await user.click(subscribeButton());
    await nextFrame();
    network.answer(201);
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(network.fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a request that hangs ends in the error state after the timeout', async () => {
    const user = userEvent.setup();
    const network = controllableFetch();
    renderSignup({ requestTimeoutMs: 50 });
    await typeAndSubmit(user, 'ana@example.com');
    expect(subscribeButton()).toHaveTextContent('SUBSCRIBING...');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(network.request().init.signal?.aborted).toBe(true);
    expect(emailInput()).toHaveValue('ana@example.com');
    expect(emailInput()).toHaveFocus();
  });
});

describe('after a failed signup', () => {
  type Network = ReturnType<typeof controllableFetch>;
  test.each([
    ['band', 'a 500 answer', (n: Network) => n.answer(500), 'Something went wrong. Please try again.'],
    ['form', 'a network failure', (n: Network) => n.fail(), 'Something went wrong. Please try again.'],
    ['band', 'a 429 answer', (n: Network) => n.answer(429), 'Too many attempts. Please wait a minute and try again.'],
    [
      'form',
      'a 400 about the address',
      (n: Network) => n.answer(400, { error: 'email_invalid' }),
      'Please check your email address: it does not look valid.',
    ],
  ] as const)(
    'the %s puts focus back on the kept address after %s, described by the message',
    async (variant, _name, settle, message) => {
      const user = userEvent.setup();
      const network = controllableFetch();
      renderSignup({ variant });
      if (variant === 'form') await user.click(screen.getByRole('checkbox'));
      await typeAndSubmit(user, 'ana@example.com');
      settle(network);

      await waitFor(() => expect(emailInput()).toHaveFocus());
      expect(emailInput()).toHaveValue('ana@example.com');
      expect(emailInput()).toHaveAccessibleDescription(message);
      if (message.startsWith('Please check your email address'))
        expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
      else expect(emailInput()).not.toHaveAttribute('aria-invalid');
      if (variant === 'form') expect(screen.getByRole('checkbox')).toBeChecked();
    },
  );
});

describe('validation messages', () => {
  test('an invalid address and an unchecked consent box get messages in the page language, which follow a language switch', async () => {
    const user = userEvent.setup();
    const { fetchMock } = controllableFetch();
    const { i18n } = renderSignup({ language: 'es', variant: 'form' });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Correo electrónico' });
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox');

    await user.type(input, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input).toBeInvalid();
    expect(input.validationMessage).toBe('Introduce un correo electrónico válido, por ejemplo nombre@ejemplo.com.');
    expect(checkbox.validationMessage).toBe('Marca esta casilla para aceptar recibir nuestros correos.');

    await user.type(input, 'example.com');
    expect(input).toBeValid();
    expect(input.validationMessage).toBe('');

    await act(() => i18n.changeLanguage('en'));
    expect(checkbox.validationMessage).toBe('Please tick this box to agree to receive our emails.');
    await user.click(checkbox);
    expect(checkbox).toBeValid();
    expect(checkbox.validationMessage).toBe('');
  });
});

describe('no-cors mode (the spreadsheet web app)', () => {
  test('an opaque answer counts as success and the request is sent with mode no-cors', async () => {
    const user = userEvent.setup();
    const network = controllableFetch();
    renderSignup({ mode: 'no-cors', variant: 'form' });
    await user.click(screen.getByRole('checkbox'));
    await typeAndSubmit(user, 'ana@example.com');
    expect(network.request().init).toMatchObject({ mode: 'no-cors', headers: { 'Content-Type': 'application/json' } });
    network.opaque();
    // Nobody knows whether the third party mails a confirmation: the thanks alone, as before.
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent(new RegExp(`^${THANKS}$`));
    expect(screen.queryByText(/check your inbox/)).not.toBeInTheDocument();
    await waitFor(() => expect(message).toHaveFocus());
  });

  test('a thrown network error shows the error in red under the form and is logged to the console', async () => {
    const user = userEvent.setup();
    const network = controllableFetch();
    renderSignup({ mode: 'no-cors' });
    await typeAndSubmit(user, 'ana@example.com');
    network.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(consoleError).toHaveBeenCalledWith('Newsletter signup failed', expect.any(TypeError));
    expect(emailInput()).toHaveValue('ana@example.com');
  });
});

test('speaks Spanish in every state it shows', async () => {
  const user = userEvent.setup();
  const network = controllableFetch();
  renderSignup({ language: 'es', variant: 'form' });
  expect(screen.getByRole('heading', { name: 'Suscríbete para recibir novedades de Casa Carriel' })).toBeVisible();
  const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
  expect(input).toHaveAttribute('placeholder', 'Introduce tu correo electrónico');
  await user.click(screen.getByRole('checkbox', { name: /Acepto recibir correos de marketing/ }));
  await user.type(input, 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
  expect(screen.getByRole('button', { name: 'SUSCRIBIENDO...' })).toBeDisabled();
  await nextFrame();
  expect(network.request().body.language).toBe('es');
  network.fail();
  expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal. Por favor, inténtalo de nuevo.');
  await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
  await nextFrame();
  network.answer(202, { status: 'confirmation_sent' });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('¡Gracias por suscribirte!'));
  expect(
    within(screen.getByRole('status')).getByText(
      'Revisa tu bandeja de entrada: te hemos enviado un enlace para confirmar tu suscripción.',
    ),
  ).toBeVisible();
  expect(within(screen.getByRole('status')).queryByRole('button')).not.toBeInTheDocument();
});
