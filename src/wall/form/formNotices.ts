import { AUTHOR_NAME_MAX, CONTENT_MAX } from '../../data/schema/schema';
import type { Notice } from './noticeContext';
import type { DraftProblem } from './validation';

/** Spec section 8's notices, word for word. */
export const FORM_NOTICES = {
  'missing-fields': { title: 'Please fill in all fields', tone: 'error' },
  // The spec's notice, with the reason when a field holds only spaces or invisible characters.
  'nothing-visible': {
    title: 'Please fill in all fields',
    description: 'Spaces and invisible characters on their own do not count.',
    tone: 'error',
  },
  // Not in the spec and unreachable through the inputs (maxLength stops typing and pasting);
  // a value set around them (devtools, autofill extensions) is still refused, kindly.
  'too-long': {
    title: 'That is a bit long',
    description: `Names stop at ${AUTHOR_NAME_MAX} characters and messages at ${CONTENT_MAX}.`,
    tone: 'error',
  },
  posted: {
    title: 'Message posted!',
    description: 'Your message has been added to the wall.',
    tone: 'success',
  },
  // Not in the spec: the wall settings (docs/organizer.md). With them off, 'posted'.
  held: {
    title: 'Waiting for approval',
    description:
      "Your message is waiting for the host's approval. It appears on the wall once approved; until then only you see it, on this device.",
    tone: 'info',
  },
  sealedPosted: {
    title: 'Message posted!',
    description:
      'The wall is sealed until the birthday: your message is kept with the others and shows when the wall opens.',
    tone: 'success',
  },
  failed: { title: 'Error posting message', description: 'Please try again.', tone: 'error' },
  // Not in the spec: offline (or with the backend out of reach) the SDK keeps the post and
  // sends it when it can, and 'Message posted!' follows then. Until that, say so plainly.
  queued: {
    title: 'Waiting for a connection',
    description:
      'Your message is saved on this page and will be sent when the connection is back (keep the page open). The form is cleared for your next one.',
    tone: 'info',
  },
} as const satisfies Record<
  DraftProblem | 'posted' | 'held' | 'sealedPosted' | 'failed' | 'queued',
  Notice
>;

/**
 * Not in the spec: a guest who has made as many posts as the organizer allows (the rules'
 * cap per identity). Said plainly; their text stays in the form.
 */
export function capReachedNotice(cap: number): Notice {
  return {
    title: "That's the last post from you",
    description: `You have posted ${cap} messages, the most one person can add to this wall. Thank you for every one of them!`,
    tone: 'info',
  };
}

/**
 * Not in the spec: a post whose photo the wall will not take (the guest's photo cap, or photos
 * switched off while they chose one). The reason says what to do; text and photo stay.
 */
export function photoRefusedNotice(reason: string): Notice {
  return { title: "The photo can't go on the wall", description: reason, tone: 'info' };
}
