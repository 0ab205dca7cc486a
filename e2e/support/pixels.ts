import type { Locator, Page } from '@playwright/test';

/** WCAG colour contrast measured on what the browser really paints, for what axe cannot judge (text on images). */

export type Rgb = readonly [number, number, number];

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Parses a computed colour, `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
export function parseRgb(colour: string): Rgb {
  const [r, g, b] = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  if (r === undefined || g === undefined || b === undefined) throw new Error(`Not an rgb() colour: ${colour}`);
  return [r, g, b];
}

interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): Rgb;
}

/**
 * A screenshot of `clip` as pixels, decoded by the page itself from a Blob (which, unlike a data: image, the site's
 * CSP has no say over).
 */
async function screenshotPixels(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<Pixels> {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const { width, height, data } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    return {
      width: canvas.width,
      height: canvas.height,
      data: [...context.getImageData(0, 0, canvas.width, canvas.height).data],
    };
  }, png.toString('base64'));
  return {
    width,
    height,
    at: (x, y) => [data[(y * width + x) * 4]!, data[(y * width + x) * 4 + 1]!, data[(y * width + x) * 4 + 2]!],
  };
}

async function expandedBox(locator: Locator, margin: number) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return {
    x: Math.max(0, Math.floor(box.x - margin)),
    y: Math.max(0, Math.floor(box.y - margin)),
    width: Math.ceil(box.width + 2 * margin),
    height: Math.ceil(box.height + 2 * margin),
  };
}

/**
 * How well the focused `control`'s focus ring stands out from what touches it (WCAG 1.4.11): the contrast between
 * the ring's colour and the pixels two pixels off the ring, on both sides, at the 10th percentile (so that
 * anti-aliased corners do not decide it).
 */
export async function focusRingContrast(page: Page, control: Locator): Promise<number> {
  const ring = parseRgb(await control.evaluate((element) => getComputedStyle(element).outlineColor));
  const pixels = await screenshotPixels(page, await expandedBox(control, 14));
  const isRing = (x: number, y: number) => {
    const [r, g, b] = pixels.at(x, y);
    return Math.hypot(r - ring[0], g - ring[1], b - ring[2]) < 30;
  };
  const ringMask = new Uint8Array(pixels.width * pixels.height);
  let ringPixels = 0;
  for (let y = 0; y < pixels.height; y += 1)
    for (let x = 0; x < pixels.width; x += 1)
      if (isRing(x, y)) {
        ringMask[y * pixels.width + x] = 1;
        ringPixels += 1;
      }
  if (ringPixels < 40)
    throw new Error(`No focus ring painted around ${String(control)} (${ringPixels} pixels of its colour)`);
  const nearRing = (x: number, y: number, distance: number) => {
    for (let dy = -distance; dy <= distance; dy += 1)
      for (let dx = -distance; dx <= distance; dx += 1) {
        const [nx, ny] = [x + dx, y + dy];
        if (nx >= 0 && ny >= 0 && nx < pixels.width && ny < pixels.height && ringMask[ny * pixels.width + nx])
          return true;
      }
    return false;
  };
  const contrasts: number[] = [];
  for (let y = 0; y < pixels.height; y += 1)
    for (let x = 0; x < pixels.width; x += 1)
      if (nearRing(x, y, 2) && !nearRing(x, y, 1)) contrasts.push(contrastRatio(ring, pixels.at(x, y)));
  contrasts.sort((a, b) => a - b);
  return contrasts[Math.floor(contrasts.length * 0.1)]!;
}

/**
 * The lowest contrast between the colour of `text` and any pixel behind it, measured with the text made
 * transparent (WCAG 1.4.3 where the background is an image).
 */
export async function lowestTextContrast(page: Page, text: Locator): Promise<number> {
  const colour = parseRgb(await text.evaluate((element) => getComputedStyle(element).color));
  await text.evaluate((element) => ((element as HTMLElement).style.color = 'transparent'));
  try {
    const pixels = await screenshotPixels(page, await expandedBox(text, 0));
    let lowest = Infinity;
    for (let y = 0; y < pixels.height; y += 1)
      for (let x = 0; x < pixels.width; x += 1) lowest = Math.min(lowest, contrastRatio(colour, pixels.at(x, y)));
    return lowest;
  } finally {
    await text.evaluate((element) => (element as HTMLElement).style.removeProperty('color'));
  }
}
