import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { DEMO_PROJECT_ID, parseHostPort } from '../../src/config/local.mjs';
import { MESSAGES_PER_BATCH } from '../../src/data/moderation/batches';
import {
  AUTHORS_COLLECTION,
  DELETED_COLLECTION,
  PHOTOS_COLLECTION,
  THUMBS_COLLECTION,
} from '../../src/data/schema/schema';
import { AUDIT, DECLINED, MESSAGES, MODERATORS, PENDING, REMOVED, SETTINGS } from './collections';

/** The moderator the suites put on the moderators list (a Google account, verified). */
export const MODERATOR = 'mod@example.com';

/** Where scripts/test/firestoreEmulator.mjs says the emulator listens: "host:port" or "[::1]:port". */
export function emulatorAddress(): { host: string; port: number } {
  const { host, port } = parseHostPort(
    process.env.FIRESTORE_EMULATOR_HOST,
    'FIRESTORE_EMULATOR_HOST (run this suite with npm run test:rules)',
  );
  return { host, port };
}

/**
 * The project a rules file runs in: one per Vitest worker (VITEST_POOL_ID), so the files run
 * side by side on one emulator, each worker's one file at a time, and a file's clearFirestore()
 * and rules touch its own project only (the emulator keeps data and rules per project).
 */
export function rulesProjectId(poolId = process.env.VITEST_POOL_ID): string {
  return `${DEMO_PROJECT_ID}-rules-${poolId ?? '1'}`;
}

/** The rules test environment every rules suite runs in: the project's firestore.rules, loaded into the emulator. */
export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: rulesProjectId(),
    firestore: {
      rules: readFileSync(join(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8'),
      ...emulatorAddress(),
    },
  });
}

/**
 * The environment of the rules suite that called useRulesEnvironment(), once its beforeAll has
 * run: read it inside hooks and tests. An ES module's live binding; each test file gets its own
 * (Vitest isolates files; a worker runs its files one at a time, each in its worker's project).
 */
export let env: RulesTestEnvironment;

/**
 * A rules suite's hooks: starts its environment (`env`) before the file's tests and cleans it
 * up after them; before each test empties the database, then writes what every case starts
 * from (`seed`, with the rules off).
 */
export function useRulesEnvironment(seed?: (db: Db) => Promise<void>): void {
  beforeAll(async () => {
    env = await startRulesEnvironment();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    if (seed) await env.withSecurityRulesDisabled((context) => seed(context.firestore()));
  });
  afterAll(async () => {
    await env?.cleanup();
  });
}

/** Writes each of `byId` under its id in `collection` (in a seed, where the rules are off). */
export async function seedDocs(
  db: Db,
  collection: string,
  byId: Record<string, Record<string, unknown>>,
): Promise<void> {
  for (const [id, data] of Object.entries(byId)) await db.collection(collection).doc(id).set(data);
}

/** Moderators, as the console makes them: a document named by each email, no fields needed. */
export async function seedModerators(db: Db, emails: string[] = [MODERATOR]): Promise<void> {
  for (const email of emails) await db.collection(MODERATORS).doc(email).set({});
}

// The people the rules suites try each permission as: visitorDb() and signedInDb() in any
// environment, visitor() and moderator() in the one useRulesEnvironment() started.

export type Db = firebase.firestore.Firestore;
/** Sign-in providers a token may name (the rules take moderators through google.com only). */
export type Provider = 'google.com' | 'password' | 'github.com' | 'email';

/** A visitor who only reads: no sign-in (a guest gets an identity only when posting). */
export function visitorDb(env: RulesTestEnvironment): Db {
  return env.unauthenticatedContext().firestore();
}

export interface Account {
  email: string;
  /** The account's uid; the email unless given. */
  uid?: string;
  verified?: boolean;
  /** How they signed in; Google unless given, the only way the rules let a moderator in. */
  provider?: Provider;
}

/**
 * Someone signed in with an email account (a moderator when their email is on the moderators
 * list, as the console makes one): what a Google sign-in puts in the token, unless told
 * otherwise.
 */
export function signedInDb(
  env: RulesTestEnvironment,
  { email, uid = email, verified = true, provider = 'google.com' }: Account,
): Db {
  return env
    .authenticatedContext(uid, {
      email,
      email_verified: verified,
      firebase: { sign_in_provider: provider },
    })
    .firestore();
}

/** A visitor in the suite's environment (useRulesEnvironment). */
export function visitor(): Db {
  return visitorDb(env);
}

/**
 * A moderator in the suite's environment: `email` (MODERATOR unless given), signed in with
 * Google and verified unless `account` says otherwise.
 */
export function moderator(email = MODERATOR, account: Omit<Account, 'email'> = {}): Db {
  return signedInDb(env, { email, uid: 'mod-uid', ...account });
}

/** settings/wall (the organizer's switches) as a case starts from, written with the rules off. */
export function setSwitches(settings: Record<string, unknown>): Promise<void> {
  return seedDoc(env, `${SETTINGS}/wall`, settings);
}

/** Writes `data` to the document at `path` ("settings/wall") with the rules off. */
export async function seedDoc(
  env: RulesTestEnvironment,
  path: string,
  data: Record<string, unknown>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(path).set(data);
  });
}

/** The ids of a full batch as /moderate commits it: MESSAGES_PER_BATCH messages. */
export const BULK_IDS = Array.from({ length: MESSAGES_PER_BATCH }, (_, i) => `bulk${i}`);

/** Writes, with the rules off, a document under each of BULK_IDS in each collection named. */
export async function seedBulk(
  env: RulesTestEnvironment,
  byCollection: Record<string, Record<string, unknown>>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const id of BULK_IDS) {
      for (const [collection, data] of Object.entries(byCollection)) {
        await db.collection(collection).doc(id).set(data);
      }
    }
  });
}

/** One batch, as `db`, with `write` made for each of BULK_IDS: what /moderate commits. */
export function commitBulk(
  db: Db,
  write: (batch: firebase.firestore.WriteBatch, id: string) => void,
): Promise<void> {
  const batch = db.batch();
  for (const id of BULK_IDS) write(batch, id);
  return batch.commit();
}

/** Who signs a removal and when; `endAuthorHold: false` leaves authors/{id}, as no client may. */
export interface RemovalOptions {
  by?: string;
  at?: firebase.firestore.Timestamp;
  endAuthorHold?: boolean;
}

/**
 * A removal as /moderate writes it into `batch` (src/data/moderation/removal.ts): the copy in
 * removed_messages, signed `by` the moderator at the server's time unless told otherwise, the
 * message deleted, and its author's hold on it ended (authors/{id}: a restore gives its author
 * no edit or delete; deleting none changes nothing).
 */
export function writeRemoval(
  batch: firebase.firestore.WriteBatch,
  db: Db,
  id: string,
  copy: Record<string, unknown>,
  { by = MODERATOR, at, endAuthorHold = true }: RemovalOptions = {},
): void {
  keepRemovedCopy(batch, db, id, copy, { by, at, endAuthorHold });
  batch.delete(db.collection(MESSAGES).doc(id));
}

/**
 * What a removal and a decline both write into `batch`: the copy in removed_messages, signed,
 * and the author's hold ended unless told otherwise.
 */
function keepRemovedCopy(
  batch: firebase.firestore.WriteBatch,
  db: Db,
  id: string,
  copy: Record<string, unknown>,
  { by = MODERATOR, at, endAuthorHold = true }: RemovalOptions,
): void {
  batch.set(db.collection(REMOVED).doc(id), {
    ...copy,
    removed_by: by,
    removed_at: at ?? firebase.firestore.FieldValue.serverTimestamp(),
  });
  if (endAuthorHold) batch.delete(db.collection(AUTHORS_COLLECTION).doc(id));
}

/**
 * A decline as /moderate writes it into `batch` (src/data/moderation/approval.ts): the waiting
 * post's `copy` kept in removed_messages, signed as a removal is, the declined marker its
 * author's device reads, the waiting copy deleted, and its author's hold ended.
 */
export function writeDecline(
  batch: firebase.firestore.WriteBatch,
  db: Db,
  id: string,
  copy: Record<string, unknown>,
  options: RemovalOptions = {},
): void {
  keepRemovedCopy(batch, db, id, copy, options);
  batch.set(db.collection(DECLINED).doc(id), {
    declined_at: firebase.firestore.FieldValue.serverTimestamp(),
  });
  batch.delete(db.collection(PENDING).doc(id));
}

/**
 * A restore as /moderate writes it into `batch`: the message back as stored, its copy deleted,
 * and its declined marker, if it ever had one (deleting none changes nothing).
 */
export function writeRestore(
  batch: firebase.firestore.WriteBatch,
  db: Db,
  id: string,
  stored: Record<string, unknown>,
): void {
  batch.set(db.collection(MESSAGES).doc(id), stored);
  batch.delete(db.collection(REMOVED).doc(id));
  batch.delete(db.collection(DECLINED).doc(id));
}

/** What a delete for good writes, by part, so a case can leave one out or change it. */
export interface DeleteForGoodParts {
  copy?: boolean;
  photo?: boolean;
  thumb?: boolean;
  /** deleted_messages/{id}; null leaves it out. */
  marker?: Record<string, unknown> | null;
}

/**
 * A delete for good as /moderate writes it into `batch` (src/data/moderation/photoStorage.ts, deleteForGood):
 * the removed copy, the photo and the thumbnail deleted (there or not), and the deleted_messages
 * marker stamped with the server's time, which keeps the id from being posted under again.
 */
export function writeDeleteForGood(
  batch: firebase.firestore.WriteBatch,
  db: Db,
  id: string,
  parts: DeleteForGoodParts = {},
): void {
  const { copy = true, photo = true, thumb = true } = parts;
  if (copy) batch.delete(db.collection(REMOVED).doc(id));
  if (photo) batch.delete(db.collection(PHOTOS_COLLECTION).doc(id));
  if (thumb) batch.delete(db.collection(THUMBS_COLLECTION).doc(id));
  const marker =
    parts.marker === undefined
      ? { deleted_for_good_at: firebase.firestore.FieldValue.serverTimestamp() }
      : parts.marker;
  if (marker) batch.set(db.collection(DELETED_COLLECTION).doc(id), marker);
}

/** One delete for good, in a batch of its own. */
export function deleteForGood(db: Db, id: string, parts: DeleteForGoodParts = {}): Promise<void> {
  const batch = db.batch();
  writeDeleteForGood(batch, db, id, parts);
  return batch.commit();
}

/** One removal, in a batch of its own. */
export function removeMessage(
  db: Db,
  id: string,
  copy: Record<string, unknown>,
  options: RemovalOptions = {},
): Promise<void> {
  const batch = db.batch();
  writeRemoval(batch, db, id, copy, options);
  return batch.commit();
}

/** One restore, in a batch of its own. */
export function restoreMessage(db: Db, id: string, stored: Record<string, unknown>): Promise<void> {
  const batch = db.batch();
  writeRestore(batch, db, id, stored);
  return batch.commit();
}

/**
 * The switches as /moderate writes them, into `batch`: settings/wall whole (every switch off
 * unless `settings` says), and who changed them in settings_audit/wall, by the moderator unless
 * `audit` says (null leaves the record out).
 */
export function setWallSettings(
  db: Db,
  batch: firebase.firestore.WriteBatch,
  settings: Record<string, unknown> = {},
  audit: Record<string, unknown> | null = {},
): void {
  const now = firebase.firestore.FieldValue.serverTimestamp();
  batch.set(db.collection(SETTINGS).doc('wall'), {
    approval_required: false,
    sealed_until: null,
    held_words: [],
    held_pattern: '',
    updated_at: now,
    ...settings,
  });
  if (audit) {
    batch.set(db.collection(AUDIT).doc('wall'), {
      updated_by: MODERATOR,
      updated_at: now,
      ...audit,
    });
  }
}

/** setWallSettings in a batch of its own, changed by `by`. */
export function writeWallSettings(
  db: Db,
  settings: Record<string, unknown> = {},
  by = MODERATOR,
): Promise<void> {
  const batch = db.batch();
  setWallSettings(db, batch, settings, { updated_by: by });
  return batch.commit();
}
