import { useLayoutEffect, useRef, useState } from 'react';
import { useAssetUrl } from '../config/catalog-config';
import type { Product } from '../data/types';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { wrapIndex } from './gallery-index';
import { GALLERY_ATTRIBUTE, IMAGE_SHOWN_EVENT, shownImageIndex } from './gallery-markup';
import styles from './gallery.module.css';
import { ImageViewer } from './image-viewer';

/**
 * The image a pre-rendered gallery shows when it hydrates: the catalog's early script may have moved on from the
 * server's first image (gallery-before-hydration.ts). Read while hydrating, so that React finds the markup it
 * renders. Found by product, not by `useId`: the server rendered the fragment in a tree of its own.
 */
function imageShownInMarkup(slug: string): number {
  const gallery = typeof document === 'undefined' ? null : document.querySelector(`[${GALLERY_ATTRIBUTE}="${slug}"]`);
  return (gallery && shownImageIndex(gallery)) ?? 0;
}

/** The product's images: arrows that wrap round at both ends, a dot per image, swipe on touch, zoom. */
export function Gallery({ product }: { product: Product }) {
  const { t, localize } = useTeamTranslation();
  const assetUrl = useAssetUrl();
  const [index, setIndex] = useState(() => imageShownInMarkup(product.slug));
  const galleryRef = useRef<HTMLElement>(null);
  const images = product.images;
  const count = images.length;
  const current = images[index] ?? images[0];
  const step = (by: number) => setIndex((i) => wrapIndex(i, by, count));
  const altOf = (view: string) =>
    t(`gallery.views.${view}`, {
      name: product.name,
      leather: localize(product.leather),
      buckle: localize(product.buckle),
    });

  // A press the early script answered between the hydrating render and the moment the host hands this part its
  // controls (its slot's data-hydrated): the markup shows that image, and the gallery goes on from it.
  useLayoutEffect(() => {
    const gallery = galleryRef.current;
    if (!gallery) return;
    const adopt = () => {
      const shown = shownImageIndex(gallery);
      if (shown !== null) setIndex(shown);
    };
    adopt();
    gallery.addEventListener(IMAGE_SHOWN_EVENT, adopt);
    return () => gallery.removeEventListener(IMAGE_SHOWN_EVENT, adopt);
  }, []);

  if (!current) return null;
  return (
    <section
      ref={galleryRef}
      className={styles.gallery}
      aria-roledescription={t('gallery.roleCarousel')}
      aria-label={t('gallery.label', { name: product.name })}
      data-gallery={product.slug}
    >
      <ImageViewer
        key={current.path}
        src={assetUrl(current.path)}
        alt={altOf(current.view)}
        onSwipe={(direction) => step(direction === 'next' ? 1 : -1)}
      />
      {/* The catalog's early script marks the arrows and dots it answers before hydration (gallery-before-hydration.ts). */}
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => step(-1)}
            aria-label={t('gallery.previous')}
            data-gallery-step={-1}
            suppressHydrationWarning
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M15 5 8 12l7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <div className={styles.dots} role="group" aria-label={t('gallery.dots')}>
            {images.map((image, i) => (
              <button
                key={image.path}
                type="button"
                className={styles.dot}
                aria-label={t('gallery.dot', { index: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                data-gallery-dot=""
                data-image-src={assetUrl(image.path)}
                data-image-alt={altOf(image.view)}
                data-image-position={t('gallery.position', { index: i + 1, count })}
                suppressHydrationWarning
              >
                <span className={styles.dotMark} aria-hidden="true" />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => step(1)}
            aria-label={t('gallery.next')}
            data-gallery-step={1}
            suppressHydrationWarning
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="m9 5 7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-gallery-position="">
        {t('gallery.position', { index: index + 1, count })}
      </p>
    </section>
  );
}
