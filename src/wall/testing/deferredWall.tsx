import { act, render, screen } from '@testing-library/react';

/**
 * The DeferredWall tests' shared setup. The wall is fetched when the visitor heads for it: on a scroll, tap or key press, or once
 * any of it is on screen. Its module (./Wall, with Firebase) is replaced by one the test
 * hands out by hand, so each test decides when, and whether, it arrives; the browser's
 * IntersectionObserver, which jsdom lacks, by one the test drives.
 */

export const WALL_TEXT = 'The wall itself';

/** The wall's module as the test serves it: counted when asked for, settled by hand. */
export function heldWallModule() {
  const held: { requested: () => void; arrive: () => void; fail: (error: Error) => void } = {
    requested: vi.fn(),
    arrive: () => undefined,
    fail: () => undefined,
  };
  const settled = new Promise<void>((resolve, reject) => {
    held.arrive = resolve;
    held.fail = reject;
  });
  vi.doMock('../Wall', async () => {
    held.requested();
    await settled;
    return { default: () => <p>{WALL_TEXT}</p> };
  });
  return held;
}

/** IntersectionObserver as the test drives it: it reports only when told to. */
export class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  unobserve() {
    // Not used: the wall stops watching with disconnect().
  }

  disconnect() {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every watched element as on screen (or not). */
  report(isIntersecting: boolean) {
    const entries = this.targets.map(
      (target) => ({ isIntersecting, target }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** A fresh DeferredWall, so each test's ./Wall is the one it set up. */
export async function renderDeferredWall() {
  const { DeferredWall } = await import('../DeferredWall');
  render(<DeferredWall />);
  // Let the mount's effects run.
  await act(async () => undefined);
}

export function theObserver(): FakeObserver {
  expect(FakeObserver.all).toHaveLength(1);
  const [observer] = FakeObserver.all;
  if (!observer) throw new Error('no IntersectionObserver was created');
  return observer;
}

export function placeholder() {
  return screen.queryByTestId('form-placeholder');
}

/** Whether React treats this as a test environment that wraps updates in act(). */
export function setActEnvironment(on: boolean) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: on });
}

/** The browser's idle periods, handed out by the test (none come unless it says). */
export const idlePeriods: (() => void)[] = [];

/**
 * In each test of the block that calls this: a fresh module graph (so a test's ./Wall is the
 * one it set up), the test's IntersectionObserver and idle periods, none handed out yet.
 */
export function deferredWallInEachTest(): void {
  beforeEach(() => {
    vi.resetModules();
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    idlePeriods.length = 0;
    vi.stubGlobal('requestIdleCallback', (then: () => void) => idlePeriods.push(then));
  });
  afterEach(() => {
    vi.doUnmock('../Wall');
    vi.unstubAllGlobals();
  });
}
