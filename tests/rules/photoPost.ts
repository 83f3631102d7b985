import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { MESSAGES } from './collections';
import { AUTHORS, authorOf, nextPost, POSTERS, wallPost, type Guest } from './guestPost';
import { PHOTOS_COLLECTION, THUMBS_COLLECTION } from '../../src/data/schema/schema';

/**
 * How the wall posts a photo (src/data/posting/writeNewPost.ts): one batch of the post carrying the
 * photo's size and alt text, photos/{id} and thumbs/{id} with the encoded bytes, the guest's
 * bookkeeping moved on by one post and one photo, and the post's author document. The rules
 * suites (and the abuse suite) post photos through this; each option breaks one part.
 */
const { FieldValue, Blob } = firebase.firestore;

export const PHOTOS = PHOTOS_COLLECTION;
export const THUMBS = THUMBS_COLLECTION;

/** `size` bytes of stand-in image data: the rules cannot tell pixels from any other bytes. */
export function imageBytes(size: number): firebase.firestore.Blob {
  return Blob.fromUint8Array(new Uint8Array(size).fill(0x5a));
}

/** The message's photo field as the wall writes it: the full photo's size, the alt text. */
export const PHOTO_FIELD = { width: 1600, height: 1200, alt: 'Photo from Alex' };

/**
 * photos/{id} as the wall writes it: a photo of 1600 × 1200 well under its bound, with its
 * byte count.
 */
export function photoDoc(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const image = { image: imageBytes(2000), type: 'image/webp', width: 1600, height: 1200 };
  return { ...image, bytes: 2000, ...extra };
}

/** thumbs/{id} as the wall writes it: 480 × 360, with its byte count. */
export function thumbDoc(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    image: imageBytes(500),
    type: 'image/webp',
    width: 480,
    height: 360,
    bytes: 500,
    ...extra,
  };
}

/** The bookkeeping of a post with a photo: one post and one photo more, naming it. */
export function nextPhotoPost(id: string): Record<string, unknown> {
  return { ...nextPost(id), photos: FieldValue.increment(1) };
}

export interface PhotoPostParts {
  /** The post's id; a new auto id unless given. */
  id?: string;
  /** messages (the default) or pending_messages. */
  collection?: string;
  /** The post's own fields, replacing the wall's; `photo` null leaves the field out. */
  post?: Record<string, unknown>;
  photo?: Record<string, unknown> | null;
  /** photos/{id} and thumbs/{id}; null leaves either out of the batch. */
  image?: Record<string, unknown> | null;
  thumb?: Record<string, unknown> | null;
  /** posters/{uid}; null leaves it out. */
  bookkeeping?: Record<string, unknown> | null;
  /** authors/{id}; null leaves it out. */
  author?: Record<string, unknown> | null;
}

/** The message a photo post makes, as the wall writes it (with `parts` applied). */
export function photoMessage(parts: PhotoPostParts = {}): Record<string, unknown> {
  const photo = parts.photo === undefined ? PHOTO_FIELD : parts.photo;
  return wallPost({ author_name: 'Alex', ...(photo ? { photo } : {}), ...parts.post });
}

/** Posts a photo as `guest` in one batch, as the wall does, but for the parts given. */
export function photoPost(guest: Guest, parts: PhotoPostParts = {}): Promise<void> {
  const { db } = guest;
  const collection = parts.collection ?? MESSAGES;
  const ref = parts.id ? db.collection(collection).doc(parts.id) : db.collection(collection).doc();
  const batch = db.batch();
  batch.set(ref, photoMessage(parts));
  const image = parts.image === undefined ? photoDoc() : parts.image;
  const thumb = parts.thumb === undefined ? thumbDoc() : parts.thumb;
  if (image) batch.set(db.collection(PHOTOS).doc(ref.id), image);
  if (thumb) batch.set(db.collection(THUMBS).doc(ref.id), thumb);
  const bookkeeping = parts.bookkeeping === undefined ? nextPhotoPost(ref.id) : parts.bookkeeping;
  if (bookkeeping) batch.set(db.collection(POSTERS).doc(guest.uid), bookkeeping, { merge: true });
  const author = parts.author === undefined ? authorOf(guest.uid) : parts.author;
  if (author) batch.set(db.collection(AUTHORS).doc(ref.id), author);
  return batch.commit();
}
