import {
  doc,
  getDocFromServer,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
} from 'firebase/firestore';
import { firestore } from '../firebase/firebase';
import { POSTERS_COLLECTION } from './schema';

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

/**
 * Writes a post and its identity's bookkeeping in one batch: the post at `ref`, and
 * posters/{uid} set to { last_post_at: the server's clock, posts: previous + 1 }. The count
 * goes up by increment(1), applied by the server to what is stored (1 when nothing is), so
 * nothing has to be read first and a post made offline queues like any other write.
 * Resolves when the backend has it; rejects when the rules refuse it.
 */
export function writePost(uid: string, ref: DocumentReference, post: PostDoc): Promise<void> {
  const batch = writeBatch(firestore);
  batch.set(ref, post);
  batch.set(
    posterRef(uid),
    { last_post_at: serverTimestamp(), posts: increment(1) },
    { merge: true },
  );
  return batch.commit();
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
