import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShell, TEST_CONFIG } from '../test/render-shell.test-support';
import { OPEN_COOKIE_PREFERENCES_EVENT, REMOTE_TEAMS, requestCookiePreferences } from '@storefront/shared';
import { registerRuntimeRemotes, REMOTE_LOAD_TIMEOUT_MS, resetRemote } from './remote-registry';
import { RemoteSlot } from './remote-slot';

// The network boundary: the federation runtime. Everything above it (registry, timeout, slot, retry) is real.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const storyModule = { default: () => <h1>The Beginning: Colochila</h1> };

describe('RemoteSlot', () => {
  beforeAll(() => registerRuntimeRemotes(TEST_CONFIG));
  beforeEach(() => {
    REMOTE_TEAMS.forEach(resetRemote); // each test starts with nothing loaded
    loadRemoteMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('mounts the remote component inside its team boundary', async () => {
    loadRemoteMock.mockResolvedValue(storyModule);
    const { container } = renderShell(<RemoteSlot team="stories" module="routes" fallback="page" />);
    expect(await screen.findByRole('heading', { name: 'The Beginning: Colochila' })).toBeInTheDocument();
    expect(container.querySelector('[data-boundary="stories"]')).toContainElement(screen.getByRole('heading'));
  });

  it('says in the visitor’s language what is missing, and a retry loads it once it is back', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED')).mockResolvedValue(storyModule);
    renderShell(<RemoteSlot team="stories" module="routes" fallback="page" />, { language: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Esta historia no está disponible en este momento' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'The Beginning: Colochila' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('takes keyboard focus from Try again to the part that loads, or back to Try again if it is still missing', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'))
      .mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'))
      .mockResolvedValue(storyModule);
    renderShell(<RemoteSlot team="stories" module="routes" fallback="page" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const stillMissing = await screen.findByRole('button', { name: 'Try again' });
    expect(stillMissing).toHaveFocus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'The Beginning: Colochila' });
    expect(heading).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });

  describe('over a page the server sent', () => {
    // What the composed HTML holds before the application starts: #root in the page's language, the slot filled.
    let serverPage: HTMLElement;
    beforeEach(() => {
      serverPage = document.createElement('div');
      serverPage.id = 'root';
      serverPage.setAttribute('data-prerendered', 'en');
      serverPage.innerHTML =
        '<div data-boundary="stories" data-module="routes"><h1>Our Story</h1><p>Founded in Medellín.</p></div>';
      document.body.append(serverPage);
    });
    afterEach(() => serverPage.remove());

    it('keeps it readable under a notice when the remote cannot load, on that page only', async () => {
      loadRemoteMock.mockRejectedValue(new Error('ERR_CONNECTION_REFUSED'));
      renderShell(
        <>
          <RemoteSlot team="stories" module="routes" fallback="page" />
          <Link to="/news/munich-store">Munich</Link>
        </>,
      );
      serverPage.remove(); // React renders into its own container; the server's copy was read at the first render
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('This story cannot respond right now');
      expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
      expect(screen.getByText('Founded in Medellín.')).toBeInTheDocument();

      // Another page of the same team, in the same slot: the first page's text is not shown as this one's.
      await userEvent.click(screen.getByRole('link', { name: 'Munich' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This story is unavailable right now' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Founded in Medellín.')).not.toBeInTheDocument();
    });
  });

  it('gives up on a remote that never answers instead of hanging the page', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    renderShell(<RemoteSlot team="catalog" module="routes" fallback="page" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
    });
    expect(await screen.findByRole('heading', { name: 'The collection is unavailable right now' })).toBeInTheDocument();
  });

  describe('a remote redeployed under an open page', () => {
    const originalFetch = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = originalFetch;
    });

    it('shows the current build with no gap: a load that fails while the manifest answers is made again from a fresh registration', async () => {
      const manifestChecks: string[] = [];
      globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
        manifestChecks.push(String(url));
        return { ok: true } as Response;
      }) as typeof fetch;
      loadRemoteMock
        .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 12 failed'))
        .mockResolvedValue(storyModule);
      renderShell(<RemoteSlot team="stories" module="routes" fallback="page" />);
      expect(await screen.findByRole('heading', { name: 'The Beginning: Colochila' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(loadRemoteMock).toHaveBeenCalledTimes(2);
      expect(manifestChecks).toHaveLength(1);
      expect(manifestChecks[0]).toContain('mf-manifest.json');
    });

    it('still says the part is unavailable when the new build fails too', async () => {
      globalThis.fetch = jest.fn(async () => ({ ok: true }) as Response) as typeof fetch;
      loadRemoteMock.mockRejectedValue(new Error('corrupt remoteEntry.js'));
      renderShell(<RemoteSlot team="stories" module="routes" fallback="page" />);
      expect(await screen.findByRole('heading', { name: 'This story is unavailable right now' })).toBeInTheDocument();
      expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    });

    it('does not try again when the remote is down (its manifest does not answer)', async () => {
      globalThis.fetch = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch;
      loadRemoteMock.mockRejectedValue(new Error('ERR_CONNECTION_REFUSED'));
      renderShell(<RemoteSlot team="stories" module="routes" fallback="page" />);
      expect(await screen.findByRole('heading', { name: 'This story is unavailable right now' })).toBeInTheDocument();
      expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    });
  });

  it('contains a remote that throws while rendering', async () => {
    loadRemoteMock.mockResolvedValue({
      default: () => {
        throw new Error('broken remote');
      },
    });
    renderShell(
      <>
        <RemoteSlot team="legal" module="routes" fallback="page" />
        <p>The rest of the page</p>
      </>,
    );
    expect(
      await screen.findByRole('heading', { name: 'The legal information is unavailable right now' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
  });

  it('shows nothing at all for a silent slot (the cookie banner) when its remote is down', async () => {
    loadRemoteMock.mockRejectedValue(new Error('down'));
    const { container } = renderShell(<RemoteSlot team="consent" module="cookie-consent" fallback="silent" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.querySelector('[data-boundary="consent"]')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the cookie preferences are unavailable when a visitor asks for them while their remote is down', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValue({ default: () => <p>Cookie banner</p> });
    const request = { event: OPEN_COOKIE_PREFERENCES_EVENT, part: 'remote.part.cookieSettings' };
    renderShell(<RemoteSlot team="consent" module="cookie-consent" fallback="silent" requestedBy={request} />, {
      language: 'es',
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => requestCookiePreferences());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El panel de preferencias de cookies no está disponible en este momento',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => requestCookiePreferences());
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    // Still down: the notice stays for the visitor who is asking, with focus on Try again.
    await screen.findByRole('alert');
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cookie banner')).toBeInTheDocument();
  });
});
