import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { forgetAuthored, rememberAuthored } from '../device/postedHere';
import { forgetOwnPosts, rememberOwnPost } from '../device/waitingPosts';
import { isPermissionDenied } from '../errors';
import { DEFAULT_POSTER_CAP, MESSAGES_COLLECTION, PENDING_COLLECTION } from '../schema/schema';
import type { MessageDraft } from '../schema/types';
import { isPostHeld, type WallSettings } from '../schema/wallSettings';
import { authorRef, nextPostBookkeeping, posterRef, postsMadeBy } from './bookkeeping';
import { readyToPost } from './identity';
import { PosterCapError } from './refusals';

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
 * (reaction counts come later), and created_at only by the server's clock.
 */
function storedPost(draft: MessageDraft) {
  return { author_name: draft.authorName, content: draft.content, created_at: serverTimestamp() };
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
async function writeNewPost(draft: MessageDraft, to: Destination): Promise<void> {
  const uid = await readyToPost();
  const ref = doc(
    collection(firestore, to === 'waiting' ? PENDING_COLLECTION : MESSAGES_COLLECTION),
  );
  const kept = to !== 'wall';
  const now = Date.now();
  if (kept) rememberOwnPost({ id: ref.id, ...draft, postedAt: now, held: to === 'waiting' });
  const batch = writeBatch(firestore);
  batch.set(ref, storedPost(draft));
  batch.set(posterRef(uid), nextPostBookkeeping(ref.id), { merge: true });
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

/**
 * A refusal, explained when it can be: a guest who has made `cap` posts (their bookkeeping
 * says so; only they may read it) gets a PosterCapError. Anything else is rethrown as it was.
 */
export async function explainRefusal(error: unknown, cap: number): Promise<never> {
  if (isPermissionDenied(error)) {
    const made = await readyToPost()
      .then(postsMadeBy)
      .catch(() => 0);
    if (made >= cap) throw new PosterCapError(cap);
  }
  throw error;
}

/**
 * Sends a guest's post where the switches say, and says where it went. With every switch off
 * (no provider: component tests, the bench) it goes straight onto the wall.
 */
export function sendPost(draft: MessageDraft, switches: PostingSwitches): Promise<PostOutcome> {
  const trimmed = { authorName: draft.authorName.trim(), content: draft.content.trim() };
  if (switches.status === 'ready') return sendKnown(trimmed, switches.settings, switches.sealed);
  const { sealedWhenKnown = () => Promise.resolve(switches.sealed) } = switches;
  return sendBeforeSettings(trimmed, sealedWhenKnown);
}

/**
 * Held (approval on, or a listed word) to the waiting list, else onto the wall (kept on the
 * device while the wall is sealed). When the rules refuse the wall because a switch changed
 * while the post was typed or in flight (approval turned on, a word added), the post is held
 * instead of lost, and the other way round (the rules take a waiting post only while a switch
 * holds it); a post the rules refuse for what it is fails in both places.
 */
async function sendKnown(
  draft: MessageDraft,
  settings: WallSettings,
  sealed: boolean,
): Promise<PostOutcome> {
  const heldHere = isPostHeld(settings, draft.authorName, draft.content);
  try {
    if (heldHere) {
      try {
        await writeNewPost(draft, 'waiting');
        return 'held';
      } catch (error) {
        // The waiting list takes a post only while a switch holds it: one turned off while the
        // post was typed sends it onto the wall instead (refused there too, it fails there).
        if (!isPermissionDenied(error)) throw error;
      }
    }
    try {
      await writeNewPost(draft, sealed ? 'sealed' : 'wall');
      return sealed ? 'sealed' : 'posted';
    } catch (error) {
      if (heldHere || !isPermissionDenied(error)) throw error;
      await writeNewPost(draft, 'waiting');
      return 'held';
    }
  } catch (error) {
    return explainRefusal(error, settings.posterCap);
  }
}

/**
 * Before settings/wall has answered no switch is known, and the post must not be taken for
 * one on an open, unmoderated wall: onto the wall, kept on the device as on a sealed wall (the
 * wall forgets it once it is known to be open), and held if the rules refuse it there
 * (approval on, a listed word). Where it went is said once the switches are known.
 */
async function sendBeforeSettings(
  draft: MessageDraft,
  sealedWhenKnown: () => Promise<boolean>,
): Promise<PostOutcome> {
  try {
    try {
      await writeNewPost(draft, 'sealed');
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      await writeNewPost(draft, 'waiting');
      return 'held';
    }
  } catch (error) {
    return explainRefusal(error, DEFAULT_POSTER_CAP);
  }
  return (await sealedWhenKnown()) ? 'sealed' : 'posted';
}
