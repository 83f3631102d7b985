/**
 * Vitest's fake timers in each test of the describe block that calls this (with `config`,
 * e.g. a pinned `now`), the real ones back after each, so no test leaks a fake clock.
 */
export function fakeTimersInEachTest(config?: Parameters<typeof vi.useFakeTimers>[0]): void {
  beforeEach(() => {
    vi.useFakeTimers(config);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
