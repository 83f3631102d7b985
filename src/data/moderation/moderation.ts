import { useEffect, useState } from 'react';
import {
  doc,
  getDocs,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { isPermissionDenied } from '../errors';
import {
  MalformedMessageError,
  cursorOf,
  parseMessageFields,
  rangeQuery,
  useWallPages,
  WALL_SOURCE,
  type PagedSource,
} from '../reading/messages';
import type { Cursor } from '../reading/pages';
import {
  AUTHORS_COLLECTION,
  DECLINED_COLLECTION,
  DELETED_COLLECTION,
  MESSAGES_COLLECTION,
  MODERATOR_PAGE,
  MODERATORS_COLLECTION,
  REMOVED_COLLECTION,
} from '../schema/schema';
import { listen } from '../../firebase/live';
import { commitInBatches, type Progress } from './batches';
import { moveToRemoved } from './removal';
import type {
  DeletedMessage,
  ModeratorCheck,
  PagedList,
  RemovedMessage,
  StoredFields,
  WallMessage,
} from './moderationTypes';

/**
 * The organizer's door to Firestore, beside the wall's (src/data/reading/messages.ts, whose
 * collection name and field parsing it reuses): the moderator check, the live lists, and the
 * batched writes of removal and restore. firestore.rules decides every one of them.
 */

/**
 * Call it before any hook below: a listener that went out before App Check was ready would be
 * refused, and the refusal would read as "not a moderator".
 */
export { useAppCheckReady } from '../../firebase/useAppCheckReady';

/**
 * Whether `email` is a moderator, live: the rules let a signed-in person read their own
 * moderators entry, which exists only for moderators. A listener rather than one read, so a
 * moderator added in the console takes effect at once, and an unreachable backend shows as
 * 'offline' (the SDK answers from its empty cache) instead of a spinner.
 */
export function useModeratorCheck(email: string): ModeratorCheck {
  const [check, setCheck] = useState<{ email: string; value: ModeratorCheck }>({
    email,
    value: 'checking',
  });
  useEffect(
    () =>
      // An account without an email cannot be on the list (its id is the email): no read.
      email === ''
        ? undefined
        : listen(
            doc(firestore, MODERATORS_COLLECTION, email),
            ({ snapshot, fromCache }) => {
              const value = fromCache
                ? 'offline'
                : snapshot.exists()
                  ? 'moderator'
                  : 'not-moderator';
              setCheck({ email, value });
            },
            (error) => {
              // permission-denied: an account the rules do not accept (e.g. unverified email).
              console.warn('Moderator check failed', error);
              setCheck({
                email,
                value: isPermissionDenied(error) ? 'not-moderator' : 'offline',
              });
            },
          ),
    [email],
  );
  if (email === '') return 'not-moderator';
  return check.email === email ? check.value : 'checking';
}

/** Every stored field as it is (a removal's copy must match the message field by field). */
function storedFields(data: DocumentData): StoredFields {
  return {
    ...data,
    author_name: typeof data.author_name === 'string' ? data.author_name : '',
    content: typeof data.content === 'string' ? data.content : '',
    created_at: data.created_at,
    // Kept through a removal and a restore, which the rules compare field by field.
    ...(data.edited_at !== undefined ? { edited_at: data.edited_at } : {}),
  };
}

/** A wall document as /moderate lists it; undefined for one the wall cannot show either. */
export function toWallMessage(snapshot: QueryDocumentSnapshot): WallMessage | undefined {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  try {
    return {
      id: snapshot.id,
      ...parseMessageFields(data),
      pending: snapshot.metadata.hasPendingWrites,
      stored: storedFields(data),
    };
  } catch (error) {
    if (!(error instanceof MalformedMessageError)) throw error;
    return undefined;
  }
}

/** A removed copy's own fields: who removed it and when. */
const REMOVAL_FIELDS: readonly string[] = ['removed_by', 'removed_at'];

export function toRemovedMessage(snapshot: QueryDocumentSnapshot): RemovedMessage | undefined {
  const message = toWallMessage(snapshot);
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  if (!message || !(data.removed_at instanceof Timestamp)) return undefined;
  // What goes back on the wall: every field but the removal's own two.
  const stored = Object.fromEntries(
    Object.entries(message.stored).filter(([field]) => !REMOVAL_FIELDS.includes(field)),
  ) as StoredFields;
  return {
    ...message,
    stored,
    removedBy: typeof data.removed_by === 'string' ? data.removed_by : '',
    removedAt: data.removed_at.toDate(),
  };
}

/** The wall's messages as /moderate lists them: live, newest first, in moderator pages. */
export type WallList = PagedList<WallMessage>;

/**
 * A live, newest-first list of one collection read a moderator page at a time (the wall's
 * pages, src/data/reading/pages.ts): the newest MODERATOR_PAGE at first, the next on loadMore().
 * `source` and `read` must be module-level constants (they are the listens' dependencies).
 */
export function usePagedList<T>(
  source: PagedSource,
  read: (snapshot: QueryDocumentSnapshot) => T | undefined,
): PagedList<T> {
  const pages = useWallPages({ read, pageSize: MODERATOR_PAGE, source });
  return {
    status: pages.status === 'loading' ? 'loading' : pages.connectionLost ? 'offline' : 'live',
    items: pages.items,
    hasMore: pages.hasMore,
    loadMore: pages.loadMore,
  };
}

/** The wall, live, newest first, read a moderator page at a time. */
export function useWallMessages(): WallList {
  return usePagedList(WALL_SOURCE, toWallMessage);
}

const REMOVED_SOURCE: PagedSource = { collection: REMOVED_COLLECTION, timeField: 'removed_at' };

/** Everything moderators removed, live, most recently removed first, in moderator pages. */
export function useRemovedMessages(): PagedList<RemovedMessage> {
  return usePagedList(REMOVED_SOURCE, toRemovedMessage);
}

export function toDeletedMessage(snapshot: QueryDocumentSnapshot): DeletedMessage | undefined {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  if (!(data.deleted_at instanceof Timestamp)) return undefined;
  return {
    id: snapshot.id,
    authorName: typeof data.author_name === 'string' ? data.author_name : '',
    deletedAt: data.deleted_at.toDate(),
  };
}

const DELETED_SOURCE: PagedSource = { collection: DELETED_COLLECTION, timeField: 'deleted_at' };

/**
 * The messages guests took back themselves, live, most recent first (names and times), in
 * moderator pages.
 */
export function useDeletedMessages(): PagedList<DeletedMessage> {
  return usePagedList(DELETED_SOURCE, toDeletedMessage);
}

/**
 * Commits `messages` as batched writes, a few messages to a batch (commitInBatches says how
 * many and why): `write` adds one message's writes to its batch, which commits them together
 * or not at all. Removal, restore, approval and decline all go through here.
 */
export function writeInBatches(
  messages: readonly WallMessage[],
  write: (batch: WriteBatch, message: WallMessage) => void,
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return commitInBatches(
    messages,
    async (group) => {
      const batch = writeBatch(firestore);
      for (const message of group) write(batch, message);
      await batch.commit();
    },
    onProgress,
  );
}

/**
 * Adds to `batch` the copy of a declined `message` kept in removed_messages, with who and
 * when, and the end of its author's hold on it: authors/{id} deleted (whether it exists or
 * not: a moderator cannot read it), as firestore.rules demand of a decline (a removal writes
 * the same in its transaction, src/data/moderation/removal.ts). So a message the organizer takes down
 * and puts back is not its author's to edit or delete any more.
 */
export function keepRemovedCopy(batch: WriteBatch, message: WallMessage, removedBy: string): void {
  batch.set(doc(firestore, REMOVED_COLLECTION, message.id), {
    ...message.stored,
    removed_by: removedBy,
    removed_at: serverTimestamp(),
  });
  batch.delete(doc(firestore, AUTHORS_COLLECTION, message.id));
}

/**
 * Takes messages off the wall, keeping each in removed_messages with who removed it and
 * when: a few messages to a transaction (src/data/moderation/removal.ts), which reads each message
 * again and copies it as the server holds it, so a guest's reaction landing meanwhile costs
 * a retry, not a refusal. The wall's listeners see the deletions and drop the cards.
 */
export function removeMessages(
  messages: readonly WallMessage[],
  removedBy: string,
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  // A message still being written from this browser (a restore in flight) is not on the
  // server yet: it is left for once it is.
  return commitInBatches(
    messages.filter((message) => !message.pending),
    (group) =>
      moveToRemoved(
        firestore,
        group.map((message) => message.id),
        removedBy,
      ),
    onProgress,
  );
}

/**
 * Puts removed messages back on the wall exactly as they were, original time included, and
 * deletes their removed copies in the same batch (the rules allow neither alone). A declined
 * post's marker goes in that batch too (deleting one that does not exist changes nothing), so
 * a guest's device, which forgets a post once it sees its marker, keeps the post back on the
 * wall.
 */
export function restoreMessages(
  messages: readonly WallMessage[],
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return writeInBatches(
    messages,
    (batch, message) => {
      batch.set(doc(firestore, MESSAGES_COLLECTION, message.id), message.stored);
      batch.delete(doc(firestore, REMOVED_COLLECTION, message.id));
      batch.delete(doc(firestore, DECLINED_COLLECTION, message.id));
    },
    onProgress,
  );
}

/**
 * Reads every message on the wall, newest first, a moderator page at a time (the rules
 * refuse any list over MODERATOR_PAGE), each page starting after the last one's cursor
 * values: for the exports and the keepsake, which must hold all of them. `onPage` hears the
 * count read so far after each page. Not live: a copy of the wall as it was while read.
 */
export async function readWholeWall(
  onPage?: (read: number) => void,
  pageSize = MODERATOR_PAGE,
): Promise<WallMessage[]> {
  const all: WallMessage[] = [];
  let after: Cursor | undefined;
  for (;;) {
    const page = await getDocs(rangeQuery(firestore, { key: 'export', after }, pageSize));
    for (const snapshot of page.docs) {
      const message = toWallMessage(snapshot);
      if (message) all.push(message);
    }
    onPage?.(all.length);
    const last = page.docs.at(-1);
    after = last ? cursorOf(last) : undefined;
    if (page.size < pageSize || !after) return all;
  }
}

/** The whole wall for the keepsake: read once, in pages, with how many have come so far. */
export type WholeWall =
  | { status: 'loading'; read: number }
  | { status: 'live'; items: WallMessage[] }
  | { status: 'offline'; error: unknown };

export function useWholeWall(): WholeWall {
  const [state, setState] = useState<WholeWall>({ status: 'loading', read: 0 });
  useEffect(() => {
    let current = true;
    readWholeWall((read) => current && setState({ status: 'loading', read })).then(
      (items) => current && setState({ status: 'live', items }),
      (error: unknown) => {
        console.error('The wall could not be read for the keepsake', error);
        if (current) setState({ status: 'offline', error });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
