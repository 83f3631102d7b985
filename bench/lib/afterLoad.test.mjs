import { describe, expect, it } from 'vitest';
import { blockingTime, phasesAfterScroll } from './afterLoad.mjs';

describe('the afterload section', () => {
  it('counts only what each long task spent past 50 ms, before the scroll', () => {
    const tasks = [
      { start: 100, duration: 120 },
      { start: 900, duration: 50 },
      { start: 2000, duration: 300 },
    ];
    expect(blockingTime(tasks, 1000)).toBe(70);
    expect(blockingTime(tasks)).toBe(320);
  });

  it('splits the time from the scroll to the first card, a phase over before the scroll being 0', () => {
    const phases = phasesAfterScroll({
      scrollAt: 1000,
      cardAt: 1600,
      modulesArrivedAt: 500,
      wallModuleAt: undefined,
      firestoreRequestsAt: [1050],
      messageDocumentAt: [1450, 1500, 1700],
    });
    expect(phases).toEqual({
      download: 0,
      evaluation: 0,
      sdkStart: 50,
      roundTrips: 450,
      render: 100,
    });
  });
});
