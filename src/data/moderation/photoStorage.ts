import { useEffect, useState } from 'react';
import { doc, serverTimestamp } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import {
  DELETED_COLLECTION,
  PHOTO_BYTES_MAX,
  PHOTOS_COLLECTION,
  REMOVED_COLLECTION,
  THUMB_BYTES_MAX,
  THUMBS_COLLECTION,
} from '../schema/schema';
import { forgetImagesOf } from '../reading/photos';
import type { Progress } from './batches';
import type { DeskMessage, PhotoStorage, PhotoStorageState } from './moderationTypes';
import { writeInBatches } from './writeInBatches';

/**
 * The desk's door to what the photos cost in storage: how much they weigh (the gauge), and
 * deleting removed messages for good to free it. firestore.rules decides both
 * (isDeletedForGood; a moderator's list of photos and thumbs).
 */

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
  messages: readonly DeskMessage[],
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return writeInBatches(
    messages,
    (batch, { id }) => {
      batch.delete(doc(firestore, REMOVED_COLLECTION, id));
      batch.delete(doc(firestore, PHOTOS_COLLECTION, id));
      batch.delete(doc(firestore, THUMBS_COLLECTION, id));
      batch.set(doc(firestore, DELETED_COLLECTION, id), {
        deleted_for_good_at: serverTimestamp(),
      });
    },
    onProgress,
    // This browser keeps the images it has shown (the desk's thumbnails): gone for good, so
    // are they.
    (group) => forgetImagesOf(group.map(({ id }) => id)),
  );
}

/**
 * What the photos and thumbnails weigh, read from the server (weighPhotos.ts, a chunk of its own
 * loaded at the first weighing: Firestore Lite's aggregation queries).
 */
export async function readPhotoStorage(): Promise<PhotoStorage> {
  const { weighPhotos } = await import('./weighPhotos');
  return weighPhotos([
    { name: PHOTOS_COLLECTION, most: PHOTO_BYTES_MAX },
    { name: THUMBS_COLLECTION, most: THUMB_BYTES_MAX },
  ]);
}

/**
 * The gauge's figures, read when the desk opens and again whenever `version` changes (after a
 * delete for good, or when the organizer asks): aggregation queries are not live, and a
 * listener on every image would cost a read per image.
 */
export function usePhotoStorage(
  version: number,
  read: () => Promise<PhotoStorage> = readPhotoStorage,
): PhotoStorageState {
  const [state, setState] = useState<PhotoStorageState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    read().then(
      (storage) => current && setState({ status: 'ready', storage }),
      (error: unknown) => {
        console.warn('The photos could not be weighed', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [version, read]);
  // A new version keeps the last figures until the new ones come, rather than flickering.
  return state;
}
