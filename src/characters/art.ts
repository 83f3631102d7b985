/** Drawing constants shared by the characters so the three read as one family. */

// Darker than the page's indigo so outlines still separate a shape from its neighbour.
export const INK = '#12072a';

export const outline = {
  stroke: INK,
  strokeWidth: 3,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;

/** Every character is drawn in this box; Characters.tsx sizes its slots to the same ratio. */
export const VIEW_WIDTH = 120;
export const VIEW_HEIGHT = 140;
