/**
 * What the app and firestore.rules must agree on: every collection's name and every bound the
 * rules enforce too. The rules cannot import TypeScript, so tests/rules/limits-agree.test.ts
 * reads firestore.rules as text and checks each of these against it: a name or a bound
 * changed here cannot ship without the rules (and the other way round).
 */

/** The wall's messages, as every open wall, screen and the organizer's desk read them. */
export const MESSAGES_COLLECTION = 'messages';
/** What a moderator took down, with who and when; restored from here. */
export const REMOVED_COLLECTION = 'removed_messages';
/** One document per organizer allowed to moderate, keyed by e-mail address. */
export const MODERATORS_COLLECTION = 'moderators';
/** The organizer's switches: one document, settings/wall. */
export const SETTINGS_COLLECTION = 'settings';
export const WALL_SETTINGS_ID = 'wall';
/** Posts held for the organizer's approval. */
export const PENDING_COLLECTION = 'pending_messages';
/** The markers that tell a visitor's device its waiting post was declined. */
export const DECLINED_COLLECTION = 'declined_messages';
/** One document per guest identity (anonymous Auth uid): when it last posted and how often. */
export const POSTERS_COLLECTION = 'posters';

/**
 * One guest identity's reactions (anonymous Auth uid): when it last reacted, to what, and how
 * many times it has reacted or taken a reaction back (src/data/reactions.ts).
 */
export const REACTORS_COLLECTION = 'reactors';
/**
 * Under each message: one private document per guest per kind, `<uid>_<kind>`, holding only
 * when it was made. Only its owner reads it. A subcollection, so not in COLLECTIONS.
 */
export const REACTIONS_COLLECTION = 'reactions';

/** Every collection the app names, for the test that checks the rules match each one. */
export const COLLECTIONS = [
  MESSAGES_COLLECTION,
  REMOVED_COLLECTION,
  MODERATORS_COLLECTION,
  SETTINGS_COLLECTION,
  PENDING_COLLECTION,
  DECLINED_COLLECTION,
  POSTERS_COLLECTION,
  REACTORS_COLLECTION,
] as const;

/** The wall's length limits (spec section 9), in UTF-16 code units as the form counts. */
export const AUTHOR_NAME_MAX = 50;
export const CONTENT_MAX = 500;

/**
 * A visitor's page of the wall: what the first display and each "Show more" read, and the
 * most a visitor's list of `messages` may ask for (firestore.rules: request.query.limit).
 */
export const MESSAGES_PAGE = 50;
/** A moderator's page: /moderate's list and its exports read the wall in pages of this. */
export const MODERATOR_PAGE = 500;

/** At most this many held-word entries in settings/wall (the rules check the count). */
export const HELD_WORDS_MAX = 100;
/** The rules' bound on the stored pattern: HELD_WORDS_MAX entries fully escaped fit in it. */
export const HELD_PATTERN_MAX = 20_000;

/**
 * The pause between two posts of one identity (anonymous Auth): the form waits it out, and
 * firestore.rules refuses a post sooner than this after the same identity's last one, by the
 * server's clock.
 */
export const POST_PAUSE_SECONDS = 30;
export const POST_COOLDOWN_MS = POST_PAUSE_SECONDS * 1000;

/**
 * How many posts one identity may make in all, unless the organizer sets another number on
 * /moderate (settings/wall's poster_cap, within POSTER_CAP_MIN..POSTER_CAP_MAX).
 */
export const DEFAULT_POSTER_CAP = 20;
export const POSTER_CAP_MIN = 1;
export const POSTER_CAP_MAX = 1000;

/**
 * The four reactions, in the order every card shows them. A message's counts are its
 * `reactions` map field ({ cheers: 3, love: 1 }; a kind absent is 0), moved by one in the same
 * batch as the guest's own reaction document (firestore.rules, isReactionCount).
 */
export const REACTION_KINDS = ['cheers', 'love', 'haha', 'party'] as const;

/**
 * The pause between two reaction changes (a reaction or a take-back) of one identity, by the
 * server's clock: the wall sends them one after another, this far apart.
 */
export const REACTION_PAUSE_MS = 1000;

/**
 * How many reaction changes (each reaction and each take-back counts) one identity may make
 * in all: README "What one script can cost" says why 50.
 */
export const REACTION_CAP = 50;
