import { writeBatch, type WriteBatch } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { commitInBatches, type Progress } from './batches';
import type { DeskMessage } from './moderationTypes';

/**
 * Commits `messages` as batched writes, a few messages to a batch (commitInBatches says how
 * many and why): `write` adds one message's writes to its batch, which commits them together
 * or not at all, and `committed` hears each group once its batch is in. Restore, approval,
 * decline and delete for good all go through here (a removal is a transaction: removal.ts).
 */
export function writeInBatches<M extends DeskMessage>(
  messages: readonly M[],
  write: (batch: WriteBatch, message: M) => void,
  onProgress?: (progress: Progress) => void,
  committed?: (group: readonly M[]) => void,
): Promise<void> {
  return commitInBatches(
    messages,
    async (group) => {
      const batch = writeBatch(firestore);
      for (const message of group) write(batch, message);
      await batch.commit();
      committed?.(group);
    },
    onProgress,
  );
}
