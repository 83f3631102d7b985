/**
 * The wall's length limits (spec section 9). firestore.rules cannot import TypeScript, so a
 * rules test reads this file and the rules and checks that they agree.
 */
export const AUTHOR_NAME_MAX = 50;
export const CONTENT_MAX = 500;

/**
 * The pause between two posts of one identity (anonymous Auth): the form waits it out, and
 * firestore.rules refuses a post sooner than this after the same identity's last one, by the
 * server's clock. tests/rules/limits-agree.test.ts reads the rules' number.
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
