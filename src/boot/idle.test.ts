import { eachWhenIdle, whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it("waits for the browser's next idle period, at most 2 s", () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const then = vi.fn();
    whenIdle(then);
    expect(then).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    (requestIdleCallback.mock.calls[0]?.[0] as () => void)();
    expect(then).toHaveBeenCalledOnce();
  });

  it('without idle callbacks, runs on a timer', () => {
    vi.useFakeTimers();
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
