import { groupThousands } from './groupThousands';

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12_295, '12,295'],
    [1_234_567, '1,234,567'],
    [-4500, '-4,500'],
  ])('writes %d as %s, as en-US does', (value, text) => {
    expect(groupThousands(value)).toBe(text);
    expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
  });
});
