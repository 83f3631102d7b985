/** Beer-glass geometry from the spec. Pure: the current time is a parameter. */

export const FILL_MINIMUM = 5;
export const FILL_FACTOR = 0.8;
export const FOAM_THRESHOLD = 10;
export const BUBBLE_COUNT = 6;

/** Remaining time as a percentage of the span baseline -> target, clamped to 0-100. */
export function beerLevel(now: number, baseline: number, target: number): number {
  const span = target - baseline;
  if (span <= 0) return 0;
  const level = ((target - now) / span) * 100;
  return Math.min(100, Math.max(0, level));
}

export interface GlassShape {
  /** Liquid height in percent of the glass. */
  fillPercent: number;
  showFoam: boolean;
  bubbles: number;
}

/** What the glass shows for a level; out-of-range levels are clamped first. */
export function glassShape(level: number): GlassShape {
  const clamped = Number.isFinite(level) ? Math.min(100, Math.max(0, level)) : 0;
  return {
    fillPercent: Math.max(FILL_MINIMUM, FILL_FACTOR * clamped),
    showFoam: clamped > FOAM_THRESHOLD,
    bubbles: clamped > 0 ? BUBBLE_COUNT : 0,
  };
}

/** The glass's accessible name, e.g. "50% of the wait remains". */
export function glassLabel(level: number): string {
  const clamped = Math.min(100, Math.max(0, level));
  if (!(clamped > 0)) return 'The wait is over: the glass is empty';
  if (clamped < 1) return 'Less than 1% of the wait remains';
  return `${Math.round(clamped)}% of the wait remains`;
}

/** The glass's inner cavity in the drawing's units (its viewBox): the liquid fills it. */
export const CAVITY_TOP = 24;
export const CAVITY_BOTTOM = 206;

/**
 * Where the liquid's rectangle sits for a fill: its top edge and its height (it reaches
 * 10 units below the cavity, where the glass's clip hides it).
 */
export function liquidGeometry(fillPercent: number): { top: number; height: number } {
  const top = CAVITY_BOTTOM - ((CAVITY_BOTTOM - CAVITY_TOP) * fillPercent) / 100;
  return { top, height: CAVITY_BOTTOM + 10 - top };
}

/** The glass's accessible name while the level is not known (the prerendered page). */
export const RESTING_GLASS_LABEL = 'A pint glass that empties as the birthday nears';

/**
 * Marks the glass's svg, for the ticker that runs before React (src/boot/bootTicker.ts);
 * the liquid inside it is the element with `data-fill`.
 */
export const GLASS_ATTRIBUTE = 'data-glass';
