import { encode } from 'uqr';
import { qrShape } from './qrPath';

/** The dark modules a path draws, read back from its `M x y h w v1 h-w z` runs. */
function modulesOf(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx += 1) dark.add(`${Number(x) + dx},${y}`);
  }
  return dark;
}

describe('qrShape', () => {
  const url = 'https://jake-turns-21.web.app/';

  it('draws exactly the dark modules of the code, row runs merged', () => {
    const { size, path } = qrShape(url);
    const { data } = encode(url, { ecc: 'M', border: 0 });
    const expected = new Set<string>();
    data.forEach((row, y) => row.forEach((dark, x) => dark && expected.add(`${x},${y}`)));
    expect(size).toBe(data.length);
    expect(modulesOf(path)).toEqual(expected);
    // Merged: fewer runs than dark modules.
    expect(path.split('M').length - 1).toBeLessThan(expected.size);
  });

  it('has the three finder patterns in their corners', () => {
    const { size, path } = qrShape(url);
    const dark = modulesOf(path);
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      // Each finder's outer ring is dark, the ring inside it light, its 3x3 centre dark.
      expect(dark.has(`${x},${y}`)).toBe(true);
      expect(dark.has(`${x + 1},${y + 1}`)).toBe(false);
      expect(dark.has(`${x + 3},${y + 3}`)).toBe(true);
    }
  });

  it('grows with the address, and an address of any length still encodes', () => {
    const short = qrShape('http://a.io/');
    const long = qrShape(`https://${'x'.repeat(200)}.example.com/`);
    expect(long.size).toBeGreaterThan(short.size);
  });
});
