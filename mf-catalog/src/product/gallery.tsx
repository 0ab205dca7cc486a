import { HELD_UNTIL_HYDRATED_ATTRIBUTE } from '@storefront/shared';
import { useAssetUrl } from '../config/catalog-config';
import type { Product } from '../data/types';
import { useTeamTranslation } from '../i18n/use-team-translation';
import {
  defineGalleryElement,
  DOT_ATTRIBUTE,
  GALLERY_ELEMENT,
  type GalleryElement,
  POSITION_ATTRIBUTE,
  STEP_ATTRIBUTE,
} from './gallery-element';
import styles from './gallery.module.css';
import { ImageViewer } from './image-viewer';
import { LineIcon } from './line-icon';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      [GALLERY_ELEMENT]: DetailedHTMLProps<HTMLAttributes<GalleryElement>, GalleryElement>;
    }
  }
}

// Where the catalog's early script did not run (a page the server did not render, the development shell).
defineGalleryElement();

/** The previous or next arrow: the gallery's element moves `step` images on when it is pressed. */
function Arrow({ step, label, path }: { step: -1 | 1; label: string; path: string }) {
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={label}
      {...{ [STEP_ATTRIBUTE]: step, [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
      suppressHydrationWarning
    >
      <LineIcon path={path} />
    </button>
  );
}

/** Markup only, first image shown: its element shows the others, so attributes it sets suppress hydration warnings. */
export function Gallery({ product }: { product: Product }) {
  const { t, imageAlt } = useTeamTranslation();
  const assetUrl = useAssetUrl();
  const images = product.images;
  const count = images.length;

  if (count === 0) return null;
  return (
    <product-gallery className={styles.element}>
      <section
        className={styles.gallery}
        aria-roledescription={t('gallery.roleCarousel')}
        aria-label={t('gallery.label', { name: product.name })}
        data-gallery={product.slug}
      >
        <ImageViewer
          images={images.map((image) => ({ src: assetUrl(image.path), alt: imageAlt(product, image.view) }))}
        />
        {count > 1 && (
          <div className={styles.controls}>
            <Arrow step={-1} label={t('gallery.previous')} path="M15 5 8 12l7 7" />
            <div className={styles.dots} role="group" aria-label={t('gallery.dots')}>
              {images.map((image, i) => (
                <button
                  key={image.path}
                  type="button"
                  className={styles.dot}
                  aria-label={t('gallery.dot', { index: i + 1, count })}
                  aria-current={i === 0 ? 'true' : undefined}
                  {...{ [DOT_ATTRIBUTE]: '', [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
                  suppressHydrationWarning
                >
                  <span className={styles.dotMark} aria-hidden="true" />
                </button>
              ))}
            </div>
            <Arrow step={1} label={t('gallery.next')} path="m9 5 7 7-7 7" />
          </div>
        )}
        {/* One position per image, the shown one's alone not hidden: announced as it appears. */}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {images.map((image, i) => (
            <span key={image.path} {...{ [POSITION_ATTRIBUTE]: '' }} hidden={i !== 0} suppressHydrationWarning>
              {t('gallery.position', { index: i + 1, count })}
            </span>
          ))}
        </p>
      </section>
    </product-gallery>
  );
}
