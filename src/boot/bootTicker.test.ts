// @vitest-environment jsdom
import { startBootTicker, stopBootTicker } from './bootTicker';
import { UNIT_ATTRIBUTE, UNITS } from '../countdown/units';
import {
  BUBBLE_COUNT,
  GLASS_ATTRIBUTE,
  glassShape,
  liquidGeometry,
  RESTING_GLASS_LABEL,
} from '../beer/glass';
import { BUBBLE_ATTRIBUTE, bubbleMotion, FOAM_ATTRIBUTE } from '../beer/glassMotion';
import { fakeTimersInThisTest } from '../testing/fakeTimers';

// Local time, as the page's target is.
const TARGET = new Date(2026, 5, 4, 0, 0, 0).getTime();
const BASELINE = new Date(2024, 0, 1, 0, 0, 0).getTime();

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

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The glass as the prerender draws it: a named svg around the liquid's rectangle, the
 * hidden bubbles and the hidden foam.
 */
function withGlass(root: HTMLElement) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute(GLASS_ATTRIBUTE, '');
  svg.setAttribute('aria-label', RESTING_GLASS_LABEL);
  const liquid = document.createElementNS(SVG, 'rect');
  liquid.dataset.fill = '5.00';
  const bubbles = Array.from({ length: BUBBLE_COUNT }, (_, i) => {
    const bubble = document.createElementNS(SVG, 'circle');
    bubble.setAttribute(BUBBLE_ATTRIBUTE, String(i));
    bubble.setAttribute('visibility', 'hidden');
    return bubble;
  });
  const foam = document.createElementNS(SVG, 'g');
  foam.setAttribute(FOAM_ATTRIBUTE, '');
  foam.setAttribute('visibility', 'hidden');
  svg.append(liquid, ...bubbles, foam);
  root.append(svg);
  return { svg, liquid, bubbles, foam };
}

const isShown = (element: Element) => element.getAttribute('visibility') !== 'hidden';

/** One element.animate call the stub recorded, and what became of its animation. */
interface Recorded {
  element: Element;
  keyframes: PropertyIndexedKeyframes;
  options: KeyframeAnimationOptions;
  cancel: ReturnType<typeof vi.fn>;
}

/** jsdom has no Web Animations: a stub on the prototype records every call. */
function stubAnimate(): Recorded[] {
  const calls: Recorded[] = [];
  Object.defineProperty(Element.prototype, 'animate', {
    configurable: true,
    writable: true,
    value(this: Element, keyframes: PropertyIndexedKeyframes, options: KeyframeAnimationOptions) {
      const call = { element: this, keyframes, options, cancel: vi.fn() };
      calls.push(call);
      return { cancel: call.cancel } as unknown as Animation;
    },
  });
  return calls;
}

/** Answers prefers-reduced-motion: reduce as told. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

/** The moment a whole number of seconds before the target, plus `ms`. */
const secondsBefore = (seconds: number, ms = 0) => TARGET - seconds * 1000 + ms;

describe('startBootTicker', () => {
  afterEach(() => {
    stopBootTicker();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(Element.prototype, 'animate');
  });

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

  describe('with Web Animations', () => {
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
});
