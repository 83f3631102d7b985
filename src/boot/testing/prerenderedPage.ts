import { stopBootTicker } from '../bootTicker';
import { UNIT_ATTRIBUTE, UNITS } from '../../countdown/units';
import { BUBBLE_COUNT, GLASS_ATTRIBUTE, RESTING_GLASS_LABEL } from '../../beer/glass';
import { BUBBLE_ATTRIBUTE, FOAM_ATTRIBUTE } from '../../beer/glassMotion';

// The boot ticker tests' shared setup: the prerendered page it draws on, and the browser's
// Web Animations and media queries as the tests play them.

// Local time, as the page's target is.
export const TARGET = new Date(2026, 5, 4, 0, 0, 0).getTime();
export const BASELINE = new Date(2024, 0, 1, 0, 0, 0).getTime();

/** The prerendered boxes as the build writes them: '--' in every marked span. */
export function prerenderedRoot(countdown: 'clock-free' | 'over'): HTMLElement {
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

export const boxes = (root: HTMLElement) =>
  UNITS.map(({ key }) => root.querySelector(`[${UNIT_ATTRIBUTE}="${key}"]`)?.textContent);

export const SVG = 'http://www.w3.org/2000/svg';

/**
 * The glass as the prerender draws it: a named svg around the liquid's rectangle, the
 * hidden bubbles and the hidden foam.
 */
export function withGlass(root: HTMLElement) {
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

export const isShown = (element: Element) => element.getAttribute('visibility') !== 'hidden';

/** One element.animate call the stub recorded, and what became of its animation. */
export interface Recorded {
  element: Element;
  keyframes: PropertyIndexedKeyframes;
  options: KeyframeAnimationOptions;
  cancel: ReturnType<typeof vi.fn>;
}

/** jsdom has no Web Animations: a stub on the prototype records every call. */
export function stubAnimate(): Recorded[] {
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
export function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

/** The moment a whole number of seconds before the target, plus `ms`. */
export const secondsBefore = (seconds: number, ms = 0) => TARGET - seconds * 1000 + ms;

/** After each test of the block that calls this: the ticker stopped, the browser as it was. */
export function bootTickerInEachTest(): void {
  afterEach(() => {
    stopBootTicker();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(Element.prototype, 'animate');
  });
}
