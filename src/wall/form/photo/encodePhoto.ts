import type { EncodedImage } from '../../../data/schema/types';
import { discard, paint } from './photoCanvas';
import { PhotoError } from './photoProblems';

/** A drawn photo encoded within its byte bound: WebP where the browser can, else JPEG. */

/** Tried in turn until the image fits; the first fits a typical photo at PHOTO_EDGE. */
const QUALITIES = [0.82, 0.7, 0.58, 0.46] as const;
/** When no quality fits, the image is made this much smaller and the qualities tried again. */
const SHRINK_STEP = 0.8;
const SMALLEST_EDGE = 64;

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoError('too-large'))),
      type,
      quality,
    ),
  );
}

/** What this browser encodes: WebP where it can; Safari answers a WebP request with PNG. */
let encoding: EncodedImage['type'] | undefined;

async function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  if (encoding !== 'image/jpeg') {
    const blob = await toBlob(canvas, 'image/webp', quality);
    if (blob.type === 'image/webp') {
      encoding = 'image/webp';
      return blob;
    }
    encoding = 'image/jpeg';
  }
  return toBlob(canvas, 'image/jpeg', quality);
}

/**
 * The canvas encoded within `maxBytes`: lower qualities first, then smaller sizes. The smaller
 * canvases are its own, released however it ends (an encoder that fails, a size that never
 * fits); `canvas` stays the caller's.
 */
export async function encodeWithin(
  canvas: HTMLCanvasElement,
  maxBytes: number,
): Promise<EncodedImage> {
  let current = canvas;
  try {
    for (;;) {
      for (const quality of QUALITIES) {
        const blob = await encode(current, quality);
        if (blob.size <= maxBytes) {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          return {
            bytes,
            type: encoding ?? 'image/jpeg',
            width: current.width,
            height: current.height,
          };
        }
      }
      if (Math.max(current.width, current.height) <= SMALLEST_EDGE) {
        throw new PhotoError('too-large');
      }
      const smaller = paint(current, {
        width: Math.max(1, Math.round(current.width * SHRINK_STEP)),
        height: Math.max(1, Math.round(current.height * SHRINK_STEP)),
      });
      if (current !== canvas) discard(current);
      current = smaller;
    }
  } finally {
    if (current !== canvas) discard(current);
  }
}
