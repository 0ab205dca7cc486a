import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import {
  ALL_CONSENT,
  announceConsentChange,
  CONSENT_COOKIE_NAME,
  NO_OPTIONAL_CONSENT,
  OPEN_COOKIE_PREFERENCES_EVENT,
  serializeConsent,
  toStoredConsent,
} from '@storefront/shared';
import { createTestI18n, renderWithI18n, TEST_CONFIG } from '../test/render-with-i18n.test-support';
import { ConsentVideo } from './consent-video';

const TEST_VIDEO = {
  id: '123456',
  poster: { key: 'poster', file: 'images/stories/test-poster.svg', width: 1200, height: 675 },
  afterSection: 0,
};
const renderVideo = () =>
  renderWithI18n(<ConsentVideo video={TEST_VIDEO} posterAltKey="ibiza-popup.posterAlt" config={TEST_CONFIG} />);
const player = () => document.querySelector('iframe');

function prefersReducedMotion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE_NAME);
  // @ts-expect-error jsdom has no matchMedia; tests that need it install their own
  delete window.matchMedia;
});

describe('the Ibiza video waits for functional consent', () => {
  it("hydrates the server's poster without a mismatch when the choice was made before hydration, then shows the player", async () => {
    const i18n = await createTestI18n();
    const video = (
      <I18nextProvider i18n={i18n}>
        <ConsentVideo video={TEST_VIDEO} posterAltKey="ibiza-popup.posterAlt" config={TEST_CONFIG} />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(video); // no cookie on the server: the poster
    document.body.appendChild(container);
    Cookies.set(CONSENT_COOKIE_NAME, serializeConsent(toStoredConsent(ALL_CONSENT, new Date()))); // the early script's choice
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      render(video, {
        container,
        hydrate: true,
        onRecoverableError: (error: unknown) => recoverableErrors.push(error),
      });
    });
    expect(recoverableErrors).toEqual([]);
    expect(player()).not.toBeNull();
    container.remove();
  });

  it('shows only a poster and two controls while no choice is saved: nothing from the player is in the page', async () => {
    await renderVideo();
    expect(player()).toBeNull();
    const poster = screen.getByRole('img', { name: /Poster of the video/ });
    expect(poster.getAttribute('src')).toMatch(/\/images\/stories\/test-poster\.svg$/);
    expect(screen.getByRole('button', { name: /Play video/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Allow functional cookies/ })).toBeInTheDocument();
  });

  it('keeps the poster when the visitor saved a choice without the functional category', async () => {
    Cookies.set(CONSENT_COOKIE_NAME, serializeConsent(toStoredConsent(NO_OPTIONAL_CONSENT, new Date())));
    await renderVideo();
    expect(player()).toBeNull();
  });

  it('embeds the autoplaying, muted, looping player when functional cookies are already allowed', async () => {
    Cookies.set(CONSENT_COOKIE_NAME, serializeConsent(toStoredConsent(ALL_CONSENT, new Date())));
    await renderVideo();
    const iframe = player();
    expect(iframe).not.toBeNull();
    const src = new URL(iframe!.getAttribute('src')!);
    expect(src.origin).toBe('https://player.vimeo.com');
    expect(src.pathname).toBe('/video/123456');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      autoplay: '1',
      muted: '1',
      loop: '1',
      background: '1',
    });
    expect(iframe).toHaveAttribute('title', expect.stringContaining('Grand Hotel Ibiza'));
    expect(iframe).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
  });

  it('loads the player as soon as functional consent is given, without a reload, and removes it when withdrawn', async () => {
    await renderVideo();
    expect(player()).toBeNull();

    act(() => announceConsentChange(toStoredConsent({ ...NO_OPTIONAL_CONSENT, functional: true }, new Date())));
    expect(player()).not.toBeNull();

    act(() => announceConsentChange(toStoredConsent(NO_OPTIONAL_CONSENT, new Date())));
    expect(player()).toBeNull();
  });

  it('ignores a consent event whose payload is not a valid choice', async () => {
    await renderVideo();
    act(() => {
      window.dispatchEvent(new CustomEvent('storefront:consent-change', { detail: { functional: true } }));
    });
    expect(player()).toBeNull();
  });

  it('loads exactly one player for this visit when the visitor presses Play, without saving any consent', async () => {
    await renderVideo();
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(Cookies.get(CONSENT_COOKIE_NAME)).toBeUndefined();
  });

  it('asks the consent remote to open the preferences at the functional category', async () => {
    const opened = jest.fn();
    const listener = (event: Event) => opened((event as CustomEvent).detail);
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, listener);
    await renderVideo();
    await userEvent.click(screen.getByRole('button', { name: /Allow functional cookies/ }));
    window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, listener);
    expect(opened).toHaveBeenCalledWith({ focusCategory: 'functional' });
    expect(player()).toBeNull();
  });

  it('does not autoplay when the visitor prefers reduced motion', async () => {
    prefersReducedMotion(true);
    Cookies.set(CONSENT_COOKIE_NAME, serializeConsent(toStoredConsent(ALL_CONSENT, new Date())));
    await renderVideo();
    const src = new URL(player()!.getAttribute('src')!);
    expect(src.searchParams.get('autoplay')).toBe('0');
    expect(src.searchParams.has('background')).toBe(false);
  });

  it('autoplays when the visitor has no motion preference', async () => {
    prefersReducedMotion(false);
    await renderVideo();
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(new URL(player()!.getAttribute('src')!).searchParams.get('autoplay')).toBe('1');
  });
});

describe('the playing video can be paused (WCAG 2.2.2)', () => {
  const PLAYER_ORIGIN = 'https://player.vimeo.com';
  const fromPlayer = (data: unknown, origin = PLAYER_ORIGIN) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, source: player()!.contentWindow, data }));
    });

  async function renderPlayingVideo() {
    Cookies.set(CONSENT_COOKIE_NAME, serializeConsent(toStoredConsent(ALL_CONSENT, new Date())));
    await renderVideo();
    return jest.spyOn(player()!.contentWindow!, 'postMessage');
  }

  it('offers Pause beside the background player, tells the player to pause, then offers Resume', async () => {
    const sent = await renderPlayingVideo();
    fromPlayer('{"event":"ready"}');
    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(sent).toHaveBeenLastCalledWith({ method: 'pause' }, PLAYER_ORIGIN);
    await userEvent.click(screen.getByRole('button', { name: 'Resume video' }));
    expect(sent).toHaveBeenLastCalledWith({ method: 'play' }, PLAYER_ORIGIN);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('keeps a Pause pressed before the player is ready, and sends it once the player says it is', async () => {
    const sent = await renderPlayingVideo();
    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(screen.getByRole('button', { name: 'Resume video' })).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled(); // nobody may be listening in the frame yet
    fromPlayer('{"event":"ready"}');
    expect(sent.mock.calls).toEqual([
      [{ method: 'addEventListener', value: 'play' }, PLAYER_ORIGIN],
      [{ method: 'addEventListener', value: 'pause' }, PLAYER_ORIGIN],
      [{ method: 'pause' }, PLAYER_ORIGIN],
    ]);
  });

  it("follows the player's own play and pause events, and only those of its own frame", async () => {
    const sent = await renderPlayingVideo();
    fromPlayer('{"event":"ready"}');
    expect(sent).toHaveBeenCalledWith({ method: 'addEventListener', value: 'pause' }, PLAYER_ORIGIN);
    expect(sent).toHaveBeenCalledWith({ method: 'addEventListener', value: 'play' }, PLAYER_ORIGIN);

    fromPlayer({ event: 'pause' }, 'https://elsewhere.example');
    fromPlayer('not json');
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    fromPlayer('{"event":"pause"}');
    expect(screen.getByRole('button', { name: 'Resume video' })).toBeInTheDocument();
    fromPlayer({ event: 'play' });
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('keeps a text alternative of the silent video once the poster has gone', async () => {
    await renderPlayingVideo();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/Poster of the video/)).toBeInTheDocument();
  });

  it('moves focus from the Play button, which goes away, to the Pause button', async () => {
    await renderVideo();
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(screen.getByRole('button', { name: 'Pause video' })).toHaveFocus();
  });

  it('leaves pausing to the player when it shows its own controls (reduced motion), and focuses the player', async () => {
    prefersReducedMotion(true);
    await renderVideo();
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(screen.queryByRole('button', { name: /Pause video/ })).toBeNull();
    expect(player()).toHaveFocus();
  });
});
