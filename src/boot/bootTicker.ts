import { beerLevel, GLASS_ATTRIBUTE, glassLabel, glassShape, liquidGeometry } from '../beer/glass';
import {
  BUBBLE_ATTRIBUTE,
  bubbleMotion,
  FOAM_ATTRIBUTE,
  foamOffset,
  hiddenUnless,
  rise,
} from '../beer/glassMotion';
import { cssEasing } from '../ui/motion/easing';
import { handOverToReact, whileBootTicks } from '../countdown/bootHandover';
import { everySecond } from '../countdown/everySecond';
import { remainingTime } from '../countdown/time';
import { boxText, DIGIT_DROP, UNIT_ATTRIBUTE, UNITS } from '../countdown/units';

export interface BootTickerOptions {
  /** Called once the moment has come (at once if it already has). */
  onDone?: () => void;
  clock?: () => number;
}

/** Shows or hides the foam or a bubble as BeerGlass's markup does. */
function show(element: Element, shown: boolean): void {
  const value = hiddenUnless(shown);
  if (value) element.setAttribute('visibility', value);
  else element.removeAttribute('visibility');
}

/** Web Animations, where the browser has them (not every old one does; jsdom does not). */
function animate(
  element: Element,
  keyframes: PropertyIndexedKeyframes,
  options: KeyframeAnimationOptions,
): Animation | undefined {
  return typeof element.animate === 'function' ? element.animate(keyframes, options) : undefined;
}

/**
 * Ticks the prerendered countdown every whole second before React has arrived, which may be
 * never on a visit without interaction (src/boot.ts). With the same pure functions as the
 * countdown and the glass it draws what they draw: the four boxes' digits, each new value
 * dropping in as TimeBoxes drops it (not the first drawn over the prerender's '--'), and the
 * glass's liquid level, its accessible name, its foam and its rising bubbles, into the
 * elements the prerender marked. Under prefers-reduced-motion nothing moves. At zero it
 * stops and calls `onDone`: the celebration is React's to draw. TimeBoxes stops it once
 * React owns the countdown.
 *
 * Only for the clock-free prerender: a page built after the birthday already reads zero.
 */
export function startBootTicker(
  root: HTMLElement,
  target: number,
  baseline: number,
  { onDone, clock = Date.now }: BootTickerOptions = {},
): void {
  if (root.dataset.countdown !== 'clock-free') return;
  const spans = UNITS.map(({ key }) => ({
    key,
    span: root.querySelector<HTMLElement>(`[${UNIT_ATTRIBUTE}="${key}"]`),
  }));
  const glass = root.querySelector<SVGElement>(`[${GLASS_ATTRIBUTE}]`);
  const liquid = glass?.querySelector<SVGElement>('[data-fill]');
  const foam = glass?.querySelector<SVGElement>(`[${FOAM_ATTRIBUTE}]`);
  const bubbles = [...(glass?.querySelectorAll<SVGElement>(`[${BUBBLE_ATTRIBUTE}]`) ?? [])];
  const reducedMotion =
    typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;

  const flips = new Map<Element, Animation>();
  let rising: Animation[] = [];
  /** What the bubbles' animations were made for: they start over only when it changes. */
  let risingFor = '';
  let first = true;

  const flip = (span: HTMLElement) => {
    flips.get(span)?.cancel();
    const animation = animate(
      span,
      {
        transform: [`translateY(${DIGIT_DROP.from.y})`, 'none'],
        opacity: [DIGIT_DROP.from.opacity, 1],
      },
      { duration: DIGIT_DROP.duration * 1000, easing: cssEasing(DIGIT_DROP.ease) },
    );
    if (animation) flips.set(span, animation);
  };

  const drawBubbles = (count: number, liquidTop: number, still: boolean) => {
    const wanted = count > 0 ? JSON.stringify([still, bubbleMotion(0, liquidTop).keyframes]) : '';
    if (wanted === risingFor) return;
    risingFor = wanted;
    for (const animation of rising) animation.cancel();
    rising = [];
    for (const bubble of bubbles) {
      const i = Number(bubble.dataset.bubble);
      const { keyframes, duration, delay, ease, still: offset } = bubbleMotion(i, liquidTop);
      const shown = i < count;
      show(bubble, shown);
      if (!shown) continue;
      // As framer-motion runs them: a still offset under reduced motion, else the rise
      // forever, eased as a whole (framer-motion's own Web Animation does the same).
      const animation = still
        ? animate(bubble, { transform: [offset, offset] }, { duration: 0, fill: 'forwards' })
        : animate(bubble, keyframes, {
            duration: duration * 1000,
            delay: delay * 1000,
            iterations: Infinity,
            easing: cssEasing(ease),
            fill: 'both',
          });
      if (animation) rising.push(animation);
    }
  };

  const draw = (now: number) => {
    const still = reducedMotion?.matches ?? false;
    const remaining = remainingTime(now, target);
    for (const { key, span } of spans) {
      const text = boxText(remaining, key);
      if (!span || span.textContent === text) continue;
      span.textContent = text;
      if (!first && !still) flip(span);
    }
    first = false;
    const level = beerLevel(now, baseline, target);
    glass?.setAttribute('aria-label', glassLabel(level));
    const { fillPercent, showFoam, bubbles: count } = glassShape(level);
    const { top, height } = liquidGeometry(fillPercent);
    if (liquid) {
      // As framer-motion draws it: the top edge as a transform, the height in pixels.
      liquid.dataset.fill = fillPercent.toFixed(2);
      liquid.style.transform = rise(top);
      liquid.setAttribute('height', `${height}px`);
    }
    if (foam) {
      show(foam, showFoam);
      foam.style.transform = rise(foamOffset(top));
    }
    drawBubbles(count, top, still);
    if (remaining.done) onDone?.();
  };

  handOverToReact();
  const stopTicking = everySecond(clock, target, draw);
  whileBootTicks(() => {
    stopTicking();
    // React's animations take over from here. The foam and bubbles go back to hidden, as
    // the prerender drew them and as React believes them hydrated: the render right after
    // hydration, in the same task, then shows what React's own level shows (React patches
    // only the attributes it believes changed).
    for (const animation of [...flips.values(), ...rising]) animation.cancel();
    if (foam) show(foam, false);
    for (const bubble of bubbles) show(bubble, false);
  });
}

/** Hands the countdown over to React: the ticker writes nothing more, its animations end. */
export const stopBootTicker = handOverToReact;
