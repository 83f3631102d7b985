/**
 * What a script holding the wall's public web config does, in Node: the Firebase JS SDK with
 * the demo config (src/config/parseConfig.ts, no deployer's values), against the Auth and
 * Firestore emulators that npm run test:abuse starts (never a stand-in). Each identity is an app
 * of its own, signed in anonymously as the wall signs a guest in.
 */
import { afterAll } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInAnonymously,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  increment,
  initializeFirestore,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { parseHostPort } from '../../src/config/local.mjs';
import { writeDocument, type DocumentData } from '../support/emulatorRest.mjs';
import { parseConfig } from '../../src/config/parseConfig';
import { REACTIONS_COLLECTION } from '../../src/data/schema/schema';
import type { ReactionKind } from '../../src/data/schema/types';

export const { firebase: DEMO_CONFIG } = parseConfig({});

function hostPort(variable: string): { host: string; port: number } {
  return parseHostPort(
    process.env[variable],
    `${variable} (run this suite with npm run test:abuse)`,
  );
}

let apps = 0;

/** How often one identity tries to sign in before its network error counts. */
const SIGN_IN_ATTEMPTS = 3;

export interface Client {
  app: FirebaseApp;
  db: Firestore;
  uid?: string;
  close(): Promise<void>;
}

/** A fresh app on the emulators: a reader until signIn() makes it an anonymous guest. */
export function client(): Client & { signIn(): Promise<string> } {
  const app = initializeApp(DEMO_CONFIG, `attacker-${++apps}`);
  const firestore = hostPort('FIRESTORE_EMULATOR_HOST');
  const db = initializeFirestore(app, {});
  connectFirestoreEmulator(db, firestore.host, firestore.port);
  const self = {
    app,
    db,
    uid: undefined as string | undefined,
    async signIn() {
      const auth = initializeAuth(app, { persistence: inMemoryPersistence });
      const authHost = hostPort('FIREBASE_AUTH_EMULATOR_HOST');
      connectAuthEmulator(auth, `http://${authHost.host}:${authHost.port}`, {
        disableWarnings: true,
      });
      // As a script would: a sign-in the network dropped is tried again (the Auth emulator,
      // plain Node, drops a connection now and then when hundreds sign in at once on a busy
      // machine). Only that: a refusal still ends the attempt.
      for (let attempt = 1; ; attempt += 1) {
        try {
          self.uid = (await signInAnonymously(auth)).user.uid;
          return self.uid;
        } catch (error) {
          const dropped = (error as { code?: string }).code === 'auth/network-request-failed';
          if (!dropped || attempt === SIGN_IN_ATTEMPTS) throw error;
        }
      }
    },
    close: () => deleteApp(app),
  };
  return self;
}

export interface PostFields {
  author_name: string;
  content: string;
}

/** A new post's id as every client SDK makes it (an auto id: 20 letters and digits). */
export function newId(db: Firestore, to = 'messages'): string {
  return doc(collection(db, to)).id;
}

/**
 * One post exactly as the wall makes it (src/data/posting/writeNewPost.ts): the post and the identity's
 * bookkeeping naming it, in one batch. `extra` adds writes to the same batch (the attacks'
 * own).
 */
export function post(
  guest: Client,
  fields: PostFields,
  {
    to = 'messages',
    id,
    extra,
  }: { to?: string; id?: string; extra?: (batch: ReturnType<typeof writeBatch>) => void } = {},
): Promise<void> {
  if (!guest.uid) throw new Error('sign in first');
  const batch = writeBatch(guest.db);
  const ref = doc(guest.db, to, id ?? newId(guest.db, to));
  batch.set(ref, { ...fields, created_at: serverTimestamp() });
  batch.set(
    doc(guest.db, 'posters', guest.uid),
    { last_post_at: serverTimestamp(), posts: increment(1), last_post: ref.id },
    { merge: true },
  );
  extra?.(batch);
  return batch.commit();
}

/** 'accepted', or the error code of the refusal ('permission-denied'...). */
export function outcome(write: Promise<void>): Promise<string> {
  return write.then(
    () => 'accepted',
    (error: unknown) =>
      typeof error === 'object' && error !== null && 'code' in error
        ? String(error.code)
        : String(error),
  );
}

/**
 * Writes a document around the rules, as the console would (the emulator's owner token), for
 * settings the attacks need (the organizer's word list).
 */
export async function writeAsOwner(path: string, fields: DocumentData): Promise<void> {
  await writeDocument(path, fields);
}

/** Runs `work` over `items` with at most `width` at a time. */
export async function inPool<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** A signed-in guest: a client whose uid is known. */
export type Guest = Client & { uid: string };

/**
 * For one test file (called once, at its top): `guest()` makes a signed-in guest, `track()`
 * keeps any other client; every one of them is closed after the file's tests.
 */
export function closedAfterAll() {
  const open: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(open.map((made) => made.close()));
  });
  const track = <T extends { close(): Promise<void> }>(made: T): T => {
    open.push(made);
    return made;
  };
  const guest = async (): Promise<Guest> => {
    const made = track(client());
    const uid = await made.signIn();
    return Object.assign(made, { uid });
  };
  return { guest, track };
}

/** A message on the wall, posted as the wall posts by `author` (once signed in); its id. */
export async function newMessage(author: Guest | Promise<Guest>, content: string): Promise<string> {
  const poster = await author;
  const id = newId(poster.db);
  await post(poster, { author_name: 'Sam', content }, { id });
  return id;
}

/** A reaction exactly as the wall sends it (src/data/posting/reactions.ts). */
export function react(
  who: Client,
  messageId: string,
  kind: ReactionKind,
  on = true,
): Promise<void> {
  const uid = who.uid ?? '';
  const batch = writeBatch(who.db);
  const own = doc(who.db, 'messages', messageId, REACTIONS_COLLECTION, `${uid}_${kind}`);
  if (on) batch.set(own, { reacted_at: serverTimestamp() });
  else batch.delete(own);
  batch.update(doc(who.db, 'messages', messageId), {
    [`reactions.${kind}`]: increment(on ? 1 : -1),
  });
  batch.set(
    doc(who.db, 'reactors', uid),
    {
      last_reaction_at: serverTimestamp(),
      last_reaction: `${messageId}/${kind}`,
      reactions: increment(1),
    },
    { merge: true },
  );
  return batch.commit();
}

/**
 * `read` through a client of its own, closed after. The emulator sometimes breaks a stream
 * under a burst of writes with a garbled frame ("RESOURCE_EXHAUSTED: Received message larger
 * than max", firebase-tools#8654, open), and a client whose stream broke reconnects only
 * after the SDK's longest backoff (a minute): a check tried again reads afresh each time.
 */
export async function readFresh<T>(read: (db: Firestore) => Promise<T>): Promise<T> {
  const reader = client();
  try {
    return await read(reader.db);
  } finally {
    await reader.close();
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A margin for the two clocks' reading (the emulator runs on this machine, on its clock). */
const CLOCK_MARGIN_MS = 50;

/**
 * Waits until `pauseMs` has passed since `stamped`, a time the server wrote (its request.time
 * in an identity's bookkeeping), by this machine's clock, which the emulator beside it shares.
 * Counted from the server's stamp rather than slept after the reply, the wait holds however
 * late the reply comes on a loaded machine.
 */
export async function untilPast(stamped: unknown, pauseMs: number): Promise<void> {
  if (!(stamped instanceof Timestamp)) throw new Error(`not a server time: ${String(stamped)}`);
  await sleep(Math.max(0, stamped.toMillis() + pauseMs + CLOCK_MARGIN_MS - Date.now()));
}
