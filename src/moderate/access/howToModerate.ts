/** The one step that makes someone a moderator (docs/organizer.md says the same). */
export const MODERATORS_DOC_HINT =
  "To become one, the wall's owner adds a document to the moderators collection in the Firebase console (Firestore Database), with no fields needed.";
