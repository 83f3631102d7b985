import { readImageHeader } from './imageHeader';

function bytes(...parts: (number[] | string)[]): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') out.push(...[...part].map((c) => c.charCodeAt(0)));
    else out.push(...part);
  }
  // Padding, as the rest of a file would be.
  return new Uint8Array([...out, ...new Array(32).fill(0)]);
}

const be16 = (n: number) => [n >> 8, n & 0xff];
const le16 = (n: number) => [n & 0xff, n >> 8];

describe('readImageHeader', () => {
  it("finds a JPEG's size past its EXIF block", () => {
    const exif = [0xff, 0xe1, ...be16(2 + 20), ...'Exif\0\0'.split('').map((c) => c.charCodeAt(0))];
    const jpeg = bytes([0xff, 0xd8], exif, new Array(14).fill(0x20), [
      0xff,
      0xc0,
      ...be16(17),
      8,
      ...be16(3000),
      ...be16(4000),
    ]);
    expect(readImageHeader(jpeg)).toEqual({ format: 'jpeg', width: 4000, height: 3000 });
  });

  it('reads PNG, GIF and the three WebP headers', () => {
    const png = bytes(
      '\x89PNG\r\n\x1a\n',
      [0, 0, 0, 13],
      'IHDR',
      [0, 0, 0x1f, 0x40],
      [0, 0, 0x0b, 0xb8],
    );
    expect(readImageHeader(png)).toEqual({ format: 'png', width: 8000, height: 3000 });
    expect(readImageHeader(bytes('GIF89a', le16(640), le16(480)))).toEqual({
      format: 'gif',
      width: 640,
      height: 480,
    });
    const lossy = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBPVP8 ',
      new Array(10).fill(0),
      le16(1600),
      le16(1200),
    );
    expect(readImageHeader(lossy)).toEqual({ format: 'webp', width: 1600, height: 1200 });
    // VP8L: 14 bits each of width-1 and height-1, packed from byte 21.
    const w = 1599;
    const h = 1199;
    const packed = w | (h << 14);
    const lossless = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBPVP8L',
      [0, 0, 0, 0, 0x2f],
      [packed & 0xff, (packed >> 8) & 0xff, (packed >> 16) & 0xff, (packed >>> 24) & 0xff],
    );
    expect(readImageHeader(lossless)).toEqual({ format: 'webp', width: 1600, height: 1200 });
    const extended = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBPVP8X',
      [0, 0, 0, 0, 0, 0, 0, 0],
      [0x3f, 0x06, 0],
      [0xaf, 0x04, 0],
    );
    expect(readImageHeader(extended)).toEqual({ format: 'webp', width: 1600, height: 1200 });
  });

  it('knows HEIC and AVIF by their brand, without a size', () => {
    expect(readImageHeader(bytes([0, 0, 0, 24], 'ftypheic'))).toEqual({ format: 'heic' });
    expect(readImageHeader(bytes([0, 0, 0, 24], 'ftypavif'))).toEqual({ format: 'avif' });
    expect(readImageHeader(bytes([0, 0, 0, 24], 'ftypisom'))).toBeNull();
  });

  it('says null for text and for too few bytes', () => {
    expect(readImageHeader(new TextEncoder().encode('Happy birthday, Jake!'))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});
