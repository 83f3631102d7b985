import { useEffect, useState } from 'react';
import { Bytes, doc, getDoc } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { keptImages } from '../device/keptImages';
import { isPermissionDenied } from '../errors';
import { MESSAGES_PAGE, PHOTO_TYPES, PHOTOS_COLLECTION, THUMBS_COLLECTION } from '../schema/schema';
import type { EncodedImage } from '../schema/types';

/**
 * A post's images as the wall, the screen and the dialog show them: thumbs/{id} or photos/{id}
 * read once per device with getDoc (the rules let a visitor get them only while messages/{id}
 * is on the wall) and kept there (device/keptImages.ts: they never change once stored, so a
 * later visit reads none it has read before), turned into an object URL of the stored type,
 * and kept per id in the page, so a card that re-renders, is parked and comes back, or scrolls
 * back into view does not even ask the device again.
 */
export type ImageKind = 'thumb' | 'photo';

const COLLECTION: Record<ImageKind, string> = {
  thumb: THUMBS_COLLECTION,
  photo: PHOTOS_COLLECTION,
};

/**
 * How many images no one shows any more keep their object URL (their bytes stay in memory):
 * a long wall's thumbnails (at most 40 kB each) for a reader scrolling back; the full photos
 * (up to 400 kB) of a page of messages, so /screen's spotlight, going round its 50 messages
 * for hours, reads each photo once, not once a round. Beyond that the oldest is released.
 */
export const KEEP_UNUSED: Record<ImageKind, number> = { thumb: 150, photo: MESSAGES_PAGE };

interface Entry {
  kind: ImageKind;
  /**
   * The object URL, or null for an image that cannot be shown (refused, missing, malformed);
   * rejects when the read failed otherwise (the network), which a later try may mend.
   */
  ready: Promise<string | null>;
  url?: string | null;
  users: number;
  /** Its message left the wall: a URL still shown, or still on its way, is released once unused. */
  forgotten?: boolean;
}

/** Every image read, in order of last use (a Map keeps insertion order). */
const entries = new Map<string, Entry>();

const keyOf = (kind: ImageKind, id: string) => `${kind}/${id}`;

function isEdge(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isPhotoType(value: unknown): value is EncodedImage['type'] {
  return PHOTO_TYPES.some((type) => type === value);
}

/**
 * One image of message `id` as stored, read once: the one reader of thumbs/ and photos/ (the
 * wall's object URLs here, the desk's zip and keepsake in moderation/deskPhotos.ts). Null where
 * there is none or it is not an image the app wrote; rejects as getDoc does (a refusal, the
 * network).
 */
export async function readImage(kind: ImageKind, id: string): Promise<EncodedImage | null> {
  const snapshot = await getDoc(doc(firestore, COLLECTION[kind], id));
  if (!snapshot.exists()) return null;
  const { image, type, width, height } = snapshot.data();
  if (!(image instanceof Bytes) || !isPhotoType(type) || !isEdge(width) || !isEdge(height)) {
    return null;
  }
  return { bytes: image.toUint8Array(), type, width, height };
}

/**
 * The image from this device's store, else read and kept there (not waited for) unless its
 * message left the wall meanwhile (`forgotten`).
 */
async function readOnce(
  kind: ImageKind,
  id: string,
  forgotten: () => boolean,
): Promise<EncodedImage | null> {
  const kept = await keptImages.get(kind, id);
  if (kept) return kept;
  const stored = await readImage(kind, id);
  if (stored && !forgotten()) void keptImages.keep(kind, id, stored);
  return stored;
}

async function read(kind: ImageKind, id: string, forgotten: () => boolean) {
  const stored = await readOnce(kind, id, forgotten);
  // A copy into a buffer of its own: a Blob's parts must not be a view on shared memory.
  return stored && URL.createObjectURL(new Blob([stored.bytes.slice()], { type: stored.type }));
}

/** Releases the oldest images no one shows beyond what is kept (KEEP_UNUSED). */
function trim(kind: ImageKind) {
  const unused = [...entries].filter(
    ([, e]) => e.kind === kind && e.users === 0 && e.url !== undefined,
  );
  for (const [key, entry] of unused.slice(0, Math.max(0, unused.length - KEEP_UNUSED[kind]))) {
    if (entry.url) URL.revokeObjectURL(entry.url);
    entries.delete(key);
  }
}

/**
 * Starts (or joins) the read of one image and holds it until `release()`. A failed read (a
 * refusal, the network) is forgotten once settled, so a later view may try again; a
 * settled image moves to the end of the order of use. `ready` gives null for an image that
 * cannot be shown (refused: its message was removed; gone; malformed) and rejects for a read
 * that failed on the way (offline, the network), which is worth trying again.
 */
export function acquireImage(kind: ImageKind, id: string) {
  const key = keyOf(kind, id);
  let entry = entries.get(key);
  if (entry) entries.delete(key);
  else {
    const created: Entry = {
      kind,
      users: 0,
      ready: read(kind, id, () => created.forgotten === true).then(
        (url) => {
          created.url = url;
          // Forgotten on its way with no one to show it (forgetImagesOf): nothing will.
          if (url && created.forgotten && created.users === 0) URL.revokeObjectURL(url);
          if (url === null && entries.get(key) === created) entries.delete(key);
          trim(kind);
          return url;
        },
        (error: unknown) => {
          if (entries.get(key) === created) entries.delete(key);
          if (isPermissionDenied(error)) return null;
          throw error;
        },
      ),
    };
    entry = created;
  }
  entries.set(key, entry);
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    ready: held.ready,
    release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      if (held.forgotten && held.url) URL.revokeObjectURL(held.url);
      trim(kind);
    },
  };
}

/** The object URL of an image already read, for a first render without a flash. */
export function cachedImage(kind: ImageKind, id: string): string | undefined {
  return entries.get(keyOf(kind, id))?.url ?? undefined;
}

export type StoredImage =
  | { status: 'idle' | 'loading'; url?: undefined; retry?: undefined }
  /** `retry` only for a read that failed on the way (the network), not for a refusal. */
  | { status: 'missing'; url?: undefined; retry?: () => void }
  | { status: 'ready'; url: string; retry?: undefined };

/**
 * One image for a component: nothing is read while `id` is null (a card not yet near the
 * screen); then 'loading', and 'ready' with its URL or 'missing' (refused, gone, malformed: the
 * caller shows a quiet placeholder). A read that failed on the way (the network) is 'missing'
 * with a `retry`, and is read again by itself when the browser comes back online. Held while
 * shown, released on unmount.
 */
export function useStoredImage(kind: ImageKind, id: string | null): StoredImage {
  const [answer, setAnswer] = useState<{ key: string; image: StoredImage } | null>(null);
  // Each try has its own key, so a retry shows 'loading' until it answers.
  const [attempt, setAttempt] = useState(0);
  const key = id === null ? null : `${keyOf(kind, id)}#${attempt}`;
  useEffect(() => {
    if (id === null) return;
    const held = acquireImage(kind, id);
    const tried = `${keyOf(kind, id)}#${attempt}`;
    const retry = () => setAttempt((count) => count + 1);
    let live = true;
    held.ready.then(
      (url) => {
        if (live)
          setAnswer({ key: tried, image: url ? { status: 'ready', url } : { status: 'missing' } });
      },
      (error: unknown) => {
        if (!live) return;
        console.error('Could not read a photo.', error);
        setAnswer({ key: tried, image: { status: 'missing', retry } });
      },
    );
    return () => {
      live = false;
      held.release();
    };
  }, [kind, id, attempt]);
  const failed = answer?.key === key && answer.image.retry !== undefined;
  useEffect(() => {
    if (!failed) return;
    const again = () => setAttempt((count) => count + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);
  if (id === null || key === null) return { status: 'idle' };
  if (answer?.key === key) return answer.image;
  const url = cachedImage(kind, id);
  return url ? { status: 'ready', url } : { status: 'loading' };
}

/**
 * Drops both images of each message, in the page and on the device: its removal took them
 * away (the organizer's, its author's delete, an edit held again), so nothing of it is kept.
 * A URL still shown (a card fading out) is released with its last user.
 */
export function forgetImagesOf(ids: readonly string[]) {
  if (ids.length === 0) return;
  for (const id of ids) {
    for (const kind of ['thumb', 'photo'] as const) {
      const entry = entries.get(keyOf(kind, id));
      if (!entry) continue;
      entries.delete(keyOf(kind, id));
      entry.forgotten = true;
      if (entry.users === 0 && entry.url) URL.revokeObjectURL(entry.url);
    }
  }
  void keptImages.forget(ids);
}

/** Forgets every image and releases their URLs (tests; a page that leaves for good). */
export function forgetImages() {
  for (const entry of entries.values()) if (entry.url) URL.revokeObjectURL(entry.url);
  entries.clear();
}
