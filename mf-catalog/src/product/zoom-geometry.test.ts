import { CENTRE, PAN_KEYS, panFocus, ZOOM_SCALE, zoomFocus } from './zoom-geometry';

const box = { left: 100, top: 50, width: 400, height: 500 };

describe('zoom geometry', () => {
  it('magnifies 200 %', () => {
    expect(ZOOM_SCALE).toBe(2);
  });

  it('anchors the magnified image at the point under the cursor', () => {
    expect(zoomFocus(300, 300, box)).toEqual({ x: 50, y: 50 });
    expect(zoomFocus(100, 50, box)).toEqual({ x: 0, y: 0 });
    expect(zoomFocus(500, 550, box)).toEqual({ x: 100, y: 100 });
    expect(zoomFocus(200, 175, box)).toEqual({ x: 25, y: 25 });
  });

  it('stays within the image when the pointer is outside it, and copes with an image of no size', () => {
    expect(zoomFocus(0, 9999, box)).toEqual({ x: 0, y: 100 });
    expect(zoomFocus(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual(CENTRE);
  });
});

describe('panFocus', () => {
  it('moves the anchor one step per arrow key and keeps it on the image', () => {
    expect(panFocus(CENTRE, PAN_KEYS.ArrowRight!)).toEqual({ x: 60, y: 50 });
    expect(panFocus(CENTRE, PAN_KEYS.ArrowUp!)).toEqual({ x: 50, y: 40 });
    expect(panFocus({ x: 95, y: 3 }, PAN_KEYS.ArrowRight!)).toEqual({ x: 100, y: 3 });
    expect(panFocus({ x: 95, y: 3 }, PAN_KEYS.ArrowUp!)).toEqual({ x: 95, y: 0 });
    expect(PAN_KEYS.Enter).toBeUndefined();
  });
});
