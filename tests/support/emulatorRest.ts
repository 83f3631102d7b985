/**
 * The one client the browser suites use to set up the Firestore emulator through its REST
 * API (tests/live, tests/organizer): one project id, one owner token, one documents path.
 * The runner that starts the emulator (scripts/test/live.mjs, scripts/test/organizer.mjs) sets
 * FIRESTORE_EMULATOR_HOST.
 */

/** The demo project every local suite and the emulators use (a demo- id needs no login). */
export const PROJECT_ID = 'demo-birthday-wall';
/** The documents path, as a document's name spells it (no leading slash). */
export const DOCS = `projects/${PROJECT_ID}/databases/(default)/documents`;
/** The same, as a REST path. */
export const DOCUMENTS = `/v1/${DOCS}`;
/** The emulator's admin token: past the rules, accepted by the emulator only. */
export const OWNER = 'Bearer owner';

/** The emulator's origin, from FIRESTORE_EMULATOR_HOST. */
export function emulatorOrigin(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set; run the suite through its npm script.');
  return `http://${host}`;
}

/** One REST call to the emulator, as its owner unless told otherwise (`''`: no token). */
export function emulatorFetch(
  method: string,
  path: string,
  body?: unknown,
  authorization = OWNER,
): Promise<Response> {
  return fetch(`${emulatorOrigin()}${path}`, {
    method,
    headers: {
      ...(authorization ? { Authorization: authorization } : {}),
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** One REST call to the emulator as its owner; throws, with the answer, unless it succeeds. */
export async function emulatorRequest(method: string, path: string, body?: unknown): Promise<void> {
  const response = await emulatorFetch(method, path, body);
  if (!response.ok) {
    throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  }
}
