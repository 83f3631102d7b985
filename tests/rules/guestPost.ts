import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { POSTERS_COLLECTION } from '../../src/data/schema/schema';

/**
 * How the wall posts since guests have a quiet identity (src/data/posting/writeNewPost.ts): one batch,
 * made by an anonymous Auth account, of the post and posters/{uid} moved on by one. The rules
 * suites post through this, each post by a fresh guest unless they pass one, so a case about
 * a post's shape is never refused for the pause between two posts.
 */
type Db = firebase.firestore.Firestore;
const { FieldValue } = firebase.firestore;

export const POSTERS = POSTERS_COLLECTION;

export interface Guest {
  uid: string;
  db: Db;
}

let guests = 0;

/** A new anonymous identity, as signInAnonymously makes one. */
export function newGuest(env: RulesTestEnvironment, uid = `guest-${++guests}`): Guest {
  return {
    uid,
    db: env.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore(),
  };
}

/**
 * The bookkeeping the wall writes beside each post or edit of message `id`: the server's time,
 * the count plus one, the message's id.
 */
export function nextPost(id: string): Record<string, unknown> {
  return {
    last_post_at: FieldValue.serverTimestamp(),
    posts: FieldValue.increment(1),
    last_post: id,
  };
}

/** A post as the wall writes it (a name, words, the server's time), with `fields` over it. */
export function wallPost(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    author_name: 'Sam',
    content: 'Happy birthday!',
    created_at: FieldValue.serverTimestamp(),
    ...fields,
  };
}

/**
 * An id of the shape the rules take for a new post, a Firestore auto id (20 letters and
 * digits), named for the case: `label` (letters and digits) padded with zeros.
 */
export function postId(label: string): string {
  if (!/^[A-Za-z0-9]{1,20}$/.test(label)) throw new Error(`not a post id label: ${label}`);
  return label.padEnd(20, '0');
}

/** postId() of each of the space-separated `labels`, by label. */
export function postIds(labels: string): Record<string, string> {
  return Object.fromEntries(labels.split(' ').map((label) => [label, postId(label)]));
}

export const AUTHORS = 'authors';

/** The private author document the wall writes beside each post (src/data/posting/writeNewPost.ts). */
export function authorOf(uid: string): Record<string, unknown> {
  return { uid, posted_at: FieldValue.serverTimestamp() };
}

/**
 * Posts `data` to `collection` (under `id`, or a new auto id) as `guest`, in one batch with the
 * guest's bookkeeping naming it (`bookkeeping` replaces it, for the cases that break it; null
 * leaves it out of the batch). `author` adds the post's authors/{id} document as the wall writes it
 * (or the one given); the suites about a post's shape leave it out, which the rules allow.
 */
export function guestPost(
  guest: Guest,
  collection: string,
  data: Record<string, unknown>,
  {
    id,
    bookkeeping,
    author,
  }: {
    id?: string;
    bookkeeping?: Record<string, unknown> | null;
    author?: boolean | Record<string, unknown>;
  } = {},
): Promise<void> {
  const batch = guest.db.batch();
  const ref = id ? guest.db.collection(collection).doc(id) : guest.db.collection(collection).doc();
  batch.set(ref, data);
  if (bookkeeping !== null) {
    batch.set(guest.db.collection(POSTERS).doc(guest.uid), bookkeeping ?? nextPost(ref.id), {
      merge: true,
    });
  }
  if (author) {
    batch.set(
      guest.db.collection(AUTHORS).doc(ref.id),
      author === true ? authorOf(guest.uid) : author,
    );
  }
  return batch.commit();
}
