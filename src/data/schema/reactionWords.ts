import type { ReactionKind } from './types';

/** Each reaction's word: what its button's name starts with, and what the keepsake prints. */
export const REACTION_WORDS: Readonly<Record<ReactionKind, string>> = {
  cheers: 'Cheers',
  love: 'Love',
  haha: 'Haha',
  party: 'Party',
};
