import { startBootTicker, stopBootTicker } from './bootTicker';
import { UNIT_ATTRIBUTE, UNITS } from './units';

// Local time, as the page's target is.
const TARGET = new Date(2026, 5, 4, 0, 0, 0).getTime();

/** The prerendered boxes as the build writes them: '--' in every marked span. */
function prerenderedRoot(countdown: 'clock-free' | 'over'): HTMLElement {
  const root = document.createElement('div');
  root.dataset.countdown = countdown;
  for (const { key } of UNITS) {
    const span = document.createElement('span');
    span.setAttribute(UNIT_ATTRIBUTE, key);
    span.textContent = countdown === 'over' ? '00' : '--';
    root.append(span);
  }
  return root;
}

const boxes = (root: HTMLElement) =>
  UNITS.map(({ key }) => root.querySelector(`[${UNIT_ATTRIBUTE}="${key}"]`)?.textContent);

describe('startBootTicker', () => {
  afterEach(() => {
    stopBootTicker();
    vi.useRealTimers();
  });

  it('writes the time left at once and again on every whole second', () => {
    vi.useFakeTimers({ now: TARGET - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 - 300 });
    const root = prerenderedRoot('clock-free');
    startBootTicker(root, TARGET);
    expect(boxes(root)).toEqual(['03', '04', '05', '07']);
    vi.advanceTimersByTime(299);
    expect(boxes(root)).toEqual(['03', '04', '05', '07']);
    vi.advanceTimersByTime(1);
    expect(boxes(root)).toEqual(['03', '04', '05', '06']);
    vi.advanceTimersByTime(2000);
    expect(boxes(root)).toEqual(['03', '04', '05', '04']);
  });

  it('stops at zero, and writes nothing once React has taken over', () => {
    vi.useFakeTimers({ now: TARGET - 2000 });
    const root = prerenderedRoot('clock-free');
    startBootTicker(root, TARGET);
    vi.advanceTimersByTime(5000);
    expect(boxes(root)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);

    vi.setSystemTime(TARGET - 60_000);
    startBootTicker(root, TARGET);
    stopBootTicker();
    const handedOver = boxes(root);
    vi.advanceTimersByTime(3000);
    expect(boxes(root)).toEqual(handedOver);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves a page prerendered as over alone', () => {
    vi.useFakeTimers({ now: TARGET - 60_000 });
    const root = prerenderedRoot('over');
    startBootTicker(root, TARGET);
    expect(boxes(root)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
