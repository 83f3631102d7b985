// @vitest-environment jsdom
import { whenOnScreen } from './onScreen';

/** IntersectionObserver as the test drives it: it reports only when told to. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map(
      (target) => ({ isIntersecting, target }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('whenOnScreen', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls everything waiting on one element once it is on screen, with one observer', () => {
    const element = document.createElement('section');
    const boot = vi.fn();
    const wall = vi.fn();
    whenOnScreen(element, boot);
    whenOnScreen(element, wall);
    expect(FakeObserver.all).toHaveLength(1);
    const [observer] = FakeObserver.all;
    observer?.report(false);
    expect(boot).not.toHaveBeenCalled();
    observer?.report(true);
    expect(boot).toHaveBeenCalledTimes(1);
    expect(wall).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('calls at once for an element already seen on screen', () => {
    const element = document.createElement('section');
    whenOnScreen(element, () => undefined);
    FakeObserver.all[0]?.report(true);
    const later = vi.fn();
    whenOnScreen(element, later);
    expect(later).toHaveBeenCalledTimes(1);
    expect(FakeObserver.all).toHaveLength(1);
  });

  it('stops watching once nothing waits, and calls nothing after', () => {
    const element = document.createElement('section');
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = whenOnScreen(element, first);
    const stopSecond = whenOnScreen(element, second);
    stopFirst();
    expect(FakeObserver.all[0]?.disconnected).toBe(false);
    stopSecond();
    expect(FakeObserver.all[0]?.disconnected).toBe(true);
    FakeObserver.all[0]?.report(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('calls at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const then = vi.fn();
    whenOnScreen(document.createElement('section'), then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
