import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { VIDEO_PLAYER_ORIGIN } from '@storefront/shared';

type PlaybackEvent = 'play' | 'pause';

/** Sends one command of the player's postMessage API (Vimeo's `{ method, value }`) to the embedded frame. */
function sendToPlayer(frame: HTMLIFrameElement | null, method: string, value?: string): void {
  frame?.contentWindow?.postMessage(value === undefined ? { method } : { method, value }, VIDEO_PLAYER_ORIGIN);
}

/** What a message from the embedded player says, if it comes from that frame: ready, play or pause. */
function playerEventOf(message: MessageEvent, frame: HTMLIFrameElement | null): 'ready' | PlaybackEvent | null {
  if (message.origin !== VIDEO_PLAYER_ORIGIN || !frame || message.source !== frame.contentWindow) return null;
  let data: unknown = message.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const event = (data as { event?: unknown } | null)?.event;
  return event === 'ready' || event === 'play' || event === 'pause' ? event : null;
}

/**
 * Play and pause for the background player, which has no controls (WCAG 2.2.2). The state follows the player's own
 * events once it is ready; a choice made before then is sent when it is, as the frame may not be listening yet.
 */
export function usePlayerPlayback(frameRef: RefObject<HTMLIFrameElement | null>) {
  // The background player starts playing as soon as it is embedded.
  const [playing, setPlaying] = useState(true);
  const playerReady = useRef(false);
  const wantsPaused = useRef(false);

  useEffect(() => {
    const onMessage = (message: MessageEvent) => {
      const event = playerEventOf(message, frameRef.current);
      if (event === 'ready') {
        playerReady.current = true;
        sendToPlayer(frameRef.current, 'addEventListener', 'play');
        sendToPlayer(frameRef.current, 'addEventListener', 'pause');
        if (wantsPaused.current) sendToPlayer(frameRef.current, 'pause');
      } else if (event) {
        setPlaying(event === 'play');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef]);

  const toggle = useCallback(() => {
    wantsPaused.current = playing;
    if (playerReady.current) sendToPlayer(frameRef.current, playing ? 'pause' : 'play');
    setPlaying(!playing);
  }, [frameRef, playing]);

  return { playing, toggle };
}
