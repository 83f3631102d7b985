// @vitest-environment jsdom
import { startBootTicker, stopBootTicker } from './bootTicker';
import { BUBBLE_COUNT, glassShape, liquidGeometry } from '../beer/glass';
import { BUBBLE_ATTRIBUTE, bubbleMotion } from '../beer/glassMotion';
import { UNIT_ATTRIBUTE } from '../countdown/units';
import { BASELINE, secondsBefore, TARGET } from './testing/bootClock';
import { boxes, isShown, prerenderedRoot, withGlass } from './testing/prerenderedPage';
import { bootTickerInEachTest, preferReducedMotion, stubAnimate } from './testing/playedBrowser';
import { fakeTimersInThisTest } from '../testing/fakeTimers';

describe('startBootTicker, with Web Animations', () => {
  bootTickerInEachTest();

  it('drops each new value in as TimeBoxes does, but not the first drawn over the --', () => {
    const calls = stubAnimate();
    preferReducedMotion(false);
    fakeTimersInThisTest({ now: secondsBefore(3 * 86_400 + 60, -500) });
    const root = prerenderedRoot('clock-free');
    startBootTicker(root, TARGET, BASELINE);
    expect(boxes(root)).toEqual(['03', '00', '01', '01']);
    expect(calls).toHaveLength(0);

    vi.advanceTimersByTime(500);
    // 3 d 0 h 1 min 0 s: only the seconds changed.
    expect(boxes(root)).toEqual(['03', '00', '01', '00']);
    expect(calls.map(({ element }) => element.getAttribute(UNIT_ATTRIBUTE))).toEqual(['seconds']);
    // framer-motion's y '-40%' on the inline-block span, its opacity 0.2, its easeOut.
    expect(calls[0]?.keyframes).toEqual({
      transform: ['translateY(-40%)', 'none'],
      opacity: [0.2, 1],
    });
    expect(calls[0]?.options).toEqual({ duration: 250, easing: 'cubic-bezier(0, 0, 0.58, 1)' });

    vi.advanceTimersByTime(1000);
    // 3 d 0 h 0 min 59 s: minutes and seconds.
    expect(calls.slice(1).map(({ element }) => element.getAttribute(UNIT_ATTRIBUTE))).toEqual([
      'minutes',
      'seconds',
    ]);
  });

  it('moves nothing under prefers-reduced-motion: reduce', () => {
    const calls = stubAnimate();
    preferReducedMotion(true);
    fakeTimersInThisTest({ now: (BASELINE + TARGET) / 2 });
    const root = prerenderedRoot('clock-free');
    const { bubbles } = withGlass(root);
    startBootTicker(root, TARGET, BASELINE);
    vi.advanceTimersByTime(3000);
    expect(boxes(root)).not.toContain('--');
    // No digit drops in; the bubbles show, each held still where BeerGlass holds it.
    expect(calls.map(({ element }) => element)).toEqual(bubbles);
    const top = liquidGeometry(glassShape(50).fillPercent).top;
    calls.forEach(({ keyframes, options }, i) => {
      const { still } = bubbleMotion(i, top);
      expect(keyframes).toEqual({ transform: [still, still] });
      expect(options).toEqual({ duration: 0, fill: 'forwards' });
    });
    expect(bubbles.every(isShown)).toBe(true);
  });

  it('shows the foam at the liquid top and sets the bubbles rising as BeerGlass does', () => {
    const calls = stubAnimate();
    preferReducedMotion(false);
    fakeTimersInThisTest({ now: (BASELINE + TARGET) / 2 });
    const root = prerenderedRoot('clock-free');
    const { foam, bubbles } = withGlass(root);
    startBootTicker(root, TARGET, BASELINE);

    // Level 50: fill 40%, so foam (above 10) and six bubbles.
    const { top } = liquidGeometry(40);
    expect(isShown(foam)).toBe(true);
    expect(foam.style.transform).toBe(`translateY(${top - 24}px)`);
    expect(bubbles.every(isShown)).toBe(true);
    expect(calls.map(({ element }) => element)).toEqual(bubbles);
    calls.forEach(({ keyframes, options }, i) => {
      const motion = bubbleMotion(i, top);
      expect(keyframes).toEqual(motion.keyframes);
      expect(options).toEqual({
        duration: motion.duration * 1000,
        delay: motion.delay * 1000,
        iterations: Infinity,
        easing: 'cubic-bezier(0.42, 0, 1, 1)',
        fill: 'both',
      });
    });
    const seconds = (ms: unknown) => Math.round(Number(ms)) / 1000;
    expect(calls.map(({ options }) => [options.duration, options.delay].map(seconds))).toEqual([
      [2.2, 0],
      [2.7, 0.35],
      [3.2, 0.7],
      [2.2, 1.05],
      [2.7, 1.4],
      [3.2, 1.75],
    ]);

    // The level falls a little every second: the bubbles keep rising, not starting over.
    vi.advanceTimersByTime(10_000);
    const risen = calls.filter(({ element }) => element.hasAttribute(BUBBLE_ATTRIBUTE));
    expect(risen).toHaveLength(BUBBLE_COUNT);
    expect(risen.some(({ cancel }) => cancel.mock.calls.length > 0)).toBe(false);
  });

  it('hides the foam at level 10 and below, and the bubbles once the glass is empty', () => {
    stubAnimate();
    preferReducedMotion(false);
    const span = TARGET - BASELINE;
    fakeTimersInThisTest({ now: TARGET - span * 0.1 });
    const root = prerenderedRoot('clock-free');
    const { foam, bubbles } = withGlass(root);
    startBootTicker(root, TARGET, BASELINE);
    expect(isShown(foam)).toBe(false);
    expect(bubbles.every(isShown)).toBe(true);

    vi.setSystemTime(TARGET - 200);
    vi.advanceTimersByTime(1000);
    expect(isShown(foam)).toBe(false);
    expect(bubbles.some(isShown)).toBe(false);
  });

  it('hands over to React: its animations end and the foam and bubbles hide again', () => {
    const calls = stubAnimate();
    preferReducedMotion(false);
    fakeTimersInThisTest({ now: (BASELINE + TARGET) / 2 - 500 });
    const root = prerenderedRoot('clock-free');
    const { foam, bubbles } = withGlass(root);
    startBootTicker(root, TARGET, BASELINE);
    vi.advanceTimersByTime(500);
    const flips = calls.filter(({ element }) => element.hasAttribute(UNIT_ATTRIBUTE));
    expect(flips).not.toHaveLength(0);
    expect(calls).toHaveLength(BUBBLE_COUNT + flips.length);

    stopBootTicker();
    // framer-motion's own rise and drop take over: none of the ticker's is left to double
    // them, and React's render right after hydration shows what its level shows.
    for (const { cancel } of calls) expect(cancel).toHaveBeenCalledTimes(1);
    expect(isShown(foam)).toBe(false);
    expect(bubbles.some(isShown)).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(calls).toHaveLength(BUBBLE_COUNT + flips.length);
  });
});
