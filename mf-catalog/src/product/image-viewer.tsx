import { useRef, useState, type PointerEvent } from 'react';
import { CARD_IMAGE_SIZE } from '../collections/image-size';
import { useCatalogTranslation } from '../i18n/use-catalog-translation';
import { swipeDirection, type SwipeDirection } from './gallery-index';
import styles from './image-viewer.module.css';
import { CENTRE, ZOOM_SCALE, zoomFocus, type ZoomFocus } from './zoom-geometry';

interface ImageViewerProps {
  src: string;
  alt: string;
  onSwipe: (direction: SwipeDirection) => void;
}

/** A tap moves less than this many pixels. */
const TAP_TOLERANCE = 10;

/**
 * The product image with a 200 % zoom. Mouse: zooms while hovering and the magnified image follows the cursor.
 * Touch: a tap toggles the zoom at the tapped point and a drag then pans; unzoomed, a horizontal swipe changes
 * the image. Keyboard and everyone else: the zoom button.
 */
export function ImageViewer({ src, alt, onSwipe }: ImageViewerProps) {
  const { t } = useCatalogTranslation();
  const [zoomed, setZoomed] = useState(false);
  const [focus, setFocus] = useState<ZoomFocus>(CENTRE);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const focusAt = (event: PointerEvent<HTMLElement>) =>
    zoomFocus(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || event.pointerType === 'pen') {
      setZoomed(true);
      setFocus(focusAt(event));
    } else if (zoomed && touchStart.current) {
      setFocus(focusAt(event));
    }
  };

  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || event.pointerType === 'pen') setZoomed(false);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') touchStart.current = { x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    touchStart.current = null;
    if (event.pointerType !== 'touch' || !start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.hypot(dx, dy) < TAP_TOLERANCE) {
      setFocus(focusAt(event));
      setZoomed((z) => !z);
      return;
    }
    const direction = zoomed ? null : swipeDirection(dx, dy);
    if (direction) onSwipe(direction);
  };

  return (
    <div className={styles.viewer}>
      <div
        className={styles.frame}
        data-zoomed={zoomed}
        onPointerMove={onPointerMove}
        onPointerLeave={onPointerLeave}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (touchStart.current = null)}
      >
        <img
          className={styles.image}
          src={src}
          alt={alt}
          {...CARD_IMAGE_SIZE}
          draggable={false}
          style={{ transform: zoomed ? `scale(${ZOOM_SCALE})` : undefined, transformOrigin: `${focus.x}% ${focus.y}%` }}
        />
      </div>
      <button
        type="button"
        className={styles.zoomButton}
        aria-pressed={zoomed}
        onClick={() => {
          setFocus(CENTRE);
          setZoomed((z) => !z);
        }}
      >
        <span className="visually-hidden">{zoomed ? t('gallery.zoomOut') : t('gallery.zoomIn')}</span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M15.5 15.5 21 21M7.5 10.5h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          {!zoomed && <path d="M10.5 7.5v6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
}
