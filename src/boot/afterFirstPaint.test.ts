import { afterFirstPaint, FIRST_PAINT_TIMEOUT_MS } from './afterFirstPaint';
import { fakeTimersInEachTest } from '../testing/fakeTimers';

/** PerformanceObserver as the test drives it: paint entries arrive only when told to. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static last: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {
    FakePaintObserver.last = this;
  }
  observe() {
    // Entries arrive only through paint().
  }
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    this.callback({ getEntries: () => [{ name }] });
  }
}

describe('afterFirstPaint', () => {
  fakeTimersInEachTest();
  beforeEach(() => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes on at the first contentful paint, once', () => {
    const then = vi.fn();
    afterFirstPaint(then);
    FakePaintObserver.last?.paint('first-paint');
    expect(then).not.toHaveBeenCalled();
    FakePaintObserver.last?.paint('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.last?.disconnected).toBe(true);
    vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on without it when no paint is ever reported (a tab opened in the background)', () => {
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.last?.disconnected).toBe(true);
    FakePaintObserver.last?.paint('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
  });
});
