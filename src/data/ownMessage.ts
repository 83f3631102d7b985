import { doc, serverTimestamp, writeBatch, type WriteBatch } from 'firebase/firestore';
import { firestore } from '../firebase/firebase';
import { forgetAuthored } from './authored';
import { readyToPost } from './identity';
import { rememberOwnPost } from './ownPosts';
import { authorRef, nextPostBookkeeping, posterRef } from './poster';
import { DELETED_COLLECTION, MESSAGES_COLLECTION, PENDING_COLLECTION } from './schema';
import { explainRefusal } from './switches';
import { isPostHeld, type WallSettings } from './wallSettings';
import type { MessageDraft } from './types';

/**
 * A guest's own message, the author's side of the door: the edit and the delete that
 * firestore.rules allow its author within OWN_POST_WINDOW_MINUTES of posting (authors/{id}
 * says who). Both are made by the identity the post was made by, which anonymous Auth keeps on
 * this device.
 */

/** Where an edit went: onto the wall in place, or back to the host's waiting list. */
export type EditOutcome = 'edited' | 'held';

/**
 * An edit counts as a post in the identity's bookkeeping (poster.ts): the pause between posts
 * and the cap hold posts and edits together, so editing costs a script no more than posting.
 */
function countEdit(batch: WriteBatch, uid: string): void {
  batch.set(posterRef(uid), nextPostBookkeeping(), { merge: true });
}

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error
    ? error.code === 'permission-denied'
    : false;
}

/**
 * An edit a switch holds (approval on, or a listed word): the message leaves the wall for the
 * waiting list in one batch, and this device shows it as waiting, as it shows a held post,
 * until the host decides.
 */
async function holdEdit(uid: string, id: string, draft: MessageDraft): Promise<void> {
  const batch = writeBatch(firestore);
  countEdit(batch, uid);
  batch.delete(doc(firestore, MESSAGES_COLLECTION, id));
  batch.set(doc(firestore, PENDING_COLLECTION, id), {
    author_name: draft.authorName,
    content: draft.content,
    created_at: serverTimestamp(),
    edited_at: serverTimestamp(),
  });
  await batch.commit();
  rememberOwnPost({ id, ...draft, postedAt: Date.now(), held: true });
}

/**
 * Replaces the name and text of the guest's own message (`draft` already checked like a
 * post's, validateDraft), stamped edited_at by the server, counted like a post. Where the switches hold it, it goes
 * back to waiting instead; and if the rules refuse it on the wall because a switch changed
 * meanwhile, it is held then. Rejects when the rules refuse it (the window has passed, the
 * message is gone; past the cap with a PosterCapError) or no identity can be had.
 */
export async function editOwnMessage(
  id: string,
  draft: MessageDraft,
  settings: WallSettings,
): Promise<EditOutcome> {
  try {
    return await sendEdit(id, draft, settings);
  } catch (error) {
    // Past the cap (an edit counts as a post): a PosterCapError, said plainly.
    return explainRefusal(error, settings.posterCap);
  }
}

async function sendEdit(
  id: string,
  draft: MessageDraft,
  settings: WallSettings,
): Promise<EditOutcome> {
  const uid = await readyToPost();
  if (isPostHeld(settings, draft.authorName, draft.content)) {
    await holdEdit(uid, id, draft);
    return 'held';
  }
  try {
    const batch = writeBatch(firestore);
    countEdit(batch, uid);
    batch.update(doc(firestore, MESSAGES_COLLECTION, id), {
      author_name: draft.authorName,
      content: draft.content,
      edited_at: serverTimestamp(),
    });
    await batch.commit();
    return 'edited';
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    await holdEdit(uid, id, draft);
    return 'held';
  }
}

/**
 * Takes the guest's own message back: off every wall and screen at once (the SDK drops it
 * locally, the listeners everywhere see the deletion), its author document gone, and a marker
 * for the organizer with the name it was posted under and when, never the words.
 * `authorName` is the name as stored, which the rules compare.
 */
export async function deleteOwnMessage(id: string, authorName: string): Promise<void> {
  await readyToPost();
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, MESSAGES_COLLECTION, id));
  batch.delete(authorRef(id));
  batch.set(doc(firestore, DELETED_COLLECTION, id), {
    author_name: authorName,
    deleted_at: serverTimestamp(),
  });
  await batch.commit();
  forgetAuthored(id);
}
