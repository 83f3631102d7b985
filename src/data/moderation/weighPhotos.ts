import {
  collection,
  connectFirestoreEmulator,
  count,
  getAggregate,
  getFirestore,
  query,
  sum,
  where,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';
import { config } from '../../config/config';
import { parseHostPort } from '../../config/local.mjs';
import { firebaseApp } from '../../firebase/firebase';
import type { PhotoStorage } from './moderationTypes';

/**
 * Each collection of images and the most one of its images may hold: given by the caller
 * (photoStorage.ts), so this chunk imports nothing of the schema, which would split it out of the
 * wall's chunk into one more file every visitor loads.
 */
export type ImageCollections = readonly { name: string; most: number }[];

/**
 * One collection's images: how many, and their bytes. Two aggregation queries, each billed
 * a read per 1,000 index entries it goes through (at least one): every document, and those
 * with a byte count (a filter on `bytes` leaves out a document without it), summed. An image
 * without one (stored before the field) counts at `most`, so the gauge never says less than
 * is stored.
 */
async function weigh(db: LiteFirestore, name: string, most: number) {
  const images = collection(db, name);
  const [all, sized] = await Promise.all([
    getAggregate(images, { images: count() }),
    getAggregate(query(images, where('bytes', '>=', 0)), {
      images: count(),
      bytes: sum('bytes'),
    }),
  ]);
  const unsized = Math.max(0, all.data().images - sized.data().images);
  return { images: all.data().images, bytes: sized.data().bytes + unsized * most, unsized };
}

let lite: LiteFirestore | undefined;

/**
 * Firestore Lite on the same app (its sign-in and App Check tokens), made at the first weighing:
 * the aggregation queries come from its module, so their code rides in /moderate's chunk. The
 * full SDK is one module the wall shares, and using its getAggregateFromServer here put them in
 * every visitor's bytes (0.6 kB gzip).
 */
function liteFirestore(): LiteFirestore {
  if (!lite) {
    lite = getFirestore(firebaseApp);
    if (config.demoMode) {
      const { host, port } = parseHostPort(config.firestoreEmulatorHost);
      connectFirestoreEmulator(lite, host, port);
    }
  }
  return lite;
}

/**
 * What the photos and thumbnails weigh, read from the server: 4 aggregation queries, so about
 * 4 reads, and one more per 1,000 photos. Counts the images' bytes only, not the messages, the
 * indexes or Firestore's own overhead of each document (docs/organizer.md).
 */
export async function weighPhotos(
  [photos, thumbs]: ImageCollections,
  db: LiteFirestore = liteFirestore(),
): Promise<PhotoStorage> {
  if (!photos || !thumbs) throw new Error('weighPhotos needs the photos and the thumbnails');
  const [photo, thumb] = await Promise.all([
    weigh(db, photos.name, photos.most),
    weigh(db, thumbs.name, thumbs.most),
  ]);
  return {
    photos: photo.images,
    bytes: photo.bytes + thumb.bytes,
    unsized: photo.unsized + thumb.unsized,
  };
}
