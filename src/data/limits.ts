/**
 * The wall's length limits (spec section 9). firestore.rules cannot import TypeScript, so a
 * rules test reads this file and the rules and checks that they agree.
 */
export const AUTHOR_NAME_MAX = 50;
export const CONTENT_MAX = 500;
