import { Bytes, collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { forgetAuthored, rememberAuthored } from '../device/postedHere';
import { forgetOwnPosts, rememberOwnPost } from '../device/waitingPosts';
import { isPermissionDenied } from '../errors';
import {
  MESSAGES_COLLECTION,
  PENDING_COLLECTION,
  PHOTOS_COLLECTION,
  THUMBS_COLLECTION,
} from '../schema/schema';
import type { EncodedImage, MessageDraft, MessagePhoto, PostDraft } from '../schema/types';
import {
  DEFAULT_WALL_SETTINGS,
  isPhotoHeld,
  isPostHeld,
  type WallSettings,
} from '../schema/wallSettings';
import { authorRef, madeBy, nextPostBookkeeping, posterRef } from './bookkeeping';
import { readyToPost } from './identity';
import { PhotoCapError, PhotosOffError, PosterCapError } from './refusals';

/**
 * A guest's new post, from the form's draft to the batch: sendPost chooses where it goes by
 * the organizer's switches, writeNewPost writes it. Every new post goes through writeNewPost,
 * and the stored fields are built only in storedPost.
 */

/** Where a post went: onto the wall, to the host's waiting list, or onto the sealed wall. */
export type PostOutcome = 'posted' | 'held' | 'sealed';

/** What sendPost needs of the organizer's switches (handed down by the switches context). */
export interface PostingSwitches {
  /** 'loading' until settings/wall has answered once. */
  status: 'loading' | 'ready';
  settings: WallSettings;
  /** Visitors cannot read the wall now. */
  sealed: boolean;
  /** Resolves, once settings/wall has answered, with whether the wall is sealed. */
  sealedWhenKnown?: () => Promise<boolean>;
}

/**
 * A post as stored, in messages or in pending_messages: the rules accept exactly these keys
 * (reaction counts come later), and created_at only by the server's clock. A post with a photo
 * carries its size and alt text, what the card needs before the picture arrives.
 */
function storedPost(draft: MessageDraft, photo: MessagePhoto | undefined) {
  return {
    author_name: draft.authorName,
    content: draft.content,
    created_at: serverTimestamp(),
    ...(photo ? { photo } : {}),
  };
}

/**
 * A photo's document (photos/{id} or thumbs/{id}): the encoded pixels, their size, and their
 * byte count, which the rules check against the pixels and the desk's storage gauge sums.
 */
function storedImage(image: EncodedImage) {
  return {
    image: Bytes.fromUint8Array(image.bytes),
    type: image.type,
    width: image.width,
    height: image.height,
    bytes: image.bytes.byteLength,
  };
}

/** The alt text a post's photo is stored with: the guest's, trimmed, else "Photo from {name}". */
export function photoAlt(alt: string, authorName: string): string {
  return alt.trim() || `Photo from ${authorName}`;
}

/**
 * Where writeNewPost puts a post: the wall; the sealed wall, kept on this device until the
 * wall opens; or the waiting list, kept on this device as waiting.
 */
type Destination = 'wall' | 'sealed' | 'waiting';

/**
 * Writes a new post by the guest's identity (signed in anonymously at their first post) in
 * one batch: the post under an auto id (the rules take a new post under no other),
 * posters/{uid} moved on by one and naming it (bookkeeping.ts: the rules check the pause and
 * the cap there), and authors/{id} = { uid, posted_at: the server's clock }, which lets its
 * author edit or delete it for a while. The count goes up by increment(1), so nothing is read
 * first and a post made offline queues like any other write. This device remembers the post
 * first (so a reload while it is in flight still shows it) and forgets it if refused.
 * Resolves on the backend's confirmation however long that takes, and rejects only when the
 * write is refused or the first sign-in cannot be made: nothing here gives up on its own, so
 * nothing may report a failure that could lead to a second copy.
 */
async function writeNewPost(draft: PostDraft, to: Destination): Promise<void> {
  const uid = await readyToPost();
  const ref = doc(
    collection(firestore, to === 'waiting' ? PENDING_COLLECTION : MESSAGES_COLLECTION),
  );
  const kept = to !== 'wall';
  const now = Date.now();
  const { authorName, content, photo } = draft;
  // The device keeps the texts only: never the photo's bytes in localStorage.
  if (kept)
    rememberOwnPost({ id: ref.id, authorName, content, postedAt: now, held: to === 'waiting' });
  const batch = writeBatch(firestore);
  batch.set(
    ref,
    storedPost(
      draft,
      photo && { width: photo.photo.width, height: photo.photo.height, alt: photo.alt },
    ),
  );
  // The photo and its thumbnail under the post's id, in its batch: the rules take them nowhere
  // else, and a message with a photo only with both.
  if (photo) {
    batch.set(doc(firestore, PHOTOS_COLLECTION, ref.id), storedImage(photo.photo));
    batch.set(doc(firestore, THUMBS_COLLECTION, ref.id), storedImage(photo.thumb));
  }
  batch.set(posterRef(uid), nextPostBookkeeping(ref.id, photo !== undefined), { merge: true });
  batch.set(authorRef(ref.id), { uid, posted_at: serverTimestamp() });
  rememberAuthored(ref.id, now);
  try {
    await batch.commit();
  } catch (error) {
    forgetAuthored(ref.id);
    if (kept) forgetOwnPosts([ref.id]);
    throw error;
  }
}

/** What explainRefusal needs of the switches: the caps. */
export type RefusalSettings = Pick<WallSettings, 'posterCap' | 'photoCap'>;

/**
 * A refusal, explained when it can be: a guest who has made posterCap posts (their
 * bookkeeping says so; only they may read it) gets a PosterCapError, and a post with a photo
 * from a guest who has posted photoCap photos a PhotoCapError. Anything else is rethrown as
 * it was.
 */
export async function explainRefusal(
  error: unknown,
  settings: RefusalSettings,
  withPhoto = false,
): Promise<never> {
  if (isPermissionDenied(error)) {
    const cap = await capReached(settings, withPhoto);
    if (cap) throw cap;
  }
  throw error;
}

/** The cap this identity has reached, asked of its bookkeeping; undefined for none. */
async function capReached(
  settings: RefusalSettings,
  withPhoto: boolean,
): Promise<PosterCapError | PhotoCapError | undefined> {
  const made = await readyToPost()
    .then(madeBy)
    .catch(() => ({ posts: 0, photos: 0 }));
  if (made.posts >= settings.posterCap) return new PosterCapError(settings.posterCap);
  if (withPhoto && made.photos >= settings.photoCap) return new PhotoCapError(settings.photoCap);
  return undefined;
}

/**
 * Whether a post refused in one place may be tried in the other (sendKnown,
 * sendBeforeSettings): only for a refusal by the rules, and for a post with a photo only when
 * no cap explains it. A photo is most of a post's upload (up to 440 KiB) and a cap refuses it
 * in both places: one small read of the bookkeeping costs less than sending the bytes again.
 */
async function mayTryElsewhere(
  error: unknown,
  draft: PostDraft,
  settings: RefusalSettings,
): Promise<void> {
  if (!isPermissionDenied(error)) throw error;
  if (draft.photo) {
    const cap = await capReached(settings, true);
    if (cap) throw cap;
  }
}

/**
 * Sends a guest's post where the switches say, and says where it went. With every switch off
 * (no provider: component tests, the bench) it goes straight onto the wall. A photo goes in
 * the post's own batch, its alt text trimmed (or "Photo from {name}" when blank); while the
 * organizer has photos off, a post with one is not sent at all (a PhotosOffError).
 */
export function sendPost(draft: PostDraft, switches: PostingSwitches): Promise<PostOutcome> {
  const authorName = draft.authorName.trim();
  const trimmed: PostDraft = {
    authorName,
    content: draft.content.trim(),
    ...(draft.photo
      ? { photo: { ...draft.photo, alt: photoAlt(draft.photo.alt, authorName) } }
      : {}),
  };
  if (switches.status === 'ready') {
    if (trimmed.photo && switches.settings.photos === 'off') {
      return Promise.reject(new PhotosOffError());
    }
    return sendKnown(trimmed, switches.settings, switches.sealed);
  }
  const { sealedWhenKnown = () => Promise.resolve(switches.sealed) } = switches;
  return sendBeforeSettings(trimmed, sealedWhenKnown);
}

/**
 * Held (approval on, or a listed word) to the waiting list, else onto the wall (kept on the
 * device while the wall is sealed). When the rules refuse the wall because a switch changed
 * while the post was typed or in flight (approval turned on, a word added), the post is held
 * instead of lost, and the other way round (the rules take a waiting post only while a switch
 * holds it); a post the rules refuse for what it is fails in both places.
 * A post with a photo is rarely sent twice: the switches here are settings/wall as this page
 * last heard it, live, so isPostHeld and isPhotoHeld (photos waiting) already send it to the
 * waiting list first; a second try needs a switch flipped in the moments the post was in
 * flight, and a cap (which refuses it in both places) is found by a read, not a second upload.
 * The pause between posts is the form's to keep (cooldown.ts).
 */
async function sendKnown(
  draft: PostDraft,
  settings: WallSettings,
  sealed: boolean,
): Promise<PostOutcome> {
  const { photo } = draft;
  const heldHere =
    isPostHeld(settings, draft.authorName, draft.content, photo?.alt) ||
    (photo !== undefined && isPhotoHeld(settings));
  try {
    if (heldHere) {
      try {
        await writeNewPost(draft, 'waiting');
        return 'held';
      } catch (error) {
        // The waiting list takes a post only while a switch holds it: one turned off while the
        // post was typed sends it onto the wall instead (refused there too, it fails there).
        await mayTryElsewhere(error, draft, settings);
      }
    }
    try {
      await writeNewPost(draft, sealed ? 'sealed' : 'wall');
      return sealed ? 'sealed' : 'posted';
    } catch (error) {
      if (heldHere) throw error;
      await mayTryElsewhere(error, draft, settings);
      await writeNewPost(draft, 'waiting');
      return 'held';
    }
  } catch (error) {
    return explainRefusal(error, settings, photo !== undefined);
  }
}

/**
 * Before settings/wall has answered no switch is known, and the post must not be taken for
 * one on an open, unmoderated wall: onto the wall, kept on the device as on a sealed wall (the
 * wall forgets it once it is known to be open), and held if the rules refuse it there
 * (approval on, a listed word). Where it went is said once the switches are known.
 */
async function sendBeforeSettings(
  draft: PostDraft,
  sealedWhenKnown: () => Promise<boolean>,
): Promise<PostOutcome> {
  try {
    try {
      await writeNewPost(draft, 'sealed');
    } catch (error) {
      await mayTryElsewhere(error, draft, DEFAULT_WALL_SETTINGS);
      await writeNewPost(draft, 'waiting');
      return 'held';
    }
  } catch (error) {
    return explainRefusal(error, DEFAULT_WALL_SETTINGS, draft.photo !== undefined);
  }
  return (await sealedWhenKnown()) ? 'sealed' : 'posted';
}
