import { doc, serverTimestamp } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { DECLINED_COLLECTION, MESSAGES_COLLECTION, PENDING_COLLECTION } from '../schema/schema';
import type { Progress } from './batches';
import type { DeskMessage } from './moderationTypes';
import { keepRemovedCopy } from './removal';
import { writeInBatches } from './writeInBatches';

/**
 * The organizer's decision on a waiting post: approve or decline (one or many, in batches the
 * rules can check). The waiting list itself is read with the desk's other lists
 * (deskLists.ts). firestore.rules decide every write.
 */

/**
 * Puts waiting posts on the wall, stamped with the server's time of approval (so each
 * arrives at the top of every open wall and in the screen's spotlight, as new), with
 * everything else the waiting copy holds (a held edit's edited_at and reaction counts), each
 * with its waiting copy deleted in the same batch. A post another moderator decided a moment ago
 * is gone from pending_messages, so the rules refuse its batch: the caller says so.
 */
export function approveMessages(
  messages: readonly DeskMessage[],
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return writeInBatches(
    messages.filter((message) => !message.pending),
    (batch, message) => {
      // Every field the waiting copy holds, as it holds it (the rules compare them): a held
      // edit's edited_at, so it shows as edited once approved, and its reaction counts, so
      // they come back as they were; only the time is the approval's.
      batch.set(doc(firestore, MESSAGES_COLLECTION, message.id), {
        ...message.stored,
        created_at: serverTimestamp(),
      });
      batch.delete(doc(firestore, PENDING_COLLECTION, message.id));
    },
    onProgress,
  );
}

/**
 * Declines waiting posts: each goes to removed_messages as posted (so it can be restored
 * like any removed message, its reaction counts included), a declined marker tells the
 * visitor's device, its author's hold ends (keepRemovedCopy), and the waiting copy is
 * deleted, all in one batch.
 */
export function declineMessages(
  messages: readonly DeskMessage[],
  declinedBy: string,
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return writeInBatches(
    messages.filter((message) => !message.pending),
    (batch, message) => {
      keepRemovedCopy(batch, firestore, message.id, message.stored, declinedBy);
      batch.set(doc(firestore, DECLINED_COLLECTION, message.id), {
        declined_at: serverTimestamp(),
      });
      batch.delete(doc(firestore, PENDING_COLLECTION, message.id));
    },
    onProgress,
  );
}
