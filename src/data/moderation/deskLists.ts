import { Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useLivePages, WALL_SOURCE, type PagedSource } from '../reading/livePages';
import { MalformedMessageError, parseMessageFields } from '../reading/parseMessage';
import {
  DELETED_COLLECTION,
  MODERATOR_PAGE,
  PENDING_COLLECTION,
  REMOVED_COLLECTION,
} from '../schema/schema';
import type {
  DeletedMessage,
  DeskMessage,
  PagedList,
  RemovedMessage,
  StoredFields,
} from './moderationTypes';

/**
 * The desk's live lists: the wall, the waiting posts, the removed and the taken-back
 * messages, each read a moderator page at a time through the wall's pager
 * (reading/livePages.ts) and parsed as the wall parses a message (reading/parseMessage.ts),
 * with every stored field kept for the writes that copy it.
 */

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
export function toDeskMessage(snapshot: QueryDocumentSnapshot): DeskMessage | undefined {
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
  const message = toDeskMessage(snapshot);
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
export type WallList = PagedList<DeskMessage>;

/**
 * A live, newest-first list of one collection read a moderator page at a time (the wall's
 * pages, src/data/reading/pagination.ts): the newest MODERATOR_PAGE at first, the next on loadMore().
 * `source` and `read` must be module-level constants (they are the listens' dependencies).
 */
export function usePagedList<T>(
  source: PagedSource,
  read: (snapshot: QueryDocumentSnapshot) => T | undefined,
): PagedList<T> {
  const pages = useLivePages({ read, pageSize: MODERATOR_PAGE, source });
  return {
    status: pages.status === 'loading' ? 'loading' : pages.connectionLost ? 'offline' : 'live',
    items: pages.items,
    hasMore: pages.hasMore,
    loadMore: pages.loadMore,
  };
}

/** The wall, live, newest first, read a moderator page at a time. */
export function useWallMessages(): WallList {
  return usePagedList(WALL_SOURCE, toDeskMessage);
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

const PENDING_SOURCE: PagedSource = { collection: PENDING_COLLECTION, timeField: 'created_at' };

/** Posts waiting for a moderator, live, newest first, in moderator pages. */
export function usePendingMessages(): PagedList<DeskMessage> {
  return usePagedList(PENDING_SOURCE, toDeskMessage);
}
