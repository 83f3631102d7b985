import { createContext } from 'react';

/**
 * Whether the prerendered page (and so its hydration) shows the countdown as over.
 *
 * A page built long enough after the birthday can show the finished countdown, zeros and
 * celebration included, without reading any clock: every moment after the target looks the
 * same, and nobody opens the page before it was built. "Long enough" is two days, since a
 * target without an offset falls up to 26 hours apart in different time zones. The build
 * decides (src/app/prerenderEntry.tsx), writes the answer on the root element, and the browser
 * reads it back before hydrating, so both sides draw the same HTML whatever the visitor's
 * zone. Anything else (false) draws the clock-free '--' state.
 */
export const PrerenderedOver = createContext(false);

/** How long after the target a build may draw the countdown as over. */
export const OVER_EVERYWHERE_MS = 2 * 24 * 60 * 60 * 1000;
