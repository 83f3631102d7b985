import { afterEach, beforeEach, onTestFinished, vi } from 'vitest';

/** What `vi.useFakeTimers` takes, e.g. a pinned `now` or the timers to fake. */
type FakeTimersConfig = Parameters<typeof vi.useFakeTimers>[0];

/**
 * Vitest's fake timers in each test of the describe block (or file) that calls this, the
 * real ones back after each, so no test leaks a fake clock. Call it before the block's own
 * beforeEach when those should already run on the fake clock.
 */
export function fakeTimersInEachTest(config?: FakeTimersConfig): void {
  beforeEach(() => {
    vi.useFakeTimers(config);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * Vitest's fake timers from here to the end of the one test that calls this (for a test
 * whose clock differs from its neighbours'), the real ones back when it finishes.
 */
export function fakeTimersInThisTest(config?: FakeTimersConfig): void {
  vi.useFakeTimers(config);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
