import { parseLocalDateTime } from './parseDate';

describe('parseLocalDateTime', () => {
  it('reads date-only, minutes and seconds in local time', () => {
    expect(parseLocalDateTime('2026-06-04')?.getTime()).toBe(new Date(2026, 5, 4).getTime());
    expect(parseLocalDateTime('2026-06-04T10:30')?.getTime()).toBe(
      new Date(2026, 5, 4, 10, 30).getTime(),
    );
    expect(parseLocalDateTime('2026-06-04 10:30:15')?.getTime()).toBe(
      new Date(2026, 5, 4, 10, 30, 15).getTime(),
    );
  });

  it('reads an explicit offset as an absolute instant', () => {
    expect(parseLocalDateTime('2026-06-04T00:00Z')?.toISOString()).toBe('2026-06-04T00:00:00.000Z');
    expect(parseLocalDateTime('2026-06-04T02:00+02:00')?.toISOString()).toBe(
      '2026-06-04T00:00:00.000Z',
    );
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseLocalDateTime('2028-02-29')).toBeDefined();
    expect(parseLocalDateTime('2026-02-29')).toBeUndefined();
  });

  it('refuses out-of-range times and other shapes', () => {
    for (const bad of ['2026-06-04T24:00', '2026-06-04T10:60', '04/06/2026', '', '2026-6-4']) {
      expect(parseLocalDateTime(bad)).toBeUndefined();
    }
  });
});
