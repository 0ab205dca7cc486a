import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, resolveAssetUrl } from '@storefront/shared';
import { prefersReducedMotion, usePrefersReducedMotion } from '@storefront/shared/src/reduced-motion';
import { useTeamTranslation } from '../../i18n/use-team-translation';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useHydrated } from '../../hydration/use-hydrated';
import { heroStoppedBeforeHydration, shownHeroSlide } from './hero-before-hydration';
import { HERO_SLIDES } from './hero-slides';
import { HERO_INTERVAL_MS, nextSlideIndex, shouldRotate } from './hero-timing';
import { ArrowDownIcon, PauseIcon, PlayIcon } from './hero-icons';
import buttons from '../../styles/button.module.css';
import styles from './hero-carousel.module.css';

/** Full-screen slideshow following the WAI-ARIA carousel pattern (auto-rotating, with a pause control first). */
export function HeroCarousel({ nextSectionId }: { nextSectionId: string }) {
  const { t } = useTeamTranslation();
  const { assetBaseUrl } = useRuntimeConfig();
  const reducedMotion = usePrefersReducedMotion();
  // Hydrating a pre-rendered hero that advanced, or whose dot was pressed, before the application arrived: carry on
  // from its slide and state.
  const [active, setActive] = useState(() => shownHeroSlide());
  // The visitor's own press of pause, play or a dot outranks the default, which is still under reduced motion; so
  // does focus on anything in the carousel but the rotation control, which stops it until Play is pressed (APG).
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(() =>
    heroStoppedBeforeHydration() ? false : null,
  );
  const [hovered, setHovered] = useState(false);
  const hydrated = useHydrated();
  const playing = chosenPlaying ?? !reducedMotion;
  const rotating = shouldRotate({ playing, hovered });
  const count = HERO_SLIDES.length;

  // A dot pressed while React was hydrating was answered by the hydration loader, after the state above was read.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- adopts what the loader changed in the page, once
    setActive(shownHeroSlide());
    if (heroStoppedBeforeHydration()) setChosenPlaying(false);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setActive((index) => nextSlideIndex(index, count)), HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count, active]);

  const scrollToNext = () =>
    document
      .getElementById(nextSectionId)
      ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });

  return (
    <section
      className={styles.hero}
      data-hero
      aria-roledescription={t('hero.roleCarousel')}
      aria-label={t('hero.label')}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // Focus on the rotation control itself does not stop it: its Play must start the slideshow (APG carousel).
      onFocus={(event) => {
        if (!(event.target as Element).hasAttribute('data-rotation-control')) setChosenPlaying(false);
      }}
      data-rotating={rotating}
    >
      <button
        type="button"
        className={styles.pause}
        data-rotation-control
        // Asked afresh: a press held until hydration can arrive before the render that knows the visitor's setting.
        onClick={() => setChosenPlaying(!(chosenPlaying ?? !prefersReducedMotion()))}
        aria-label={hydrated ? (playing ? t('hero.pause') : t('hero.play')) : undefined}
      >
        {hydrated ? (
          playing ? (
            <PauseIcon />
          ) : (
            <PlayIcon />
          )
        ) : (
          // The server cannot know whether the visitor prefers reduced motion (the slideshow then stands still);
          // the stylesheet can, so the page says what a press will do before the application arrives.
          <>
            <span className={styles.whileMotion}>
              <PauseIcon />
              <span className="visually-hidden">{t('hero.pause')}</span>
            </span>
            <span className={styles.whileReducedMotion}>
              <PlayIcon />
              <span className="visually-hidden">{t('hero.play')}</span>
            </span>
          </>
        )}
      </button>
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {HERO_SLIDES.map((slide, index) => (
          <div
            key={slide.image}
            className={styles.slide}
            role="group"
            aria-roledescription={t('hero.roleSlide')}
            data-hero-slide
            aria-label={t('hero.slide', { index: index + 1, count })}
            inert={index !== active}
            data-active={index === active}
          >
            <Link to={slide.link} className={styles.slideLink}>
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
        <Link
          to={HERO_SLIDES[active]!.link}
          className={`${buttons.button} ${styles.discover}`}
          aria-label={t('hero.discoverLabel')}
          data-hero-discover
        >
          {t('hero.discover')}
        </Link>
        <div className={styles.dots}>
          {HERO_SLIDES.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              className={styles.dot}
              data-hero-dot
              {...{ [ANSWERS_BEFORE_HYDRATION_ATTRIBUTE]: '' }}
              aria-label={t('hero.goToSlide', { index: index + 1, count })}
              aria-current={index === active ? 'true' : undefined}
              // Choosing a slide pauses the rotation, also where a click does not focus the dot (Safari); only the
              // rotation control, whose label says so, starts it again (APG carousel).
              onClick={() => {
                setActive(index);
                setChosenPlaying(false);
              }}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
      <button type="button" className={styles.scroll} onClick={scrollToNext} aria-label={t('hero.scrollLabel')}>
        <span>{t('hero.scroll')}</span>
        <ArrowDownIcon />
      </button>
    </section>
  );
}
