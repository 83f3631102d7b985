import { doc, getDocFromServer, increment, serverTimestamp } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { AUTHORS_COLLECTION, POSTERS_COLLECTION } from '../schema/schema';

/**
 * A guest's bookkeeping, posters/{uid}: when they last posted, how many posts they have made,
 * and which message the last post or edit was. firestore.rules accept a post only in one batch
 * with this document moved on by one and naming that post (the pause and the cap are checked
 * there, and one write counts one post), so every post goes through writeNewPost.ts's one writer.
 */

/** The stored document: exactly these fields (`photos` absent until the first photo). */
export interface PosterDoc {
  last_post_at: unknown;
  posts: number;
  /** The id of the message the last post or edit was for. */
  last_post: string;
  /** How many photos this identity has posted; the rules cap it (photo_cap). */
  photos?: number;
}

export function posterRef(uid: string) {
  return doc(firestore, POSTERS_COLLECTION, uid);
}

/**
 * The bookkeeping of one more post (or an author's edit) of message `messageId`, merged into
 * posters/{uid}: a document written before last_post existed gains it here. A post with a
 * photo counts one photo more too (the rules require it of the photo's own write, and cap it).
 */
export function nextPostBookkeeping(messageId: string, withPhoto = false) {
  return {
    last_post_at: serverTimestamp(),
    posts: increment(1),
    last_post: messageId,
    ...(withPhoto ? { photos: increment(1) } : {}),
  };
}

/** The private authors/{id} document: who wrote the message and when, by the server. */
export function authorRef(messageId: string) {
  return doc(firestore, AUTHORS_COLLECTION, messageId);
}

/**
 * How many posts and photos this identity has made, asked of the server (only the owner may
 * read it); 0 when it has never posted. Used after a refusal, to tell a guest who reached a
 * cap so.
 */
export async function madeBy(uid: string): Promise<{ posts: number; photos: number }> {
  const snapshot = await getDocFromServer(posterRef(uid));
  const posts: unknown = snapshot.get('posts');
  const photos: unknown = snapshot.get('photos');
  return {
    posts: typeof posts === 'number' ? posts : 0,
    photos: typeof photos === 'number' ? photos : 0,
  };
}
