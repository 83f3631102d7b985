import { useLayoutEffect, type RefObject } from 'react';

/** The smallest share of its starting size a spotlight's text may shrink to. */
export const MIN_FIT_SCALE = 0.4;
const STEP = 0.9;

/**
 * Shrinks the text inside `box` until it fits without overflowing: sets the custom property
 * `--fit` (a factor of the text's starting size) on the box. Run again when `text` changes
 * and whenever the box is resized. Measured, not guessed from the length: a line of
 * Chinese, a column of emoji and a paragraph of English of the same length take very
 * different room. Written straight to the element's style so fitting costs no re-render.
 */
export function useFitText(box: RefObject<HTMLElement | null>, text: string) {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const fit = () => {
      let scale = 1;
      element.style.setProperty('--fit', '1');
      // jsdom lays nothing out (both heights read 0): nothing to fit there.
      while (element.scrollHeight > element.clientHeight + 1 && scale > MIN_FIT_SCALE) {
        scale = Math.max(MIN_FIT_SCALE, scale * STEP);
        element.style.setProperty('--fit', scale.toFixed(3));
      }
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    let width = element.clientWidth;
    let height = element.clientHeight;
    const observer = new ResizeObserver(() => {
      // Only a new size: fitting itself changes no size of the box, but be sure.
      if (element.clientWidth === width && element.clientHeight === height) return;
      width = element.clientWidth;
      height = element.clientHeight;
      fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, text]);
}

/** The spotlight text's starting size in tvSize units (vh at 16:9), by its length. */
export function spotlightTextSize(text: string): number {
  const length = Array.from(text).length;
  if (length <= 60) return 6.5;
  if (length <= 140) return 5.2;
  if (length <= 280) return 4.2;
  return 3.4;
}
