import { msUntilNextSecond, remainingTime } from './time';
import { boxText, UNIT_ATTRIBUTE, UNITS } from './units';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Ticks the prerendered countdown's four boxes every whole second before React has arrived
 * (src/boot.ts loads React once the page has painted and settled). It writes the digits
 * the boxes would show, with the same math and the same formatting, into the spans the
 * prerender marked; the glass, the celebration and everything else wait for React, as they
 * did while the page hydrated. TimeBoxes stops it once React owns the boxes.
 *
 * Only for the clock-free prerender: a page built after the birthday already reads zero.
 */
export function startBootTicker(root: HTMLElement, target: number, clock = Date.now): void {
  if (root.dataset.countdown !== 'clock-free') return;
  const spans = UNITS.map(({ key }) => ({
    key,
    span: root.querySelector<HTMLElement>(`[${UNIT_ATTRIBUTE}="${key}"]`),
  }));
  const tick = () => {
    const now = clock();
    const remaining = remainingTime(now, target);
    for (const { key, span } of spans) {
      const text = boxText(remaining, key);
      if (span && span.textContent !== text) span.textContent = text;
    }
    timer = remaining.done ? undefined : setTimeout(tick, msUntilNextSecond(now));
  };
  stopBootTicker();
  tick();
}

/** Hands the boxes over to React: the ticker writes nothing more. */
export function stopBootTicker(): void {
  clearTimeout(timer);
  timer = undefined;
}
