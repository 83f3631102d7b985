import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './calibration.mjs';

describe('calibratedSlowdown', () => {
  it('keeps the preset 4x on the host the preset is meant for', () => {
    expect(calibratedSlowdown(1750)).toBe(4);
  });

  it('slows a slower host down less, so it simulates the same phone', () => {
    expect(calibratedSlowdown(875)).toBe(2);
    expect(calibratedSlowdown(659.5)).toBe(1.51);
  });

  it('slows a faster host down more than 4x', () => {
    expect(calibratedSlowdown(2100)).toBe(4.8);
  });

  it('never asks for less than no slowdown', () => {
    expect(calibratedSlowdown(200)).toBe(1);
  });

  it('refuses a missing benchmark rather than guessing', () => {
    expect(() => calibratedSlowdown(0)).toThrow(/benchmarkIndex/);
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/benchmarkIndex/);
    expect(() => calibratedSlowdown(Number.POSITIVE_INFINITY)).toThrow(/benchmarkIndex/);
    expect(() => calibratedSlowdown(undefined)).toThrow(/benchmarkIndex/);
  });
});
