import type { Ref, RefObject } from 'react';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { usePlayerPlayback } from './player-playback';
import styles from './consent-video.module.css';
import { HELD_UNTIL_HYDRATED_ATTRIBUTE } from '@storefront/shared';

interface PlaybackToggleProps {
  frameRef: RefObject<HTMLIFrameElement | null>;
  ref?: Ref<HTMLButtonElement>;
}

/** Pause and resume for the player in its background mode, which has no controls of its own. */
export function PlaybackToggle({ frameRef, ref }: PlaybackToggleProps) {
  const { t } = useTeamTranslation();
  const { playing, toggle } = usePlayerPlayback(frameRef);
  return (
    <button
      ref={ref}
      type="button"
      className={styles.secondary}
      onClick={toggle}
      {...{ [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
    >
      <PlaybackIcon pause={playing} />
      {t(playing ? 'video.pause' : 'video.resume')}
    </button>
  );
}

/** The play triangle, or the pause bars, drawn in the button's text colour. */
export function PlaybackIcon({ pause = false }: { pause?: boolean }) {
  return (
    <svg className={styles.playIcon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={pause ? 'M4 2.5h3v11H4zM9 2.5h3v11H9z' : 'M4 2.5v11l9-5.5z'} fill="currentColor" />
    </svg>
  );
}
