// The one client that sets up the Firestore emulator through its REST API: scripts/dev/seed.mjs
// (npm start, npm run seed, the organizer suite's runner) and the suites (tests/live,
// tests/organizer, tests/abuse). One project id, one owner token, one documents path.
// The host is FIRESTORE_EMULATOR_HOST unless given: the runner that starts the emulator
// (scripts/test/firestoreEmulator.mjs) sets it.
import { DEMO_PROJECT_ID, parseHostPort } from '../../src/config/local.mjs';

/** The demo project every local suite and the emulators use (src/config/local.mjs). */
export const PROJECT_ID = DEMO_PROJECT_ID;
/** The documents path, as a document's name spells it (no leading slash). */
export const DOCS = `projects/${PROJECT_ID}/databases/(default)/documents`;
/** The same, as a REST path. */
export const DOCUMENTS = `/v1/${DOCS}`;
/** The emulator's admin token: past the rules, accepted by the emulator only. */
export const OWNER = 'Bearer owner';

/** The emulator's origin, from `host` or FIRESTORE_EMULATOR_HOST. */
export function emulatorOrigin(host = process.env.FIRESTORE_EMULATOR_HOST) {
  if (!host) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set; run the suite through its npm script.');
  }
  const { host: name, port } = parseHostPort(host, 'FIRESTORE_EMULATOR_HOST');
  return `http://${name}:${port}`;
}

/**
 * One REST call to the emulator, as its owner unless told otherwise (`''`: no token), at
 * `host` or FIRESTORE_EMULATOR_HOST.
 */
export function emulatorFetch(method, path, body, authorization = OWNER, host = undefined) {
  return fetch(`${emulatorOrigin(host)}${path}`, {
    method,
    headers: {
      ...(authorization ? { Authorization: authorization } : {}),
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** How often a call the emulator aborted (409 ABORTED) is sent again, and the first pause. */
const ABORTED_TRIES = 5;
const ABORTED_PAUSE_MS = 250;

/**
 * One REST call to the emulator as its owner; resolves with the answer's JSON (undefined when
 * it has none), throws, with the answer, unless it succeeds. A call the emulator aborted
 * ("Transaction lock timeout": a listener of the last test still held a document, on a busy
 * machine) changed nothing, and is sent again after a growing pause, a few times.
 */
export async function emulatorRequest(method, path, body, host = undefined) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await emulatorFetch(method, path, body, OWNER, host);
    const text = await response.text();
    if (response.ok) return text ? JSON.parse(text) : undefined;
    if (response.status !== 409 || !text.includes('ABORTED') || attempt >= ABORTED_TRIES) {
      throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, ABORTED_PAUSE_MS * attempt));
  }
}

/** A value as the REST API spells it: strings, booleans, numbers, times, lists and null. */
export function restValue(value) {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  if (value === null || value === undefined) return { nullValue: null };
  throw new TypeError(`no REST value for ${String(value)}`);
}

/** A document's fields as the REST API spells them. */
export function restFields(data) {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));
}

/** Writes (creates or replaces) the document at `path` ("settings/wall"), past the rules. */
export function writeDocument(path, data, host = undefined) {
  return emulatorRequest('PATCH', `${DOCUMENTS}/${path}`, { fields: restFields(data) }, host);
}

/** Deletes every document in the emulator's database. */
export function clearDatabase(host = undefined) {
  return emulatorRequest('DELETE', `/emulator${DOCUMENTS}`, undefined, host);
}

/** Makes `email` a moderator: the one document docs/organizer.md has a deployer create. */
export function makeModerator(email, host = undefined) {
  return writeDocument(`moderators/${encodeURIComponent(email)}`, {}, host);
}

/** Swaps the rules the emulator enforces, as the rules-unit-testing library does. */
export function loadRules(source, host = undefined) {
  return emulatorRequest(
    'PUT',
    `/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    { rules: { files: [{ content: source }] } },
    host,
  );
}

/**
 * Puts messages on the wall past the rules, so they can carry older times, in commits of at
 * most 500 writes (Firestore's limit). Each is { id, author, content, createdAt }.
 */
export async function writeMessages(messages, host = undefined) {
  for (let start = 0; start < messages.length; start += 500) {
    const writes = messages.slice(start, start + 500).map(({ id, author, content, createdAt }) => ({
      update: {
        name: `${DOCS}/messages/${id}`,
        fields: restFields({ author_name: author, content, created_at: createdAt }),
      },
    }));
    await emulatorRequest('POST', `${DOCUMENTS}:commit`, { writes }, host);
  }
}

/** Whether the wall has at least one message. */
export async function hasMessages(host = undefined) {
  const answer = await emulatorRequest('GET', `${DOCUMENTS}/messages?pageSize=1`, undefined, host);
  return Array.isArray(answer?.documents) && answer.documents.length > 0;
}
