import {
  doc,
  getDocFromServer,
  serverTimestamp,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { forgetAuthored } from '../device/postedHere';
import { isPermissionDenied } from '../errors';
import { isStillAuthor } from './authorship';
import { readyToPost } from './identity';
import { rememberOwnPost } from '../device/waitingPosts';
import { authorRef, nextPostBookkeeping, posterRef } from './bookkeeping';
import { NoLongerYoursError } from './refusals';
import {
  DELETED_COLLECTION,
  MESSAGES_COLLECTION,
  PENDING_COLLECTION,
  PHOTOS_COLLECTION,
  THUMBS_COLLECTION,
} from '../schema/schema';
import { explainRefusal } from './explainRefusal';
import { isPostHeld, type WallSettings } from '../schema/wallSettings';
import type { MessageDraft } from '../schema/types';

/**
 * A guest's own message, the author's side of the door: the edit and the delete that
 * firestore.rules allow its author within OWN_POST_WINDOW_MINUTES of posting (authors/{id}
 * says who). Both are made by the identity the post was made by, which anonymous Auth keeps on
 * this device.
 */

/** Where an edit went: onto the wall in place, or back to the host's waiting list. */
export type EditOutcome = 'edited' | 'held';

/**
 * An edit counts as a post in the identity's bookkeeping (posting/bookkeeping.ts), naming the message it
 * changes: the pause between posts and the cap hold posts and edits together, one a batch, so
 * editing costs a script no more than posting.
 */
function countEdit(batch: WriteBatch, uid: string, id: string): void {
  batch.set(posterRef(uid), nextPostBookkeeping(id), { merge: true });
}

/**
 * The waiting copy of a held edit: the new name and text, and the message's reaction counts
 * and photo exactly as the server holds them (firestore.rules compare the two maps, so the
 * copy is read from the server, not from this device's cache), so the approval brings them
 * back, every guest's own reaction still matches its count, and the photo its documents.
 */
async function sendHeldEdit(uid: string, id: string, draft: MessageDraft): Promise<void> {
  const message = doc(firestore, MESSAGES_COLLECTION, id);
  const stored = await getDocFromServer(message);
  const reactions: unknown = stored.get('reactions');
  const photo: unknown = stored.get('photo');
  const batch = writeBatch(firestore);
  countEdit(batch, uid, id);
  batch.delete(message);
  batch.set(doc(firestore, PENDING_COLLECTION, id), {
    author_name: draft.authorName,
    content: draft.content,
    created_at: serverTimestamp(),
    edited_at: serverTimestamp(),
    ...(reactions !== undefined ? { reactions } : {}),
    ...(photo !== undefined ? { photo } : {}),
  });
  await batch.commit();
}

/**
 * An edit a switch holds (approval on, or a listed word): the message leaves the wall for the
 * waiting list in one batch, its reaction counts with it, and this device shows it as
 * waiting, as it shows a held post, until the host decides. A guest's reaction landing between
 * the read of the counts and the write makes the rules refuse the copy: it is read and sent
 * once more (a refusal for any other reason is refused again, and rejects).
 */
async function holdEdit(uid: string, id: string, draft: MessageDraft): Promise<void> {
  try {
    await sendHeldEdit(uid, id, draft);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    await sendHeldEdit(uid, id, draft);
  }
  rememberOwnPost({ id, ...draft, postedAt: Date.now(), held: true });
}

/**
 * A refusal of the author's edit or delete, explained when the message is no longer theirs:
 * a NoLongerYoursError. Resolves (the caller explains it otherwise) when it is still theirs,
 * when the refusal was not the rules', or when that cannot be asked.
 */
async function explainNotYours(error: unknown, id: string): Promise<void> {
  if (!isPermissionDenied(error)) return;
  const still = await isStillAuthor(id).catch(() => true);
  if (!still) throw new NoLongerYoursError(id);
}

/**
 * Replaces the name and text of the guest's own message (`draft` already checked like a
 * post's, validateDraft), stamped edited_at by the server, counted like a post. Where the wall settings hold it, it goes
 * back to waiting instead; and if the rules refuse it on the wall because a switch changed
 * meanwhile, it is held then. Rejects when the rules refuse it (the window has passed, the
 * message is gone; past the cap with a PosterCapError; with a NoLongerYoursError once the
 * organizer has taken it down and put it back) or no identity can be had. This device's
 * record of the message (device/postedHere.ts) is left as it is: the caller forgets it when the
 * dialog showing the refusal closes. `photoAlt` is the alt text of the message's photo, if it
 * has one: the word filter reads it as it reads the text (the Photos switch holds new posts
 * only, never an edit).
 */
export async function editOwnMessage(
  id: string,
  draft: MessageDraft,
  settings: WallSettings,
  photoAlt?: string,
): Promise<EditOutcome> {
  const uid = await readyToPost();
  try {
    return await sendEdit(uid, id, draft, settings, photoAlt);
  } catch (error) {
    // No longer the author's to change: a NoLongerYoursError, said plainly.
    await explainNotYours(error, id);
    // Past the cap (an edit counts as a post): a PosterCapError, said plainly.
    return explainRefusal(error, uid, settings);
  }
}

async function sendEdit(
  uid: string,
  id: string,
  draft: MessageDraft,
  settings: WallSettings,
  photoAlt: string | undefined,
): Promise<EditOutcome> {
  if (isPostHeld(settings, draft.authorName, draft.content, photoAlt)) {
    await holdEdit(uid, id, draft);
    return 'held';
  }
  try {
    const batch = writeBatch(firestore);
    countEdit(batch, uid, id);
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
 * for the organizer with the name it was posted under and when, never the words, and its photo
 * and thumbnail deleted (always: deleting what is not there is no error, and the rules take
 * the delete only when neither is left).
 * `authorName` is the name as stored, which the rules compare. Refused with a
 * NoLongerYoursError (and forgotten on this device, so its card stops offering it) once the
 * organizer has taken the message down and put it back.
 */
export async function deleteOwnMessage(id: string, authorName: string): Promise<void> {
  await readyToPost();
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, MESSAGES_COLLECTION, id));
  batch.delete(authorRef(id));
  batch.delete(doc(firestore, PHOTOS_COLLECTION, id));
  batch.delete(doc(firestore, THUMBS_COLLECTION, id));
  batch.set(doc(firestore, DELETED_COLLECTION, id), {
    author_name: authorName,
    deleted_at: serverTimestamp(),
  });
  try {
    await batch.commit();
  } catch (error) {
    await explainNotYours(error, id).catch((refusal: unknown) => {
      forgetAuthored(id);
      throw refusal;
    });
    throw error;
  }
  forgetAuthored(id);
}
