import { useState } from 'react';

/** Rows drawn at first and per "Show more": a long list stays quick to filter. */
export const ROWS_STEP = 100;

export interface Rows {
  /** How many rows are drawn, and how many of the list's are not. */
  drawn: number;
  left: number;
  /** Draws ROWS_STEP more. */
  showMore(): void;
}

/**
 * How many of a moderator's list of `count` rows are drawn: ROWS_STEP at first, ROWS_STEP
 * more per click.
 */
export function useRows(count: number): Rows {
  const [drawn, setDrawn] = useState(ROWS_STEP);
  return { drawn, left: count - drawn, showMore: () => setDrawn((n) => n + ROWS_STEP) };
}
