import { useEffect, useRef, useState } from 'react';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { HELD_UNTIL_HYDRATED_ATTRIBUTE } from '@storefront/shared';
import {
  BANNER_ATTRIBUTE,
  BANNER_ROOM_ATTRIBUTE,
  CHOICE_ATTRIBUTE,
  PREFERENCES_DIALOG_ID,
} from './cookie-banner-element';
import styles from './cookie-banner.module.css';

const CHOICE_LABELS = { 'accept-all': 'banner.acceptAll', 'reject-all': 'banner.rejectAll' } as const;

/**
 * The first layer: the message and three equally prominent choices (product decision 7). The banner's element
 * answers Accept All and Reject All, and may hide the banner and its room and release the buttons from the early
 * hold before hydration: hence `suppressHydrationWarning`.
 */
export function CookieBanner() {
  const { t } = useTeamTranslation();
  const banner = useRef<HTMLElement>(null);
  // Null until measured: the stylesheet's estimate holds the room meanwhile, from the pre-rendered page on.
  const [height, setHeight] = useState<number | null>(null);

  // The banner floats over the page: keep room below the page so that nothing ends up for ever behind it.
  useEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // ...and make the browser scroll a focused element clear of the banner, not behind it (WCAG 2.4.11).
  useEffect(() => {
    if (height === null) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${height}px`;
    return () => {
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [height]);

  return (
    <>
      <div
        aria-hidden="true"
        className={styles.room}
        {...{ [BANNER_ROOM_ATTRIBUTE]: '' }}
        style={height === null ? undefined : { height }}
        suppressHydrationWarning
      />
      <section
        ref={banner}
        className={styles.banner}
        aria-label={t('banner.label')}
        data-testid="cookie-banner"
        {...{ [BANNER_ATTRIBUTE]: '' }}
        suppressHydrationWarning
      >
        <p className={styles.message}>{t('banner.message')}</p>
        <div className={styles.actions}>
          {Object.entries(CHOICE_LABELS).map(([choice, label]) => (
            <button
              key={choice}
              type="button"
              className={styles.choice}
              {...{ [CHOICE_ATTRIBUTE]: choice, [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
              suppressHydrationWarning
            >
              {t(label)}
            </button>
          ))}
          <button type="button" className={styles.choice} commandfor={PREFERENCES_DIALOG_ID} command="show-modal">
            {t('banner.preferences')}
          </button>
        </div>
      </section>
    </>
  );
}
