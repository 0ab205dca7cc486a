import { Link } from 'react-router-dom';
import { resolveAssetUrl } from '@storefront/shared';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useTeamTranslation } from '../../i18n/use-team-translation';
import {
  defineHeroElement,
  HERO_DOT_ATTRIBUTE,
  HERO_SLIDE_ATTRIBUTE,
  ROTATION_CONTROL_ATTRIBUTE,
  SCROLLS_TO_ATTRIBUTE,
  SHOWN_WHILE_ATTRIBUTE,
} from './hero-element';
import { HERO_LINK, HERO_SLIDES } from './hero-slides';
import { ArrowDownIcon, PauseIcon, PlayIcon } from './hero-icons';
import buttons from '../../styles/button.module.css';
import styles from './hero-carousel.module.css';

// Where the hydration loader did not run (a browser-rendered page, the development shell).
defineHeroElement();

/**
 * WAI-ARIA carousel, markup only: hero-element.ts owns its state, and React never renders one.
 * `suppressHydrationWarning` marks attributes the element may change before hydration.
 */
export function HeroCarousel({ nextSectionId }: { nextSectionId: string }) {
  const { t } = useTeamTranslation();
  const { assetBaseUrl } = useRuntimeConfig();
  const count = HERO_SLIDES.length;

  return (
    <storefront-hero
      className={styles.hero}
      data-hero=""
      data-rotating="true"
      role="region"
      aria-roledescription={t('hero.roleCarousel')}
      aria-label={t('hero.label')}
      suppressHydrationWarning
    >
      <button type="button" className={styles.pause} {...{ [ROTATION_CONTROL_ATTRIBUTE]: '' }}>
        {/* Both labels, so the element or, before it, the stylesheet can show the right one. */}
        <span className={styles.label} {...{ [SHOWN_WHILE_ATTRIBUTE]: 'pause' }} suppressHydrationWarning>
          <PauseIcon />
          <span className="visually-hidden">{t('hero.pause')}</span>
        </span>
        <span className={styles.label} {...{ [SHOWN_WHILE_ATTRIBUTE]: 'play' }} hidden suppressHydrationWarning>
          <PlayIcon />
          <span className="visually-hidden">{t('hero.play')}</span>
        </span>
      </button>
      <div className={styles.slides} aria-live="off" aria-atomic="false" suppressHydrationWarning>
        {HERO_SLIDES.map((slide, index) => (
          <div
            key={slide.image}
            className={styles.slide}
            role="group"
            aria-roledescription={t('hero.roleSlide')}
            {...{ [HERO_SLIDE_ATTRIBUTE]: '' }}
            aria-label={t('hero.slide', { index: index + 1, count })}
            inert={index !== 0}
            data-active={index === 0}
            suppressHydrationWarning
          >
            <Link to={HERO_LINK} className={styles.slideLink}>
              <img
                src={resolveAssetUrl(slide.image, assetBaseUrl, __webpack_public_path__)}
                alt={t(slide.altKey)}
                width={1600}
                height={1000}
                className={styles.image}
                fetchPriority={index === 0 ? 'high' : 'low'}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </Link>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <Link to={HERO_LINK} className={`${buttons.button} ${styles.discover}`} aria-label={t('hero.discoverLabel')}>
          {t('hero.discover')}
        </Link>
        <div className={styles.dots}>
          {HERO_SLIDES.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              className={styles.dot}
              {...{ [HERO_DOT_ATTRIBUTE]: '' }}
              aria-label={t('hero.goToSlide', { index: index + 1, count })}
              aria-current={index === 0 ? 'true' : undefined}
              suppressHydrationWarning
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={styles.scroll}
        {...{ [SCROLLS_TO_ATTRIBUTE]: nextSectionId }}
        aria-label={t('hero.scrollLabel')}
      >
        <span>{t('hero.scroll')}</span>
        <ArrowDownIcon />
      </button>
    </storefront-hero>
  );
}
