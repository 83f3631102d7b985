/**
 * Photos for the browser tests, made in the test: a JPEG drawn on a canvas in the page, given
 * an EXIF block written byte by byte (Orientation and a GPS position, as a phone writes them),
 * and the bad files a guest might pick.
 */
import type { Page } from '@playwright/test';

/** A JPEG `width` x `height` with a photo's gradients, encoded by the page's own canvas. */
export async function canvasJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const sky = context.createLinearGradient(0, 0, w, h);
      sky.addColorStop(0, '#f7a');
      sky.addColorStop(1, '#36c');
      context.fillStyle = sky;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#fd3';
      context.beginPath();
      context.arc(w / 4, h / 3, h / 5, 0, Math.PI * 2);
      context.fill();
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', 0.9),
      );
      if (!blob) throw new Error('no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** The GPS position written into the EXIF block: 51°30'26.21"N 0°7'39.99"W, as rationals. */
export const GPS_LATITUDE = [
  [51, 1],
  [30, 1],
  [2621, 100],
] as const;
export const GPS_LONGITUDE = [
  [0, 1],
  [7, 1],
  [3999, 100],
] as const;

/** The GPS latitude's rationals as they sit in a big-endian TIFF: what must not survive. */
export function gpsLatitudeBytes(): Buffer {
  const out = Buffer.alloc(24);
  GPS_LATITUDE.forEach(([num, den], at) => {
    out.writeUInt32BE(num, at * 8);
    out.writeUInt32BE(den, at * 8 + 4);
  });
  return out;
}

/**
 * `jpeg` with an APP1 Exif segment after its SOI: a big-endian TIFF whose first IFD holds
 * Orientation (0x0112) and a pointer to a GPS IFD (0x8825) with latitude and longitude and
 * their references. Offsets count from the TIFF header, as EXIF's do.
 */
export function withExif(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(140);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  let at = 8;
  const entry = (tag: number, type: number, count: number, value: (into: number) => void) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(at + 8);
    at += 12;
  };
  const SHORT = 3;
  const LONG = 4;
  const ASCII = 2;
  const RATIONAL = 5;
  // IFD0 at 8: two entries, then no next IFD; ends at 38.
  tiff.writeUInt16BE(2, at);
  at += 2;
  entry(0x0112, SHORT, 1, (into) => tiff.writeUInt16BE(orientation, into));
  entry(0x8825, LONG, 1, (into) => tiff.writeUInt32BE(38, into));
  tiff.writeUInt32BE(0, at);
  at += 4;
  // The GPS IFD at 38: four entries; its rationals at 92 and 116.
  tiff.writeUInt16BE(4, at);
  at += 2;
  entry(0x0001, ASCII, 2, (into) => tiff.write('N\0', into, 'latin1'));
  entry(0x0002, RATIONAL, 3, (into) => tiff.writeUInt32BE(92, into));
  entry(0x0003, ASCII, 2, (into) => tiff.write('W\0', into, 'latin1'));
  entry(0x0004, RATIONAL, 3, (into) => tiff.writeUInt32BE(116, into));
  tiff.writeUInt32BE(0, at);
  gpsLatitudeBytes().copy(tiff, 92);
  GPS_LONGITUDE.forEach(([num, den], i) => {
    tiff.writeUInt32BE(num, 116 + i * 8);
    tiff.writeUInt32BE(den, 120 + i * 8);
  });
  const header = Buffer.from('Exif\0\0', 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(2 + header.length + tiff.length);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), length, header, tiff]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** A JPEG's first bytes and then nothing a decoder can read: a damaged download. */
export function corruptJpeg(): Buffer {
  const junk = Buffer.alloc(4096, 0x5a);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), junk]);
}
