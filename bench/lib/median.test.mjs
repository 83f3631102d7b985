import { describe, expect, it } from 'vitest';
import { median, medianOf, medians } from './median.mjs';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });

  it('takes the lower of the two in the middle of an even count', () => {
    expect(median([40, 10, 30, 20])).toBe(20);
  });

  it('takes a value picked from each, and none from an empty list', () => {
    expect(medianOf([{ ms: 3 }, { ms: 1 }, { ms: 2 }], (load) => load.ms)).toBe(2);
    expect(medianOf([], (load) => load.ms)).toBeUndefined();
  });

  it('takes, for records, the median of each key', () => {
    expect(
      medians([
        { ms: 10, kB: 3 },
        { ms: 30, kB: 1 },
        { ms: 20, kB: 2 },
      ]),
    ).toEqual({
      ms: 20,
      kB: 2,
    });
  });
});
