/**
 * What a file's first bytes say it is, and its size in pixels where the format puts that in
 * its header: read before anything is decoded, so a file that is not an image, or one whose
 * pixels would not fit in a phone's memory, is turned away without decoding it.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heic' | 'avif' | 'bmp';

export interface ImageHeader {
  format: ImageFormat;
  /** Absent where the format keeps its size further in (HEIC, AVIF, BMP) or the header is cut. */
  width?: number;
  height?: number;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The byte at `at`, 0 past the end (a cut header reads as zeros, never as undefined). */
function byte(bytes: Uint8Array, at: number): number {
  return bytes[at] ?? 0;
}

function u16be(bytes: Uint8Array, at: number): number {
  return (byte(bytes, at) << 8) | byte(bytes, at + 1);
}

function u16le(bytes: Uint8Array, at: number): number {
  return byte(bytes, at) | (byte(bytes, at + 1) << 8);
}

function u24le(bytes: Uint8Array, at: number): number {
  return u16le(bytes, at) | (byte(bytes, at + 2) << 16);
}

/** JPEG's start-of-frame markers (C0-CF but DHT C4, JPG C8 and DAC CC) hold the size. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the JPEG's segments (APPn, the EXIF block among them) to its frame header. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = byte(bytes, at + 1);
    // Fill bytes, and the markers that stand alone without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + u16be(bytes, at + 2);
  }
  return undefined;
}

function webpSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const [b0, b1, b2, b3] = [byte(bytes, 21), byte(bytes, 22), byte(bytes, 23), byte(bytes, 24)];
    return {
      width: 1 + (b0 | ((b1 & 0x3f) << 8)),
      height: 1 + ((b1 >> 6) | (b2 << 2) | ((b3 & 0x0f) << 10)),
    };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) };
  }
  return undefined;
}

const HEIF_BRANDS: Record<string, ImageFormat> = {
  heic: 'heic',
  heix: 'heic',
  hevc: 'heic',
  heim: 'heic',
  heis: 'heic',
  mif1: 'heic',
  msf1: 'heic',
  avif: 'avif',
  avis: 'avif',
};

/** The format and, where its header holds it, the size; null for bytes no image starts with. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { format: 'jpeg', ...jpegSize(bytes) };
  }
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') {
    const known = bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR';
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return known
      ? { format: 'png', width: view.getUint32(16), height: view.getUint32(20) }
      : { format: 'png' };
  }
  if (ascii(bytes, 0, 4) === 'GIF8') {
    return { format: 'gif', width: u16le(bytes, 6), height: u16le(bytes, 8) };
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return { format: 'webp', ...webpSize(bytes) };
  }
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const format = HEIF_BRANDS[ascii(bytes, 8, 4)];
    return format ? { format } : null;
  }
  if (ascii(bytes, 0, 2) === 'BM') return { format: 'bmp' };
  return null;
}
