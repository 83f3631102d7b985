import { PhotoError } from './photoProblems';

/** The canvases a photo is drawn on as it is made small (shrinkPhoto.ts, encodePhoto.ts). */

export interface Size {
  width: number;
  height: number;
}

/**
 * A canvas of `size` holding `source` drawn over white (a transparent PNG stays readable). One
 * that cannot be drawn is released before the error goes on.
 */
export function paint(source: CanvasImageSource, size: Size): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  try {
    const context = canvas.getContext('2d', { alpha: false });
    if (!context) throw new PhotoError('too-large');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, size.width, size.height);
    return canvas;
  } catch (error) {
    discard(canvas);
    throw error;
  }
}

/** Frees a canvas's pixels now rather than at the next collection (Safari counts them). */
export function discard(canvas: HTMLCanvasElement): void {
  canvas.width = 0;
  canvas.height = 0;
}

/**
 * `source` at `to`, reduced by halves first: one large reduction samples too few pixels in
 * engines whose smoothing is a small filter, and the photo would shimmer. The halves are its
 * own, released however it ends (a phone's tab holds few 12 MP canvases).
 */
export function drawScaled(source: CanvasImageSource, from: Size, to: Size): HTMLCanvasElement {
  let current = source;
  let size = from;
  try {
    while (size.width >= to.width * 4 && size.height >= to.height * 4) {
      const half = { width: Math.round(size.width / 2), height: Math.round(size.height / 2) };
      const next = paint(current, half);
      if (current instanceof HTMLCanvasElement && current !== source) discard(current);
      current = next;
      size = half;
    }
    return paint(current, to);
  } finally {
    if (current instanceof HTMLCanvasElement && current !== source) discard(current);
  }
}
