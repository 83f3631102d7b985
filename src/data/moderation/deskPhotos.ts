import { useEffect, useState } from 'react';
import { Bytes, doc, getDoc } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import {
  PHOTO_ALT_MAX,
  PHOTO_EDGE_MAX,
  PHOTO_TYPES,
  PHOTOS_COLLECTION,
  THUMBS_COLLECTION,
} from '../schema/schema';
import type { EncodedImage, MessagePhoto } from '../schema/types';

/**
 * The desk's side of photos: the message's `photo` field as /moderate lists it, and the
 * images themselves (photos/{id}, thumbs/{id}), which the rules let a moderator read whatever
 * the message's state (waiting, on the wall, removed), so a photo is judged before approval.
 */

/** Which of a post's two images: the thumbnail the lists show, or the full photo. */
export type ImageKind = 'thumb' | 'photo';

const COLLECTION_OF: Record<ImageKind, string> = {
  thumb: THUMBS_COLLECTION,
  photo: PHOTOS_COLLECTION,
};

function isEdge(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** A stored message's `photo` field, or undefined where it has none (or a malformed one). */
export function parseMessagePhoto(value: unknown): MessagePhoto | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { width, height, alt } = value as Record<string, unknown>;
  if (!isEdge(width) || !isEdge(height) || width > PHOTO_EDGE_MAX || height > PHOTO_EDGE_MAX) {
    return undefined;
  }
  return { width, height, alt: typeof alt === 'string' ? alt.slice(0, PHOTO_ALT_MAX) : '' };
}

function isPhotoType(value: unknown): value is EncodedImage['type'] {
  return PHOTO_TYPES.some((type) => type === value);
}

/** One image of message `id`, read once; null where there is none (or it is malformed). */
export async function readImage(kind: ImageKind, id: string): Promise<EncodedImage | null> {
  const snapshot = await getDoc(doc(firestore, COLLECTION_OF[kind], id));
  if (!snapshot.exists()) return null;
  const { image, type, width, height } = snapshot.data();
  if (!(image instanceof Bytes) || !isPhotoType(type) || !isEdge(width) || !isEdge(height)) {
    return null;
  }
  return { bytes: image.toUint8Array(), type, width, height };
}

/** An image as the page shows it: an object URL while it is on screen. */
export type ImageState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; width: number; height: number }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * One image of message `id` as a URL for an <img>, read when `enabled` (and again if the id
 * changes); the URL is revoked when the image leaves the page.
 */
export function useDeskImage(kind: ImageKind, id: string, enabled = true): ImageState {
  const [state, setState] = useState<{ key: string; value: ImageState }>();
  const key = `${kind}/${id}`;
  useEffect(() => {
    if (!enabled) return undefined;
    let url: string | undefined;
    let current = true;
    readImage(kind, id).then(
      (image) => {
        if (!current) return;
        if (!image) {
          setState({ key, value: { status: 'missing' } });
          return;
        }
        url = URL.createObjectURL(new Blob([image.bytes.slice()], { type: image.type }));
        setState({
          key,
          value: { status: 'ready', url, width: image.width, height: image.height },
        });
      },
      (error: unknown) => {
        console.warn(`The desk could not read ${key}`, error);
        if (current) setState({ key, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [kind, id, key, enabled]);
  return state?.key === key ? state.value : { status: 'loading' };
}

/** How many photos the export reads at once: quick on a good line, gentle on a phone. */
const READS_AT_ONCE = 4;

/**
 * One image each of messages `ids` (the full photos for the export's zip, the thumbnails for
 * the keepsake), read a few at a time, by id (one with no document is left out); `onRead`
 * hears how many are done after each.
 */
export async function readImages(
  kind: ImageKind,
  ids: readonly string[],
  onRead?: (done: number) => void,
  read: (id: string) => Promise<EncodedImage | null> = (id) => readImage(kind, id),
): Promise<Map<string, EncodedImage>> {
  const found: (EncodedImage | null)[] = ids.map(() => null);
  let next = 0;
  let done = 0;
  async function worker() {
    for (let at = next++; at < ids.length; at = next++) {
      found[at] = await read(ids[at] ?? '');
      onRead?.(++done);
    }
  }
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, ids.length) }, worker));
  // In the order asked for, whichever read finished first.
  return new Map(
    ids.flatMap((id, at) => {
      const image = found[at];
      return image ? [[id, image] as const] : [];
    }),
  );
}
