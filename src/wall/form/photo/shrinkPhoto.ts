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
import type { PreparedPhoto } from '../../../data/schema/types';
import { readImageHeader } from './imageHeader';
import { encodeWithin } from './encodePhoto';
import { discard, drawScaled, type Size } from './photoCanvas';
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
