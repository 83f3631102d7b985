import { describe, expect, it } from 'vitest';
import { median, medians } from './median.mjs';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });

  it('takes the lower of the two in the middle of an even count', () => {
    expect(median([40, 10, 30, 20])).toBe(20);
  });
});

describe('medians', () => {
  it('takes the median of each key across the records', () => {
    const loads = [
      { download: 10, render: 300 },
      { download: 30, render: 100 },
      { download: 20, render: 200 },
    ];
    expect(medians(loads)).toEqual({ download: 20, render: 200 });
  });
});
