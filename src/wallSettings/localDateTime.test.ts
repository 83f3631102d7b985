import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './localDateTime';

describe('datetime-local values', () => {
  it('round-trips a moment in local time', () => {
    const at = new Date(2026, 5, 4, 0, 0);
    expect(toLocalInput(at)).toBe('2026-06-04T00:00');
    expect(fromLocalInput('2026-06-04T00:00')).toEqual(at);
  });

  it('refuses what is not a moment', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-30T10:00')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });
});
