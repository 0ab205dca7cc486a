import { useState } from 'react';
import { useAssetUrl } from '../config/catalog-config';
import type { Product } from '../data/types';
import { useCatalogTranslation } from '../i18n/use-catalog-translation';
import { wrapIndex } from './gallery-index';
import styles from './gallery.module.css';
import { ImageViewer } from './image-viewer';

/** The product's images: arrows that wrap round at both ends, a dot per image, swipe on touch, zoom. */
export function Gallery({ product }: { product: Product }) {
  const { t, localize } = useCatalogTranslation();
  const assetUrl = useAssetUrl();
  const [index, setIndex] = useState(0);
  const images = product.images;
  const count = images.length;
  const current = images[index] ?? images[0];
  const step = (by: number) => setIndex((i) => wrapIndex(i, by, count));
  const altOf = (view: string) =>
    t(`gallery.views.${view}`, { name: product.name, leather: localize(product.leather), buckle: localize(product.buckle) });

  if (!current) return null;
  return (
    <section className={styles.gallery} aria-roledescription={t('gallery.roleCarousel')} aria-label={t('gallery.label', { name: product.name })}>
      <ImageViewer
        key={current.path}
        src={assetUrl(current.path)}
        alt={altOf(current.view)}
        onSwipe={(direction) => step(direction === 'next' ? 1 : -1)}
      />
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => step(-1)} aria-label={t('gallery.previous')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
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
              >
                <span className={styles.dotMark} aria-hidden="true" />
              </button>
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label={t('gallery.next')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t('gallery.position', { index: index + 1, count })}
      </p>
    </section>
  );
}
