import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import {
  DELETED_COLLECTION,
  PHOTOS_COLLECTION,
  REMOVED_COLLECTION,
  THUMBS_COLLECTION,
} from '../schema/schema';
import { commitInBatches, type Progress } from './batches';
import type { WallMessage } from './moderationTypes';

/**
 * Deletes removed (or declined) messages for good: each one's removed copy, its photo and its
 * thumbnail (deleting an image that is not there changes nothing), and a deleted_messages
 * marker stamped with the server's time, which keeps its id from being posted under again.
 * All of a message in one batch, as firestore.rules demand, so nothing is left half-deleted.
 * Nothing brings them back: the desk asks first and offers the export. MESSAGES_PER_BATCH
 * messages a batch, as the desk's other writes: each reads 3 documents in the rules beside the
 * moderators entry (tests/rules/desk.rules.test.ts), 4 writes a message, far from Firestore's
 * 500 a batch.
 */
export function deleteForGood(
  messages: readonly WallMessage[],
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return commitInBatches(
    messages,
    async (group) => {
      const batch = writeBatch(firestore);
      for (const { id } of group) {
        batch.delete(doc(firestore, REMOVED_COLLECTION, id));
        batch.delete(doc(firestore, PHOTOS_COLLECTION, id));
        batch.delete(doc(firestore, THUMBS_COLLECTION, id));
        batch.set(doc(firestore, DELETED_COLLECTION, id), {
          deleted_for_good_at: serverTimestamp(),
        });
      }
      await batch.commit();
    },
    onProgress,
  );
}
