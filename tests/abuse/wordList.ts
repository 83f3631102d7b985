import { cleanHeldWords, heldPattern } from '../../src/data/schema/heldWords';

/**
 * The organizer's word list while the abuse suite runs: one public settings/wall, as on the
 * wall, shared by the files that run side by side, so each writes the same one.
 */
export const HELD_WORDS = cleanHeldWords(['beer', 'free beer', 'rosé']);

export const HELD_SETTINGS = { held_words: HELD_WORDS, held_pattern: heldPattern(HELD_WORDS) };
