import { useLayoutEffect, useRef, useState } from 'react';
import { HELD_UNTIL_HYDRATED_ATTRIBUTE, requestCookiePreferences, type RuntimeConfig } from '@storefront/shared';
import { usePrefersReducedMotion } from '@storefront/shared/src/reduced-motion';
import { storiesAssetUrl } from '../assets/asset-url';
import { useTeamTranslation } from '../i18n/use-team-translation';
import type { StoryVideo } from '../stories/story-data';
import { PlaybackIcon, PlaybackToggle } from './playback-toggle';
import { videoPlayerUrl } from './player-url';
import { useFunctionalConsent } from './use-functional-consent';
import styles from './consent-video.module.css';

interface ConsentVideoProps {
  video: StoryVideo;
  posterAltKey: string;
  config: RuntimeConfig;
}

/** Nothing from the player's origin loads until functional consent, or a play for this visit (product decision 9). */
export function ConsentVideo({ video, posterAltKey, config }: ConsentVideoProps) {
  const { t } = useTeamTranslation();
  const consentGiven = useFunctionalConsent();
  const reducedMotion = usePrefersReducedMotion();
  const [loadedForThisVisit, setLoadedForThisVisit] = useState(false);
  const showPlayer = consentGiven || loadedForThisVisit;
  // In the background mode the player shows no controls, so the page offers its own pause.
  const backgroundMode = showPlayer && !reducedMotion;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The poster's buttons go away with it: focus moves on to what now controls the video. After "Allow functional
  // cookies", only if focus is nowhere (the preferences dialog is gone too); before the consent remote's passive
  // effect runs, which then leaves focus here rather than on its corner button.
  const focusPlayerOnLoad = useRef(false);
  const loadForThisVisit = () => {
    focusPlayerOnLoad.current = true;
    setLoadedForThisVisit(true);
  };
  const allowFunctionalCookies = () => {
    focusPlayerOnLoad.current = true;
    requestCookiePreferences('functional');
  };
  useLayoutEffect(() => {
    if (!showPlayer || !focusPlayerOnLoad.current) return;
    focusPlayerOnLoad.current = false;
    if (document.activeElement && document.activeElement !== document.body) return;
    (toggleRef.current ?? frameRef.current)?.focus();
  }, [showPlayer]);

  return (
    <figure className={styles.video} aria-label={t('video.label')} data-video-state={showPlayer ? 'player' : 'poster'}>
      <div className={styles.frame}>
        {showPlayer ? (
          <iframe
            ref={frameRef}
            className={styles.player}
            src={videoPlayerUrl(video.id, { reducedMotion })}
            title={t('video.title')}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <img
            className={styles.poster}
            src={storiesAssetUrl(video.poster.file, config)}
            width={video.poster.width}
            height={video.poster.height}
            alt={t(posterAltKey)}
          />
        )}
      </div>
      {showPlayer && (
        <figcaption className={styles.gate}>
          {/* The video has no sound and no words: this is its text alternative, as the poster's was. */}
          <p className="visually-hidden">{t(posterAltKey)}</p>
          {backgroundMode && <PlaybackToggle ref={toggleRef} frameRef={frameRef} />}
        </figcaption>
      )}
      {!showPlayer && (
        <figcaption className={styles.gate}>
          <p className={styles.notice}>{t('video.notice')}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={loadForThisVisit}
              {...{ [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
            >
              <PlaybackIcon />
              {t('video.load')}
              <span className="visually-hidden"> ({t('video.loadDetail')})</span>
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={allowFunctionalCookies}
              {...{ [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
            >
              {t('video.allow')}
              <span className="visually-hidden"> ({t('video.allowDetail')})</span>
            </button>
          </div>
        </figcaption>
      )}
    </figure>
  );
}
