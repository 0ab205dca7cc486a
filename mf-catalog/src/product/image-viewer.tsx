import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { CARD_IMAGE_SIZE } from '../collections/image-size';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { GALLERY_ELEMENT, IMAGE_ATTRIBUTE, IMAGE_SHOWN_EVENT, type GalleryElement } from './gallery-element';
import { swipeDirection } from './gallery-index';
import styles from './image-viewer.module.css';
import { CENTRE, PAN_KEYS, panFocus, ZOOM_SCALE, zoomFocus, type ZoomFocus } from './zoom-geometry';
import { HELD_UNTIL_HYDRATED_ATTRIBUTE } from '@storefront/shared';

/** Mouse and pen zoom while they hover; touch cannot hover. */
const hovers = (pointerType: string) => pointerType === 'mouse' || pointerType === 'pen';

/**
 * A 200 % zoom by hover, by tap then drag, or by the zoom button and arrow keys; an unzoomed swipe changes image.
 * The first of `images` is shown; the gallery's element around it (gallery-element.ts) shows the others.
 */
export function ImageViewer({ images }: { images: readonly { src: string; alt: string }[] }) {
  const { t } = useTeamTranslation();
  const [zoomed, setZoomed] = useState(false);
  const [focus, setFocus] = useState<ZoomFocus>(CENTRE);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const pressedByHoveringPointer = useRef(false);
  const frameRef = useRef<HTMLDivElement>(null);

  // Another image is shown whole, as the first was.
  useEffect(() => {
    const gallery = frameRef.current?.closest(GALLERY_ELEMENT);
    if (!gallery) return;
    const unzoom = () => {
      setZoomed(false);
      setFocus(CENTRE);
    };
    gallery.addEventListener(IMAGE_SHOWN_EVENT, unzoom);
    return () => gallery.removeEventListener(IMAGE_SHOWN_EVENT, unzoom);
  }, []);

  const focusAt = (event: MouseEvent<HTMLElement>) =>
    zoomFocus(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (hovers(event.pointerType)) {
      setZoomed(true);
      setFocus(focusAt(event));
    } else if (zoomed && touchStart.current) {
      setFocus(focusAt(event));
    }
  };

  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (hovers(event.pointerType)) setZoomed(false);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedByHoveringPointer.current = hovers(event.pointerType);
    if (event.pointerType === 'touch') touchStart.current = { x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    touchStart.current = null;
    if (event.pointerType !== 'touch' || !start || zoomed) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction) frameRef.current?.closest<GalleryElement>(GALLERY_ELEMENT)?.step(direction === 'next' ? 1 : -1);
  };

  const panHint = useId();
  const onZoomButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = PAN_KEYS[event.key];
    if (!zoomed || !direction) return;
    event.preventDefault(); // the arrow moves the image, not the page
    setFocus((current) => panFocus(current, direction));
  };

  // A tap answers to click: the host replays a click made before hydration, not pointer events.
  const onTap = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedByHoveringPointer.current) return;
    setFocus(focusAt(event));
    setZoomed((z) => !z);
  };

  return (
    <div className={styles.viewer}>
      <div
        ref={frameRef}
        className={styles.frame}
        data-zoomed={zoomed}
        onPointerMove={onPointerMove}
        onPointerLeave={onPointerLeave}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (touchStart.current = null)}
      >
        {images.map((image, index) => (
          <img
            key={image.src}
            className={styles.image}
            src={image.src}
            alt={image.alt}
            {...CARD_IMAGE_SIZE}
            draggable={false}
            {...{ [IMAGE_ATTRIBUTE]: '' }}
            hidden={index !== 0}
            // Fetched when first shown, not with the page.
            loading={index === 0 ? undefined : 'lazy'}
            // The gallery's element shows another image before hydration: `hidden` is the element's.
            suppressHydrationWarning
            style={
              // Unzoomed on its centre (as the server renders it), the defaults hold: the page's CSP allows no style
              // attribute in the markup. React sets any other from script, which the CSP does not govern.
              !zoomed && focus.x === CENTRE.x && focus.y === CENTRE.y
                ? undefined
                : { transform: zoomed ? `scale(${ZOOM_SCALE})` : undefined, transformOrigin: `${focus.x}% ${focus.y}%` }
            }
          />
        ))}
        {/* Hidden from assistive technology, whose users have the zoom button. */}
        <div
          className={styles.tapArea}
          aria-hidden="true"
          onClick={onTap}
          {...{ [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
        />
      </div>
      <button
        type="button"
        className={styles.zoomButton}
        onClick={() => {
          setFocus(CENTRE);
          setZoomed((z) => !z);
        }}
        onKeyDown={onZoomButtonKeyDown}
        aria-describedby={panHint}
        {...{ [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
      >
        <span className="visually-hidden">{zoomed ? t('gallery.zoomOut') : t('gallery.zoomIn')}</span>
        <span id={panHint} hidden>
          {t('gallery.panHint')}
        </span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M15.5 15.5 21 21M7.5 10.5h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          {!zoomed && <path d="M10.5 7.5v6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
}
