import {
  doc,
  getDocFromServer,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
} from 'firebase/firestore';
import { firestore } from '../firebase/firebase';
import { forgetAuthored, rememberAuthored } from './authored';
import { AUTHORS_COLLECTION, POSTERS_COLLECTION } from './schema';

/**
 * A guest's bookkeeping, posters/{uid}: when they last posted and how many posts they have
 * made. firestore.rules accept a post only in one batch with this document moved on by one
 * (the pause and the cap are checked there), so every post goes through writePost.
 */

/** The stored document: exactly these two fields. */
export interface PosterDoc {
  last_post_at: unknown;
  posts: number;
}

/** The fields a post is stored with, in messages or in pending_messages. */
export interface PostDoc {
  author_name: string;
  content: string;
  created_at: ReturnType<typeof serverTimestamp>;
}

export function posterRef(uid: string) {
  return doc(firestore, POSTERS_COLLECTION, uid);
}

/** The bookkeeping of one more post (or an author's edit), merged into posters/{uid}. */
export function nextPostBookkeeping() {
  return { last_post_at: serverTimestamp(), posts: increment(1) };
}

/** The private authors/{id} document: who wrote the message and when, by the server. */
export function authorRef(messageId: string) {
  return doc(firestore, AUTHORS_COLLECTION, messageId);
}

/**
 * Writes a post, its identity's bookkeeping and its author document in one batch: the post at
 * `ref`, posters/{uid} set to { last_post_at: the server's clock, posts: previous + 1 }, and
 * authors/{id} = { uid, posted_at: the server's clock }, which lets its author edit or delete
 * it for a while (authored.ts remembers it on this device, and forgets it if refused). The
 * count goes up by increment(1), applied by the server to what is stored (1 when nothing is),
 * so nothing has to be read first and a post made offline queues like any other write.
 * Resolves when the backend has it; rejects when the rules refuse it.
 */
export async function writePost(uid: string, ref: DocumentReference, post: PostDoc): Promise<void> {
  const batch = writeBatch(firestore);
  batch.set(ref, post);
  batch.set(posterRef(uid), nextPostBookkeeping(), { merge: true });
  batch.set(authorRef(ref.id), { uid, posted_at: serverTimestamp() });
  rememberAuthored(ref.id, Date.now());
  try {
    await batch.commit();
  } catch (error) {
    forgetAuthored(ref.id);
    throw error;
  }
}

/**
 * How many posts this identity has made, asked of the server (only the owner may read it);
 * 0 when it has never posted. Used after a refusal, to tell a guest who reached the cap so.
 */
export async function postsMadeBy(uid: string): Promise<number> {
  const snapshot = await getDocFromServer(posterRef(uid));
  const posts: unknown = snapshot.get('posts');
  return typeof posts === 'number' ? posts : 0;
}
