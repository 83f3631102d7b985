import { eachWhenIdle, whenIdle } from './idle';
import { fakeTimersInThisTest } from '../testing/fakeTimers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it("waits for the browser's next idle period, at most 2 s", () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const then = vi.fn();
    whenIdle(then);
    expect(then).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    const deadline = { didTimeout: false, timeRemaining: () => 12 };
    (requestIdleCallback.mock.calls[0]?.[0] as (deadline: IdleDeadline) => void)(deadline);
    expect(then).toHaveBeenCalledExactlyOnceWith(deadline);
  });

  it('hands on no time left when the period came from its 2 s timeout', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const then = vi.fn();
    whenIdle(then);
    const timedOut = { didTimeout: true, timeRemaining: () => 0 };
    (requestIdleCallback.mock.calls[0]?.[0] as (deadline: IdleDeadline) => void)(timedOut);
    expect(then).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('without idle callbacks, runs on a timer', () => {
    fakeTimersInThisTest();
    vi.stubGlobal('requestIdleCallback', undefined);
    const then = vi.fn();
    whenIdle(then);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
  });
});

describe('eachWhenIdle', () => {
  it('handles one item per idle period, in order', () => {
    const waiting: (() => void)[] = [];
    const seen: number[] = [];
    eachWhenIdle(
      [1, 2, 3],
      (n) => seen.push(n),
      (then) => void waiting.push(then),
    );
    expect(seen).toEqual([]);
    for (const expected of [[1], [1, 2], [1, 2, 3]]) {
      expect(waiting).toHaveLength(1);
      waiting.shift()?.();
      expect(seen).toEqual(expected);
    }
    expect(waiting).toHaveLength(0);
  });

  it('handles more items in one period while it has time left, and leaves some over', () => {
    const waiting: ((period?: { timeRemaining: () => number }) => void)[] = [];
    const seen: number[] = [];
    eachWhenIdle(
      [1, 2, 3, 4, 5],
      (n) => seen.push(n),
      (then) => void waiting.push(then),
    );
    // 10 ms left, 3 ms an item, 4 ms kept spare: three items fit.
    let left = 10;
    waiting.shift()?.({ timeRemaining: () => ((left -= 3), left + 3) });
    expect(seen).toEqual([1, 2, 3]);
    // A period from the timeout (no time given): one item only.
    waiting.shift()?.();
    expect(seen).toEqual([1, 2, 3, 4]);
    waiting.shift()?.({ timeRemaining: () => 50 });
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(waiting).toHaveLength(0);
  });

  it('then calls `done` in the idle period after the last item', () => {
    const waiting: (() => void)[] = [];
    const done = vi.fn();
    eachWhenIdle(
      [1, 2],
      () => undefined,
      (then) => void waiting.push(then),
      done,
    );
    waiting.shift()?.();
    waiting.shift()?.();
    expect(done).not.toHaveBeenCalled();
    waiting.shift()?.();
    expect(done).toHaveBeenCalledOnce();
    expect(waiting).toHaveLength(0);
  });

  it('goes on past an item that is undefined', () => {
    const seen: (number | undefined)[] = [];
    eachWhenIdle(
      [1, undefined, 3],
      (n) => seen.push(n),
      (then) => then(),
    );
    expect(seen).toEqual([1, undefined, 3]);
  });

  it('asks for no idle period when there is nothing to do', () => {
    const idle = vi.fn();
    eachWhenIdle([], () => undefined, idle);
    expect(idle).not.toHaveBeenCalled();
  });
});
