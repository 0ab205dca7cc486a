/** Magnification of the image viewer (spec: zoom 200 %). */
export const ZOOM_SCALE = 2;

export interface ZoomFocus {
  /** Percent of the image's width and height, 0-100: the point that stays under the pointer. */
  x: number;
  y: number;
}

export const CENTRE: ZoomFocus = { x: 50, y: 50 };

type Box = Pick<DOMRectReadOnly, 'left' | 'top' | 'width' | 'height'>;

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** How far one press of an arrow key moves the zoom's anchor, in percent of the image. */
export const PAN_STEP_PERCENT = 10;

export const PAN_KEYS: Readonly<Record<string, readonly [x: -1 | 0 | 1, y: -1 | 0 | 1]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The keyboard's way to move the anchor: one step in `direction`, kept on the image. */
export function panFocus(focus: ZoomFocus, [x, y]: readonly [number, number]): ZoomFocus {
  return { x: clampPercent(focus.x + x * PAN_STEP_PERCENT), y: clampPercent(focus.y + y * PAN_STEP_PERCENT) };
}

/** The transform-origin for a pointer over `box`: the point under the pointer stays under it when zoomed. */
export function zoomFocus(clientX: number, clientY: number, box: Box): ZoomFocus {
  if (!(box.width > 0) || !(box.height > 0)) return CENTRE;
  return {
    x: clampPercent(((clientX - box.left) / box.width) * 100),
    y: clampPercent(((clientY - box.top) / box.height) * 100),
  };
}
