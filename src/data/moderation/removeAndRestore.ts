import { doc } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { DECLINED_COLLECTION, MESSAGES_COLLECTION, REMOVED_COLLECTION } from '../schema/schema';
import { commitInBatches, type Progress } from './batches';
import type { DeskMessage } from './moderationTypes';
import { moveToRemoved } from './removal';
import { writeInBatches } from './writeInBatches';

/**
 * The desk's removal and restore of messages on the wall, many at once, in groups the rules
 * can check. firestore.rules decide both.
 */

/**
 * Takes messages off the wall, keeping each in removed_messages with who removed it and
 * when: a few messages to a transaction (removal.ts), which reads each message
 * again and copies it as the server holds it, so a guest's reaction landing meanwhile costs
 * a retry, not a refusal. The wall's listeners see the deletions and drop the cards.
 */
export function removeMessages(
  messages: readonly DeskMessage[],
  removedBy: string,
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  // A message still being written from this browser (a restore in flight) is not on the
  // server yet: it is left for once it is.
  return commitInBatches(
    messages.filter((message) => !message.pending),
    (group) =>
      moveToRemoved(
        firestore,
        group.map((message) => message.id),
        removedBy,
      ),
    onProgress,
  );
}

/**
 * Puts removed messages back on the wall exactly as they were, original time included, and
 * deletes their removed copies in the same batch (the rules allow neither alone). A declined
 * post's marker goes in that batch too (deleting one that does not exist changes nothing), so
 * a guest's device, which forgets a post once it sees its marker, keeps the post back on the
 * wall.
 */
export function restoreMessages(
  messages: readonly DeskMessage[],
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return writeInBatches(
    messages,
    (batch, message) => {
      batch.set(doc(firestore, MESSAGES_COLLECTION, message.id), message.stored);
      batch.delete(doc(firestore, REMOVED_COLLECTION, message.id));
      batch.delete(doc(firestore, DECLINED_COLLECTION, message.id));
    },
    onProgress,
  );
}
