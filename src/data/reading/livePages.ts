import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  collection,
  documentId,
  endAt,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { listen } from '../../firebase/live';
import type { Cursor, Entry, PageRange } from './pagination';
import { initialPages, pagesReducer, type PagesState } from './paginationState';
import { MESSAGES_COLLECTION } from '../schema/schema';

/**
 * A live list read in pages, newest first: the wall's (liveMessages.ts) and /moderate's
 * (moderation/deskLists.ts). Which ranges to listen to is pure, in pagination.ts; the reducer
 * that keeps their state in paginationState.ts; this turns each range into a query and feeds
 * the snapshots back.
 */

/**
 * What a paged list reads: a collection, newest first by one timestamp field. The wall is
 * messages by created_at; /moderate pages its waiting and removed lists the same way.
 */
export interface PagedSource {
  collection: string;
  timeField: string;
}

export const WALL_SOURCE: PagedSource = {
  collection: MESSAGES_COLLECTION,
  timeField: 'created_at',
};

/** Newest first, ties in the time field by document id (a total order). */
function newestFirst(timeField: string) {
  return [orderBy(timeField, 'desc'), orderBy(documentId(), 'desc')] as const;
}

/**
 * One range of a paged list (the wall by default), newest first, bounded by cursor values
 * (pagination.ts) and by `size`, which the rules require of every list of messages
 * (MESSAGES_PAGE for visitors).
 */
export function rangeQuery(
  db: Firestore,
  range: PageRange,
  size: number,
  source: PagedSource = WALL_SOURCE,
) {
  const bounds = [
    ...(range.after ? [startAfter(toTimestamp(range.after), range.after.id)] : []),
    ...(range.endAt ? [endAt(toTimestamp(range.endAt), range.endAt.id)] : []),
  ];
  return query(
    collection(db, source.collection),
    ...newestFirst(source.timeField),
    ...bounds,
    limit(size),
  );
}

const toTimestamp = (cursor: Cursor) => new Timestamp(cursor.seconds, cursor.nanoseconds);

export interface LivePagesOptions<T> {
  /** Reads one document into what the list holds; undefined skips it. */
  read: (doc: QueryDocumentSnapshot) => T | undefined;
  /** Documents per range: the first page, each "Show more", the rules' bound. */
  pageSize: number;
  /**
   * One page that slides as posts arrive (the screen), rather than a wall that keeps every
   * card it has shown and pages down (the home page's wall, /moderate).
   */
  slide?: boolean;
  /** Listens afresh after a refusal (a sealed wall that has just opened). */
  attempt?: number;
  /** The list read: the wall unless said (a module-level constant: its fields are deps). */
  source?: PagedSource;
  /**
   * Keeps a refusal as 'loading' instead of throwing it, while the caller cannot yet tell a
   * sealed wall's refusal (nothing wrong) from a failure (the wall listens to its first page
   * before settings/wall has answered, in the same round trip).
   */
  holdError?: boolean;
}

export interface LivePages<T> {
  status: 'loading' | 'ready';
  items: T[];
  /** True once the list, having been live, is served from the SDK's cache. */
  connectionLost: boolean;
  /** Whether older messages may exist below those loaded. */
  hasMore: boolean;
  /** Reads the next page, live; nothing while one is on its way or none is left. */
  loadMore: () => void;
}

/** A document's place in a list's order; undefined when it has no stored time. */
export function cursorOf(
  doc: QueryDocumentSnapshot,
  timeField = WALL_SOURCE.timeField,
): Cursor | undefined {
  const at: unknown = doc.get(timeField, { serverTimestamps: 'estimate' });
  return at instanceof Timestamp
    ? { seconds: at.seconds, nanoseconds: at.nanoseconds, id: doc.id }
    : undefined;
}

/**
 * A list (the wall unless `source` says), newest first, live, read in pages (pagination.ts):
 * the newest page at first, one more per loadMore(), a range opened on any gap, every range
 * listened to until the page goes. A load failure is thrown for the error boundary (the
 * wall's: the spec's path).
 */
export function useLivePages<T>({
  read,
  pageSize,
  slide = false,
  attempt = 0,
  source = WALL_SOURCE,
  holdError = false,
}: LivePagesOptions<T>): LivePages<T> {
  const db = firestore;
  const { collection: collectionName, timeField } = source;
  const [state, dispatch] = useReducer(pagesReducer<T>, undefined, (): PagesState<T> =>
    initialPages(pageSize, slide, attempt),
  );
  if (state.attempt !== attempt || state.pageSize !== pageSize || state.slide !== slide) {
    dispatch({ type: 'reset', pageSize, slide, attempt });
  }
  const listening = useRef(new Map<string, () => void>());
  useEffect(() => {
    for (const range of state.ranges) {
      if (listening.current.has(range.key)) continue;
      listening.current.set(
        range.key,
        listen(
          rangeQuery(db, range, state.pageSize, { collection: collectionName, timeField }),
          ({ snapshot, fromCache }) => {
            const entries: Entry<T>[] = [];
            for (const doc of snapshot.docs) {
              const cursor = cursorOf(doc, timeField);
              const item = cursor && read(doc);
              if (cursor && item) {
                entries.push({ cursor, pending: doc.metadata.hasPendingWrites, item });
              }
            }
            dispatch({
              type: 'answer',
              key: range.key,
              result: { entries, full: snapshot.size >= state.pageSize },
              fromCache,
            });
          },
          (error) => dispatch({ type: 'error', error }),
        ),
      );
    }
  }, [db, state.ranges, state.pageSize, read, collectionName, timeField]);
  useEffect(() => {
    const stops = listening.current;
    return () => {
      for (const stop of stops.values()) stop();
      stops.clear();
    };
  }, [db, attempt, pageSize, slide, collectionName, timeField]);
  const loadMore = useCallback(() => dispatch({ type: 'more' }), []);
  const items = useMemo(() => state.entries.map((entry) => entry.item), [state.entries]);
  if (state.error && !holdError) throw state.error;
  return {
    status: state.answered && !state.error ? 'ready' : 'loading',
    items,
    connectionLost: state.sync === 'lost',
    hasMore: state.hasMore,
    loadMore,
  };
}
