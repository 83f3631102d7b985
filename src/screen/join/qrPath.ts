import { encode } from 'uqr';

/** The light margin a reader needs round the code (ISO/IEC 18004: four modules). */
export const QUIET_ZONE = 4;

export interface QrShape {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One SVG path of the dark modules, one module = one unit, each row's runs merged. */
  path: string;
}

/**
 * The QR code for `text` (error correction M: still read with a glare or a thumb on the
 * TV) as an SVG path. Drawn inline rather than as an image file or a data: URL, which the
 * site's Content-Security-Policy (img-src 'self') would refuse.
 */
export function qrShape(text: string): QrShape {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size, path };
}
