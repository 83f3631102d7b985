import { act, renderHook } from '@testing-library/react';
import { useWakeLock } from './useWakeLock';

/** A stand-in for the browser's WakeLockSentinel. */
class FakeSentinel extends EventTarget {
  released = false;
  readonly type = 'screen';
  release = vi.fn(async () => this.dropped());
  /** What the browser does when the page is hidden: it lets the lock go by itself. */
  dropped() {
    if (this.released) return;
    this.released = true;
    this.dispatchEvent(new Event('release'));
  }
}

let visibility: DocumentVisibilityState = 'visible';
const request = vi.fn<(type: string) => Promise<FakeSentinel>>();

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Lets the lock's promise settle inside act. */
const settle = () => act(async () => undefined);

beforeEach(() => {
  visibility = 'visible';
  request.mockReset();
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useWakeLock', () => {
  it('asks for a screen wake lock at once and holds it when granted', async () => {
    const sentinel = new FakeSentinel();
    request.mockResolvedValue(sentinel);
    const { result } = renderHook(() => useWakeLock());
    expect(result.current).toBe('requesting');
    await settle();
    expect(request).toHaveBeenCalledWith('screen');
    expect(result.current).toBe('held');
  });

  it('takes the lock again when the page becomes visible after the browser let it go', async () => {
    const first = new FakeSentinel();
    const second = new FakeSentinel();
    request.mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    const { result } = renderHook(() => useWakeLock());
    await settle();

    setVisibility('hidden');
    act(() => first.dropped());
    expect(result.current).toBe('released');
    expect(request).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    expect(result.current).toBe('held');
  });

  it('asks no more while it holds the lock', async () => {
    request.mockResolvedValue(new FakeSentinel());
    renderHook(() => useWakeLock());
    await settle();
    setVisibility('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('goes on without it when refused, and asks again at the next visibility or tap', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    request.mockRejectedValueOnce(new DOMException('Battery saver', 'NotAllowedError'));
    const { result } = renderHook(() => useWakeLock());
    await settle();
    expect(result.current).toBe('refused');
    expect(info).toHaveBeenCalledWith(
      expect.stringMatching(/wake lock was refused/),
      expect.anything(),
    );

    request.mockResolvedValueOnce(new FakeSentinel());
    act(() => {
      document.dispatchEvent(new Event('pointerdown'));
    });
    await settle();
    expect(result.current).toBe('held');
  });

  it('does not ask while the page is hidden', async () => {
    visibility = 'hidden';
    renderHook(() => useWakeLock());
    await settle();
    expect(request).not.toHaveBeenCalled();
  });

  it('lets the lock go when the screen closes', async () => {
    const sentinel = new FakeSentinel();
    request.mockResolvedValue(sentinel);
    const { unmount } = renderHook(() => useWakeLock());
    await settle();
    unmount();
    expect(sentinel.release).toHaveBeenCalled();
  });

  it('says unsupported, and does nothing, where the browser has no wake lock', () => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    const { result } = renderHook(() => useWakeLock());
    expect(result.current).toBe('unsupported');
  });
});
