import { useEffect, useState } from 'react';
import {
  collection,
  disableNetwork,
  doc,
  enableNetwork,
  serverTimestamp,
} from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { listen } from '../../firebase/live';
import { readyToPost } from '../posting/identity';
import { postsMadeBy, writePost } from '../posting/bookkeeping';
import { PosterCapError } from '../posting/refusals';
import {
  DECLINED_COLLECTION,
  DEFAULT_POSTER_CAP,
  MESSAGES_COLLECTION,
  PENDING_COLLECTION,
  SETTINGS_COLLECTION,
  WALL_SETTINGS_ID,
} from '../schema/schema';
import {
  forgetOwnPosts,
  markOwnPostsShown,
  rememberOwnPost,
  type OwnPost,
} from '../device/waitingPosts';
import {
  DEFAULT_WALL_SETTINGS,
  isPostHeld,
  isSealedAt,
  nextSealCheckMs,
  parseWallSettings,
  type WallSettings,
  type WallSettingsState,
} from '../schema/wallSettings';

/**
 * The organizer's switches, the wall's side of the door: settings/wall (read live by every
 * open wall and screen), the waiting list a held post goes to, and the markers that tell a
 * visitor's device what became of their waiting posts. /moderate's writes sit beside it in
 * src/data/approval.ts. firestore.rules decides every one of them.
 */

export function wallSettingsRef() {
  return doc(firestore, SETTINGS_COLLECTION, WALL_SETTINGS_ID);
}

/**
 * settings/wall, live: one document read per visit, and one more each time the organizer
 * flips a switch. A missing document, an unreachable backend or a refusal all read as every
 * switch off (the spec's wall); the rules still hold whatever is really set.
 */
export function useWallSettings(): WallSettingsState {
  const [state, setState] = useState<WallSettingsState>({
    status: 'loading',
    settings: DEFAULT_WALL_SETTINGS,
  });
  useEffect(
    () =>
      listen(
        wallSettingsRef(),
        ({ snapshot }) =>
          setState({ status: 'ready', settings: parseWallSettings(snapshot.data()) }),
        (error) => {
          console.error('The wall settings could not load', error);
          setState((was) => ({ ...was, status: 'ready' }));
        },
      ),
    [],
  );
  return state;
}

/**
 * Whether the wall is sealed now, following the clock: it turns false by itself at
 * sealedUntil (one timer, in steps setTimeout can take; no polling).
 */
export function useSealed(settings: WallSettings): boolean {
  const until = settings.sealedUntil?.getTime() ?? null;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (until === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const at = new Date();
      setNow(at);
      const wait = nextSealCheckMs(new Date(until), at);
      if (wait > 0) timer = setTimeout(check, wait);
    };
    check();
    return () => clearTimeout(timer);
  }, [until]);
  return isSealedAt(settings, now);
}

/**
 * Opens a new connection to Firestore. The emulator judges a listen by the time its stream
 * opened (measured here: a wall listened on a stream opened before the seal's moment stays
 * refused after it), so a wall that has just opened listens again on a fresh stream.
 */
export async function reconnect(): Promise<void> {
  await disableNetwork(firestore);
  await enableNetwork(firestore);
}

/** The fields a visitor's post is stored with, in pending_messages as in messages. */
function postFields(post: Pick<OwnPost, 'authorName' | 'content'>) {
  return {
    author_name: post.authorName,
    content: post.content,
    created_at: serverTimestamp(),
  };
}

/**
 * Sends a post to `collectionName` under an id chosen here, made by the guest's identity in
 * one batch with its bookkeeping (posting/bookkeeping.ts), remembered on this device first
 * (so a reload while it is in flight still shows it) and forgotten if it is refused.
 */
export async function sendRemembered(
  collectionName: string,
  draft: Pick<OwnPost, 'authorName' | 'content'>,
  held: boolean,
): Promise<void> {
  const uid = await readyToPost();
  const ref = doc(collection(firestore, collectionName));
  rememberOwnPost({ id: ref.id, ...draft, postedAt: Date.now(), held });
  try {
    await writePost(uid, ref, postFields(draft));
  } catch (error) {
    forgetOwnPosts([ref.id]);
    throw error;
  }
}

/** Holds a post for the host: into pending_messages, remembered on this device as waiting. */
export function holdPost(draft: Pick<OwnPost, 'authorName' | 'content'>): Promise<void> {
  return sendRemembered(PENDING_COLLECTION, draft, true);
}

/** Posts onto a sealed wall, remembered on this device until the wall opens. */
export function postWhileSealed(draft: Pick<OwnPost, 'authorName' | 'content'>): Promise<void> {
  return sendRemembered(MESSAGES_COLLECTION, draft, false);
}

/**
 * Watches what became of the visitor's waiting posts, without reading pending_messages
 * (visitors may not): the message on the wall by its id means approved, a declined marker by
 * its id means declined; either way the device forgets it. Two listens per waiting post.
 */
export function useOwnPostDecisions(posts: readonly OwnPost[]): void {
  const waiting = posts
    .filter((post) => post.held)
    .map((post) => post.id)
    .join(',');
  useEffect(() => {
    if (waiting === '') return undefined;
    const stops = waiting.split(',').flatMap((id) =>
      [MESSAGES_COLLECTION, DECLINED_COLLECTION].map((name) =>
        listen(
          doc(firestore, name, id),
          ({ snapshot }) => {
            // From the cache, an absent document says nothing; a present one always counts.
            if (!snapshot.exists()) return;
            // Approved: no longer waiting, but kept like a post on the sealed wall (the wall
            // forgets those once it is open), so a sealed wall still shows it.
            if (name === MESSAGES_COLLECTION) markOwnPostsShown([id]);
            else forgetOwnPosts([id]);
          },
          (error) => console.warn(`Could not follow the post ${id}`, error),
        ),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [waiting]);
}

/** Where a post went: onto the wall, to the host's waiting list, or onto the sealed wall. */
export type PostOutcome = 'posted' | 'held' | 'sealed';

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error
    ? error.code === 'permission-denied'
    : false;
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
 * Sends a visitor's post where the switches say: held (approval on, or a listed word) to the
 * waiting list, else onto the wall (kept on the device while the wall is sealed). With every
 * switch off this is exactly postMessage. When the rules refuse the wall because a switch
 * changed while the post was typed or in flight (approval turned on, a word added), the post
 * is held instead of lost, and the other way round (the rules take a waiting post only while
 * a switch holds it); a post the rules refuse for what it is fails in both places.
 */
export async function sendPost(
  draft: Pick<OwnPost, 'authorName' | 'content'>,
  settings: WallSettings,
  sealed: boolean,
  post: (draft: Pick<OwnPost, 'authorName' | 'content'>) => Promise<void>,
): Promise<PostOutcome> {
  const trimmed = { authorName: draft.authorName.trim(), content: draft.content.trim() };
  const heldHere = isPostHeld(settings, trimmed.authorName, trimmed.content);
  try {
    if (heldHere) {
      try {
        await holdPost(trimmed);
        return 'held';
      } catch (error) {
        // The waiting list takes a post only while a switch holds it: one turned off while the
        // post was typed sends it onto the wall instead (refused there too, it fails there).
        if (!isPermissionDenied(error)) throw error;
      }
    }
    try {
      await (sealed ? postWhileSealed(trimmed) : post(trimmed));
      return sealed ? 'sealed' : 'posted';
    } catch (error) {
      if (heldHere || !isPermissionDenied(error)) throw error;
      await holdPost(trimmed);
      return 'held';
    }
  } catch (error) {
    return explainRefusal(error, settings.posterCap);
  }
}

/**
 * Sends a visitor's post before settings/wall has answered, when no switch is known: onto the
 * wall, kept on the device as on a sealed wall (the wall forgets it once it is known to be
 * open), and held if the rules refuse it there (approval on, a listed word). Where it went is
 * said once the switches are known: `sealedWhenKnown` resolves with whether the wall is sealed.
 */
export async function sendPostBeforeSettings(
  draft: Pick<OwnPost, 'authorName' | 'content'>,
  sealedWhenKnown: () => Promise<boolean>,
): Promise<PostOutcome> {
  const trimmed = { authorName: draft.authorName.trim(), content: draft.content.trim() };
  try {
    try {
      await postWhileSealed(trimmed);
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      await holdPost(trimmed);
      return 'held';
    }
  } catch (error) {
    return explainRefusal(error, DEFAULT_POSTER_CAP);
  }
  return (await sealedWhenKnown()) ? 'sealed' : 'posted';
}
