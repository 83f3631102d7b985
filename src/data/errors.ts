/**
 * What a refusal or a failure from Firebase says, read in one place: Firestore's and Auth's
 * errors carry a string `code` ('permission-denied', 'auth/popup-blocked'...).
 */

/** The error's Firebase code; '' for anything that has none. */
export function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** A refusal by firestore.rules. */
export function isPermissionDenied(error: unknown): boolean {
  return errorCode(error) === 'permission-denied';
}
