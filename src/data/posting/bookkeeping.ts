import {
  doc,
  getDocFromServer,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
} from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { forgetAuthored, rememberAuthored } from '../device/postedHere';
import { AUTHORS_COLLECTION, POSTERS_COLLECTION } from '../schema/schema';

/**
 * A guest's bookkeeping, posters/{uid}: when they last posted, how many posts they have made,
 * and which message the last post or edit was. firestore.rules accept a post only in one batch
 * with this document moved on by one and naming that post (the pause and the cap are checked
 * there, and one write counts one post), so every post goes through writePost.
 */

/** The stored document: exactly these three fields. */
export interface PosterDoc {
  last_post_at: unknown;
  posts: number;
  /** The id of the message the last post or edit was for. */
  last_post: string;
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

/**
 * The bookkeeping of one more post (or an author's edit) of message `messageId`, merged into
 * posters/{uid}: a document written before last_post existed gains it here.
 */
export function nextPostBookkeeping(messageId: string) {
  return { last_post_at: serverTimestamp(), posts: increment(1), last_post: messageId };
}

/** The private authors/{id} document: who wrote the message and when, by the server. */
export function authorRef(messageId: string) {
  return doc(firestore, AUTHORS_COLLECTION, messageId);
}

/**
 * Writes a post, its identity's bookkeeping and its author document in one batch: the post at
 * `ref` (an auto id: the rules take a new post under no other), posters/{uid} set to
 * { last_post_at: the server's clock, posts: previous + 1, last_post: the post's id }, and
 * authors/{id} = { uid, posted_at: the server's clock }, which lets its author edit or delete
 * it for a while (device/postedHere.ts remembers it on this device, and forgets it if refused). The
 * count goes up by increment(1), applied by the server to what is stored (1 when nothing is),
 * so nothing has to be read first and a post made offline queues like any other write.
 * Resolves when the backend has it; rejects when the rules refuse it.
 */
export async function writePost(uid: string, ref: DocumentReference, post: PostDoc): Promise<void> {
  const batch = writeBatch(firestore);
  batch.set(ref, post);
  batch.set(posterRef(uid), nextPostBookkeeping(ref.id), { merge: true });
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
