import { Bytes, collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { forgetAuthored, rememberAuthored } from '../device/postedHere';
import { forgetOwnPosts, rememberOwnPost } from '../device/waitingPosts';
import {
  MESSAGES_COLLECTION,
  PENDING_COLLECTION,
  PHOTOS_COLLECTION,
  THUMBS_COLLECTION,
} from '../schema/schema';
import type { EncodedImage, MessageDraft, MessagePhoto, PostDraft } from '../schema/types';
import { authorRef, nextPostBookkeeping, posterRef } from './bookkeeping';

/**
 * A guest's new post as written: its one batch, wherever sendPost.ts sends it. Every new post
 * goes through writeNewPost, and the stored fields are built only in storedPost.
 */

/**
 * A post as stored, in messages or in pending_messages: the rules accept exactly these keys
 * (reaction counts come later), and created_at only by the server's clock. A post with a photo
 * carries its size and alt text, what the card needs before the picture arrives.
 */
function storedPost(draft: MessageDraft, photo: MessagePhoto | undefined) {
  return {
    author_name: draft.authorName,
    content: draft.content,
    created_at: serverTimestamp(),
    ...(photo ? { photo } : {}),
  };
}

/**
 * A photo's document (photos/{id} or thumbs/{id}): the encoded pixels, their size, and their
 * byte count, which the rules check against the pixels and the desk's storage gauge sums.
 */
function storedImage(image: EncodedImage) {
  return {
    image: Bytes.fromUint8Array(image.bytes),
    type: image.type,
    width: image.width,
    height: image.height,
    bytes: image.bytes.byteLength,
  };
}

/**
 * Where writeNewPost puts a post: the wall; the sealed wall, kept on this device until the
 * wall opens; or the waiting list, kept on this device as waiting.
 */
export type Destination = 'wall' | 'sealed' | 'waiting';

/**
 * Writes a new post by the guest's identity `uid` (signed in anonymously at their first post,
 * before the post is sent: the form's readyToPost) in one batch: the post under an auto id (the rules take a new post under no other),
 * posters/{uid} moved on by one and naming it (bookkeeping.ts: the rules check the pause and
 * the cap there), and authors/{id} = { uid, posted_at: the server's clock }, which lets its
 * author edit or delete it for a while. The count goes up by increment(1), so nothing is read
 * first and a post made offline queues like any other write. This device remembers the post
 * first (so a reload while it is in flight still shows it) and forgets it if refused.
 * Resolves on the backend's confirmation however long that takes, and rejects only when the
 * write is refused: nothing here gives up on its own, so
 * nothing may report a failure that could lead to a second copy.
 */
export async function writeNewPost(draft: PostDraft, to: Destination, uid: string): Promise<void> {
  const ref = doc(
    collection(firestore, to === 'waiting' ? PENDING_COLLECTION : MESSAGES_COLLECTION),
  );
  const kept = to !== 'wall';
  const now = Date.now();
  const { authorName, content, photo } = draft;
  // The device keeps the texts only: never the photo's bytes in localStorage.
  if (kept)
    rememberOwnPost({ id: ref.id, authorName, content, postedAt: now, held: to === 'waiting' });
  const batch = writeBatch(firestore);
  batch.set(
    ref,
    storedPost(
      draft,
      photo && { width: photo.photo.width, height: photo.photo.height, alt: photo.alt },
    ),
  );
  // The photo and its thumbnail under the post's id, in its batch: the rules take them nowhere
  // else, and a message with a photo only with both.
  if (photo) {
    batch.set(doc(firestore, PHOTOS_COLLECTION, ref.id), storedImage(photo.photo));
    batch.set(doc(firestore, THUMBS_COLLECTION, ref.id), storedImage(photo.thumb));
  }
  batch.set(posterRef(uid), nextPostBookkeeping(ref.id, photo !== undefined), { merge: true });
  batch.set(authorRef(ref.id), { uid, posted_at: serverTimestamp() });
  rememberAuthored(ref.id, now);
  try {
    await batch.commit();
  } catch (error) {
    forgetAuthored(ref.id);
    if (kept) forgetOwnPosts([ref.id]);
    throw error;
  }
}
