import type { Refusal } from '../../data/device/ownReactions';

/** What a guest is told when a press had to be undone (src/data/device/ownReactions.ts). */
export const REFUSAL_TEXT: Readonly<Record<Refusal, string>> = {
  cap: 'You have used all the reactions one guest may make.',
  failed: 'That reaction did not go through. Check the connection and try again.',
};
