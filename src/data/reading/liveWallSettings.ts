import { useEffect, useState } from 'react';
import { disableNetwork, doc, enableNetwork } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { listen } from '../../firebase/live';
import {
  DECLINED_COLLECTION,
  MESSAGES_COLLECTION,
  SETTINGS_COLLECTION,
  WALL_SETTINGS_ID,
} from '../schema/schema';
import { forgetOwnPosts, markOwnPostsShown, type OwnPost } from '../device/waitingPosts';
import {
  DEFAULT_WALL_SETTINGS,
  isSealedAt,
  nextSealCheckMs,
  parseWallSettings,
  type WallSettings,
  type WallSettingsState,
} from '../schema/wallSettings';

/**
 * The wall settings as the wall reads them: settings/wall (read live by every open
 * wall and screen), the seal's clock, and the markers that tell a visitor's device what became
 * of their waiting posts. Where a post goes by them is posting/sendPost.ts; /moderate's writes are
 * moderation/approval.ts. firestore.rules decides every one of them.
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
