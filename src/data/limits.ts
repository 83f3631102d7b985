/**
 * The wall's length limits (spec section 9). firestore.rules cannot import TypeScript, so a
 * rules test reads this file and the rules and checks that they agree.
 */
export const AUTHOR_NAME_MAX = 50;
export const CONTENT_MAX = 500;

/**
 * A visitor's page of the wall: what the first display and each "Show more" read, and the
 * most a visitor's list of `messages` may ask for (firestore.rules: request.query.limit).
 */
export const MESSAGES_PAGE = 50;
/** A moderator's page: /moderate's list and its exports read the wall in pages of this. */
export const MODERATOR_PAGE = 500;
