/**
 * Makes a chosen photo small on the device, before anything is sent (docs/wall.md#photos):
 * decoded with its EXIF orientation applied, scaled to about PHOTO_EDGE and THUMB_EDGE on the
 * long edge (never up), and encoded again as WebP where the browser can, else JPEG, lowering
 * the quality (then the size) until each fits its byte bound. What comes out is re-encoded
 * pixels only: no EXIF block, GPS position or camera serial survives a canvas.
 *
 * Loaded by the form when a file is chosen (a chunk of its own), never with the first screen.
 * The heavy steps are the browser's asynchronous ones (createImageBitmap, toBlob), and the
 * page gets a turn between stages, so the progress bar moves on a slow phone.
 */
import {
  PHOTO_BYTES_MAX,
  PHOTO_EDGE,
  THUMB_BYTES_MAX,
  THUMB_EDGE,
} from '../../../data/schema/schema';
import type { EncodedImage, PreparedPhoto } from '../../../data/schema/types';
import { readImageHeader } from './imageHeader';
import { PhotoError, type PhotoStage } from './photoProblems';

/** Larger files are refused before reading: no phone photo comes near (a 48 MP JPEG is ~25 MB). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/**
 * Decoded, a photo takes 4 bytes a pixel: 64 MP (256 MB) admits the 48, 50 and 64 MP modes of
 * today's phones and turns away the 108 and 200 MP ones, which a phone's tab may not survive.
 */
export const MAX_PIXELS = 64_000_000;
/** Enough of the file for a JPEG's frame header past a large EXIF block (<= 64 KiB each). */
const HEADER_BYTES = 256 * 1024;
/** Tried in turn until the image fits; the first fits a typical photo at PHOTO_EDGE. */
const QUALITIES = [0.82, 0.7, 0.58, 0.46] as const;
/** When no quality fits, the image is made this much smaller and the qualities tried again. */
const SHRINK_STEP = 0.8;
const SMALLEST_EDGE = 64;

interface Size {
  width: number;
  height: number;
}

interface Decoded extends Size {
  source: CanvasImageSource;
  release: () => void;
}

/** `size` scaled so its long edge is at most `edge`, never up. */
export function fitWithin(size: Size, edge: number): Size {
  const scale = Math.min(1, edge / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** A turn for the page (a paint of the progress bar) between the heavy steps. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * An <img> decodes with the orientation applied in every current engine (CSS
 * image-orientation's initial from-image, which drawImage honours too): the way for an engine
 * whose createImageBitmap refuses the option (Firefox before 111) or the file.
 */
async function decodeWithImage(file: File): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (cause) {
    URL.revokeObjectURL(url);
    throw new PhotoError('cannot-open', { cause });
  }
  const release = () => URL.revokeObjectURL(url);
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, release };
}

async function decode(file: File): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch {
      // An engine without the option, or a format only its <img> decodes: try that.
    }
  }
  return decodeWithImage(file);
}

/**
 * A canvas of `size` holding `source` drawn over white (a transparent PNG stays readable). One
 * that cannot be drawn is released before the error goes on.
 */
function paint(source: CanvasImageSource, size: Size): HTMLCanvasElement {
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
function discard(canvas: HTMLCanvasElement): void {
  canvas.width = 0;
  canvas.height = 0;
}

/**
 * `source` at `to`, reduced by halves first: one large reduction samples too few pixels in
 * engines whose smoothing is a small filter, and the photo would shimmer. The halves are its
 * own, released however it ends (a phone's tab holds few 12 MP canvases).
 */
function drawScaled(source: CanvasImageSource, from: Size, to: Size): HTMLCanvasElement {
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
async function encodeWithin(canvas: HTMLCanvasElement, maxBytes: number): Promise<EncodedImage> {
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

/** Refuses, before decoding, a file that is no image or whose pixels would not fit. */
async function check(file: File): Promise<void> {
  if (file.size > MAX_FILE_BYTES) throw new PhotoError('too-large');
  const header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  // A type the browser gave (image/tiff, say) with bytes this file does not know: the
  // decoder decides.
  if (!header && !file.type.startsWith('image/')) throw new PhotoError('not-image');
  if (header?.width && header.height && header.width * header.height > MAX_PIXELS) {
    throw new PhotoError('too-large');
  }
}

export interface ShrinkOptions {
  /** Told as each stage starts. */
  onStage?: (stage: PhotoStage) => void;
}

/**
 * The photo and its thumbnail, made small from `file`; rejects with a PhotoError that says
 * why not (not an image, cannot be decoded here, too large to decode).
 */
export async function shrinkPhoto(
  file: File,
  { onStage }: ShrinkOptions = {},
): Promise<PreparedPhoto> {
  onStage?.('opening');
  await check(file);
  const decoded = await decode(file);
  let photoCanvas: HTMLCanvasElement | undefined;
  let thumbCanvas: HTMLCanvasElement | undefined;
  try {
    if (!decoded.width || !decoded.height) throw new PhotoError('cannot-open');
    // Formats whose header this code does not read (HEIC on Safari) are bounded here.
    if (decoded.width * decoded.height > MAX_PIXELS) throw new PhotoError('too-large');
    onStage?.('photo');
    await nextTask();
    photoCanvas = drawScaled(decoded.source, decoded, fitWithin(decoded, PHOTO_EDGE));
    decoded.release();
    const photo = await encodeWithin(photoCanvas, PHOTO_BYTES_MAX);
    onStage?.('thumb');
    await nextTask();
    thumbCanvas = drawScaled(photoCanvas, photoCanvas, fitWithin(photoCanvas, THUMB_EDGE));
    const thumb = await encodeWithin(thumbCanvas, THUMB_BYTES_MAX);
    return { photo, thumb };
  } finally {
    decoded.release();
    if (photoCanvas) discard(photoCanvas);
    if (thumbCanvas) discard(thumbCanvas);
  }
}
