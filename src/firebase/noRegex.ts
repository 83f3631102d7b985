/**
 * Stands in for re2js in the production build. Firestore imports it only to evaluate the
 * regular-expression functions of pipeline queries (like, regex_contains, regex_match) on
 * the client; the wall runs one plain ordered query and never builds a pipeline, so the
 * 45 kB gzipped regex engine would be dead weight in its chunk. Firestore calls it inside a
 * try/catch, so if a pipeline ever did reach it, that one expression would evaluate to an
 * error with a logged warning, not break the page. vite.config.ts points `re2js` here.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Regular-expression pipeline functions are not part of this app.');
  },
};
