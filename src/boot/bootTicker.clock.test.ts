// @vitest-environment jsdom
import { startBootTicker, stopBootTicker } from './bootTicker';
import { liquidGeometry } from '../beer/glass';
import { BASELINE, TARGET } from './testing/bootClock';
import { boxes, prerenderedRoot, withGlass } from './testing/prerenderedPage';
import { bootTickerInEachTest } from './testing/playedBrowser';
import { fakeTimersInThisTest } from '../testing/fakeTimers';

describe('startBootTicker, the clock', () => {
  bootTickerInEachTest();

  it('writes the time left at once and again on every whole second', () => {
    fakeTimersInThisTest({ now: TARGET - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 - 300 });
    const root = prerenderedRoot('clock-free');
    startBootTicker(root, TARGET, BASELINE);
    expect(boxes(root)).toEqual(['03', '04', '05', '07']);
    vi.advanceTimersByTime(299);
    expect(boxes(root)).toEqual(['03', '04', '05', '07']);
    vi.advanceTimersByTime(1);
    expect(boxes(root)).toEqual(['03', '04', '05', '06']);
    vi.advanceTimersByTime(2000);
    expect(boxes(root)).toEqual(['03', '04', '05', '04']);
  });

  it('stops at zero, and writes nothing once React has taken over', () => {
    fakeTimersInThisTest({ now: TARGET - 2000 });
    const root = prerenderedRoot('clock-free');
    const onDone = vi.fn();
    startBootTicker(root, TARGET, BASELINE, { onDone });
    vi.advanceTimersByTime(1000);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4000);
    expect(boxes(root)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
    // The celebration is React's to draw: it is called in once, at zero.
    expect(onDone).toHaveBeenCalledTimes(1);

    vi.setSystemTime(TARGET - 60_000);
    startBootTicker(root, TARGET, BASELINE);
    stopBootTicker();
    const handedOver = boxes(root);
    vi.advanceTimersByTime(3000);
    expect(boxes(root)).toEqual(handedOver);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws the glass from the same clock: its level, its liquid and its name', () => {
    fakeTimersInThisTest({ now: (BASELINE + TARGET) / 2 });
    const root = prerenderedRoot('clock-free');
    const { svg, liquid } = withGlass(root);
    startBootTicker(root, TARGET, BASELINE);
    expect(svg.getAttribute('aria-label')).toBe('50% of the wait remains');
    expect(liquid.dataset.fill).toBe('40.00');
    const { top, height } = liquidGeometry(40);
    expect(liquid.style.transform).toBe(`translateY(${top}px)`);
    expect(liquid.getAttribute('height')).toBe(`${height}px`);

    vi.setSystemTime(TARGET - 200);
    vi.advanceTimersByTime(1000);
    expect(svg.getAttribute('aria-label')).toBe('The wait is over: the glass is empty');
    expect(liquid.dataset.fill).toBe('5.00');
  });

  it('calls the app in at once when opened after the target', () => {
    fakeTimersInThisTest({ now: TARGET + 60_000 });
    const root = prerenderedRoot('clock-free');
    const onDone = vi.fn();
    startBootTicker(root, TARGET, BASELINE, { onDone });
    expect(boxes(root)).toEqual(['00', '00', '00', '00']);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves a page prerendered as over alone', () => {
    fakeTimersInThisTest({ now: TARGET - 60_000 });
    const root = prerenderedRoot('over');
    startBootTicker(root, TARGET, BASELINE);
    expect(boxes(root)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
