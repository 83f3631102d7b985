import { isPermissionDenied } from '../errors';
import { photoAltText } from '../schema/text';
import type { PostDraft } from '../schema/types';
import {
  DEFAULT_WALL_SETTINGS,
  isPhotoHeld,
  isPostHeld,
  type WallSettings,
} from '../schema/wallSettings';
import { capReached, explainRefusal, type RefusalSettings } from './explainRefusal';
import { writeNewPost } from './writeNewPost';

/**
 * Where a guest's new post goes, by the wall settings: onto the wall, to the waiting list, or
 * onto the sealed wall, tried in the other place when the rules refuse it in one. The batch is
 * writeNewPost.ts's; a refusal is explained by explainRefusal.ts.
 */

/** Where a post went: onto the wall, to the host's waiting list, or onto the sealed wall. */
export type PostOutcome = 'posted' | 'held' | 'sealed';

/** What sendPost needs of the wall settings (handed down by wallSettingsContext.ts). */
export interface PostingSettings {
  /** 'loading' until settings/wall has answered once. */
  status: 'loading' | 'ready';
  settings: WallSettings;
  /** Visitors cannot read the wall now. */
  sealed: boolean;
  /** Resolves, once settings/wall has answered, with whether the wall is sealed. */
  sealedWhenKnown?: () => Promise<boolean>;
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
  uid: string,
  settings: RefusalSettings,
): Promise<void> {
  if (!isPermissionDenied(error)) throw error;
  if (draft.photo) {
    const cap = await capReached(uid, settings, true);
    if (cap) throw cap;
  }
}

/**
 * Sends a guest's post, by the identity `uid` (the form's readyToPost, made before anything is
 * sent), where the wall settings say, and says where it went. With every switch off (no
 * provider: component tests, the bench) it goes straight onto the wall. A photo goes in the
 * post's own batch, its alt text trimmed (or photoAltText's default when blank). A photo while
 * the organizer has photos off is the form's to stop before anything is sent (the rules refuse
 * it here too).
 */
export function sendPost(
  draft: PostDraft,
  inForce: PostingSettings,
  uid: string,
): Promise<PostOutcome> {
  const authorName = draft.authorName.trim();
  const trimmed: PostDraft = {
    authorName,
    content: draft.content.trim(),
    ...(draft.photo
      ? { photo: { ...draft.photo, alt: photoAltText(draft.photo.alt, authorName) } }
      : {}),
  };
  if (inForce.status === 'ready') {
    return sendKnown(trimmed, uid, inForce.settings, inForce.sealed);
  }
  const { sealedWhenKnown = () => Promise.resolve(inForce.sealed) } = inForce;
  return sendBeforeSettings(trimmed, uid, sealedWhenKnown);
}

/**
 * Held (approval on, or a listed word) to the waiting list, else onto the wall (kept on the
 * device while the wall is sealed). When the rules refuse the wall because a switch changed
 * while the post was typed or in flight (approval turned on, a word added), the post is held
 * instead of lost, and the other way round (the rules take a waiting post only while a switch
 * holds it); a post the rules refuse for what it is fails in both places.
 * A post with a photo is rarely sent twice: the wall settings here are settings/wall as this page
 * last heard it, live, so isPostHeld and isPhotoHeld (photos waiting) already send it to the
 * waiting list first; a second try needs a switch flipped in the moments the post was in
 * flight, and a cap (which refuses it in both places) is found by a read, not a second upload.
 * The pause between posts is the form's to keep (cooldown.ts).
 */
async function sendKnown(
  draft: PostDraft,
  uid: string,
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
        await writeNewPost(draft, 'waiting', uid);
        return 'held';
      } catch (error) {
        // The waiting list takes a post only while a switch holds it: one turned off while the
        // post was typed sends it onto the wall instead (refused there too, it fails there).
        await mayTryElsewhere(error, draft, uid, settings);
      }
    }
    try {
      await writeNewPost(draft, sealed ? 'sealed' : 'wall', uid);
      return sealed ? 'sealed' : 'posted';
    } catch (error) {
      if (heldHere) throw error;
      await mayTryElsewhere(error, draft, uid, settings);
      await writeNewPost(draft, 'waiting', uid);
      return 'held';
    }
  } catch (error) {
    return explainRefusal(error, uid, settings, photo !== undefined);
  }
}

/**
 * Before settings/wall has answered no switch is known, and the post must not be taken for
 * one on an open, unmoderated wall: onto the wall, kept on the device as on a sealed wall (the
 * wall forgets it once it is known to be open), and held if the rules refuse it there
 * (approval on, a listed word). Where it went is said once the wall settings are known.
 */
async function sendBeforeSettings(
  draft: PostDraft,
  uid: string,
  sealedWhenKnown: () => Promise<boolean>,
): Promise<PostOutcome> {
  try {
    try {
      await writeNewPost(draft, 'sealed', uid);
    } catch (error) {
      await mayTryElsewhere(error, draft, uid, DEFAULT_WALL_SETTINGS);
      await writeNewPost(draft, 'waiting', uid);
      return 'held';
    }
  } catch (error) {
    return explainRefusal(error, uid, DEFAULT_WALL_SETTINGS, draft.photo !== undefined);
  }
  return (await sealedWhenKnown()) ? 'sealed' : 'posted';
}
