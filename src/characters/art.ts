/** Drawing constants shared by the characters so the three read as one family. */

// Darker than the page's indigo so outlines still separate a shape from its neighbour.
export const INK = '#12072a';

export const outline = {
  stroke: INK,
  strokeWidth: 3,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;

/** Every character is drawn in this box, one art unit to a CSS pixel before the slot's scale. */
export const VIEW_WIDTH = 120;
export const VIEW_HEIGHT = 140;

/**
 * How big a character's slot is, as a scale of the art's box: at 320 px three full-size slots
 * do not fit beside each other, so phones get smaller ones (Characters.tsx wraps the row too).
 */
export const SLOT_SCALE = { xs: 0.8, sm: 1 } as const;
