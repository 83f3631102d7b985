import { beerLevel, GLASS_ATTRIBUTE, glassLabel, glassShape, liquidGeometry } from '../beer/glass';
import { everySecond } from './everySecond';
import { remainingTime } from './time';
import { boxText, UNIT_ATTRIBUTE, UNITS } from './units';

let stop: (() => void) | undefined;

export interface BootTickerOptions {
  /** Called once the moment has come (at once if it already has). */
  onDone?: () => void;
  clock?: () => number;
}

/**
 * Ticks the prerendered countdown every whole second before React has arrived (src/boot.ts
 * loads React once the page has painted and settled). With the same pure functions as the
 * countdown it writes the four boxes' digits, the glass's liquid level and its accessible
 * name into the elements the prerender marked, so the page never shows digits beside a
 * glass at rest. The foam, the bubbles and the celebration need React: at zero the ticker
 * stops and calls `onDone`, which brings React in at once. TimeBoxes stops it once React
 * owns the countdown.
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
  const draw = (now: number) => {
    const remaining = remainingTime(now, target);
    for (const { key, span } of spans) {
      const text = boxText(remaining, key);
      if (span && span.textContent !== text) span.textContent = text;
    }
    const level = beerLevel(now, baseline, target);
    glass?.setAttribute('aria-label', glassLabel(level));
    if (liquid) {
      // As framer-motion draws it: the top edge as a transform, the height in pixels.
      const { fillPercent } = glassShape(level);
      const { top, height } = liquidGeometry(fillPercent);
      liquid.dataset.fill = fillPercent.toFixed(2);
      liquid.style.transform = `translateY(${top}px)`;
      liquid.setAttribute('height', `${height}px`);
    }
    if (remaining.done) onDone?.();
  };
  stopBootTicker();
  stop = everySecond(clock, target, draw);
}

/** Hands the countdown over to React: the ticker writes nothing more. */
export function stopBootTicker(): void {
  stop?.();
  stop = undefined;
}
