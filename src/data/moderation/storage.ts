import { useEffect, useState } from 'react';
import {
  collection,
  count,
  doc,
  getAggregateFromServer,
  query,
  serverTimestamp,
  sum,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import {
  DELETED_COLLECTION,
  PHOTO_BYTES_MAX,
  PHOTOS_COLLECTION,
  REMOVED_COLLECTION,
  THUMB_BYTES_MAX,
  THUMBS_COLLECTION,
} from '../schema/schema';
import { commitInBatches, type Progress } from './batches';
import type { PhotoStorage, PhotoStorageState, WallMessage } from './moderationTypes';

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

/**
 * One collection's images: how many, and their bytes. Two aggregation queries, each billed
 * a read per 1,000 index entries it goes through (at least one): every document, and those
 * with a byte count (a filter on `bytes` leaves out a document without it), summed. An image
 * without one (stored before the field) counts at `most`, so the gauge never says less than
 * is stored.
 */
async function weigh(db: Firestore, name: string, most: number) {
  const images = collection(db, name);
  const [all, sized] = await Promise.all([
    getAggregateFromServer(images, { images: count() }),
    getAggregateFromServer(query(images, where('bytes', '>=', 0)), {
      images: count(),
      bytes: sum('bytes'),
    }),
  ]);
  const unsized = Math.max(0, all.data().images - sized.data().images);
  return { images: all.data().images, bytes: sized.data().bytes + unsized * most, unsized };
}

/**
 * What the photos and thumbnails weigh, read from the server: 4 aggregation queries, so about
 * 4 reads, and one more per 1,000 photos. Counts the images' bytes only, not the messages, the
 * indexes or Firestore's own overhead of each document (docs/organizer.md).
 */
export async function readPhotoStorage(db: Firestore = firestore): Promise<PhotoStorage> {
  const [photos, thumbs] = await Promise.all([
    weigh(db, PHOTOS_COLLECTION, PHOTO_BYTES_MAX),
    weigh(db, THUMBS_COLLECTION, THUMB_BYTES_MAX),
  ]);
  return {
    photos: photos.images,
    bytes: photos.bytes + thumbs.bytes,
    unsized: photos.unsized + thumbs.unsized,
  };
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
