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
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { listen } from '../../firebase/live';
import type { Cursor, Entry, PageRange } from './pages';
import { initialPages, pagesReducer, type PagesState } from './pagesState';
import { useForgetLeavingPhotos } from './photos';
import {
  AUTHOR_NAME_MAX,
  CONTENT_MAX,
  MESSAGES_COLLECTION,
  MESSAGES_PAGE,
  PHOTO_ALT_MAX,
  PHOTO_EDGE_MAX,
  REACTION_KINDS,
} from '../schema/schema';
import { cleanText, cutToLimit, isBlank } from '../schema/text';
import type { Message, MessagePhoto, ReactionCounts, ReactionKind } from '../schema/types';

/**
 * The wall as read: the stored document's parsing and the live pages. Components get
 * `useMessages()`; a new post is written by posting/post.ts. The pages' logic is pure, in
 * pages.ts; the reducer that keeps their state in pagesState.ts.
 */
/** Shown for a stored message whose author name is missing or blank. */
export const UNKNOWN_AUTHOR = 'A friend';

/**
 * The document as stored (schema.ts: MESSAGE_FIELDS). A post has exactly the first three
 * keys; `edited_at` comes with its author's edit, `reactions` with the first reaction
 * (src/data/posting/reactions.ts), one whole-number count per kind, a kind absent being 0.
 */
export interface MessageDoc {
  author_name: string;
  content: string;
  created_at: Timestamp;
  /** Set by its author's edit only (src/data/posting/editAndDelete.ts). */
  edited_at?: Timestamp;
  reactions?: Partial<Record<ReactionKind, number>>;
  /** A post with a photo: its size and alt text (the bytes are in photos/ and thumbs/). */
  photo?: { width: number; height: number; alt: string };
}

export type MessageFields = Omit<Message, 'id' | 'pending'>;

/** Every kind's count from a stored `reactions` map: absent, or not a whole number >= 0, is 0. */
export function parseReactions(value: unknown): ReactionCounts {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const counts = {} as Record<ReactionKind, number>;
  for (const kind of REACTION_KINDS) {
    const count = stored[kind];
    counts[kind] =
      typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 0;
  }
  return counts;
}

const isEdge = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= PHOTO_EDGE_MAX;

/**
 * A stored `photo` field as the card shows it, or undefined: a field the card could not keep
 * a sensible place for (no whole, positive size within the rules' bound) reads as no photo,
 * so the message still shows. A blank or missing alt text becomes "Photo from {name}".
 */
export function parsePhoto(value: unknown, authorName: string): MessagePhoto | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { width, height, alt } = value as Record<string, unknown>;
  if (!isEdge(width) || !isEdge(height)) return undefined;
  const text = typeof alt === 'string' ? cleanText(alt, true).trim() : '';
  return {
    width,
    height,
    alt: isBlank(text) ? `Photo from ${authorName}` : cutToLimit(text, PHOTO_ALT_MAX),
  };
}

/** A stored document the wall cannot show (no text, no time); it is skipped. */
export class MalformedMessageError extends Error {
  override name = 'MalformedMessageError';
}

/**
 * Reads a stored document's fields. The rules admit only well-formed messages, but a
 * document written around them (console, admin tools) must not break the wall: a blank or
 * missing name is repaired, control characters are dropped, over-long text is cut to the
 * limits, and a document without text or a timestamp throws MalformedMessageError.
 */
export function parseMessageFields(data: Readonly<Record<string, unknown>>): MessageFields {
  const {
    author_name: authorName,
    content,
    created_at: createdAt,
    edited_at: editedAt,
    reactions,
    photo,
  } = data;
  const text = typeof content === 'string' ? cleanText(content, false) : '';
  if (isBlank(text)) throw new MalformedMessageError('content is missing or blank');
  if (!(createdAt instanceof Timestamp)) {
    throw new MalformedMessageError('created_at is not a timestamp');
  }
  const name = typeof authorName === 'string' ? cleanText(authorName, true).trim() : '';
  const shownName = isBlank(name) ? UNKNOWN_AUTHOR : cutToLimit(name, AUTHOR_NAME_MAX);
  const shownPhoto = parsePhoto(photo, shownName);
  return {
    authorName: shownName,
    content: cutToLimit(text, CONTENT_MAX),
    createdAt: createdAt.toDate(),
    ...(editedAt instanceof Timestamp ? { editedAt: editedAt.toDate() } : {}),
    reactions: parseReactions(reactions),
    ...(shownPhoto ? { photo: shownPhoto } : {}),
  };
}

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
 * (pages.ts) and by `size`, which the rules require of every list of messages
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

/** The part of a QuerySnapshot the wall reads (a plain object in tests). */
export interface MessageSnapshot {
  docs: readonly {
    id: string;
    metadata: { hasPendingWrites: boolean };
    data(options: SnapshotOptions): DocumentData;
  }[];
}

/**
 * Maps a snapshot to messages. A post still in flight (latency compensation) has no server
 * time yet: reading it as the SDK's estimate keeps the card in place instead of showing
 * nothing, then the server's time replaces it. A document the wall cannot show is skipped.
 */
export function toMessages(snapshot: MessageSnapshot): Message[] {
  const messages: Message[] = [];
  for (const doc of snapshot.docs) {
    try {
      const fields = parseMessageFields(doc.data({ serverTimestamps: 'estimate' }));
      messages.push({ id: doc.id, ...fields, pending: doc.metadata.hasPendingWrites });
    } catch (error) {
      if (!(error instanceof MalformedMessageError)) throw error;
      console.warn(`Skipped message ${doc.id}: ${error.message}`);
    }
  }
  return messages;
}

export interface MessagesState {
  status: 'loading' | 'ready';
  messages: Message[];
  /** True once the list, having been live, is served from the SDK's cache. */
  connectionLost?: boolean;
  /** Whether older messages may exist below those loaded ("Show more"). */
  hasMore?: boolean;
  /** Reads the next page, live; nothing while one is on its way or none is left. */
  loadMore?: () => void;
}

export interface WallPagesOptions<T> {
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

export interface WallPages<T> {
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
 * The wall, newest first, live, read in pages (pages.ts): the newest page at first, one
 * more per loadMore(), a range opened on any gap, every range listened to until the page
 * goes. A load failure is thrown for the error boundary (the wall's: the spec's path).
 */
export function useWallPages<T>({
  read,
  pageSize,
  slide = false,
  attempt = 0,
  source = WALL_SOURCE,
  holdError = false,
}: WallPagesOptions<T>): WallPages<T> {
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

/** One stored message as the wall shows it; undefined (and a console note) if it cannot. */
export function readMessage(doc: QueryDocumentSnapshot): Message | undefined {
  return toMessages({ docs: [doc] })[0];
}

function useWallMessagesState(attempt: number, slide: boolean, holdError = false): MessagesState {
  const pages = useWallPages({
    read: readMessage,
    pageSize: MESSAGES_PAGE,
    slide,
    attempt,
    holdError,
  });
  return {
    status: pages.status,
    messages: pages.items,
    connectionLost: pages.connectionLost,
    hasMore: pages.hasMore,
    loadMore: pages.loadMore,
  };
}

/**
 * The wall's messages for the home page (see useWallPages); `holdError` keeps a refusal as
 * 'loading' until the caller knows whether the wall is sealed.
 */
export function useMessages(attempt = 0, holdError = false): MessagesState {
  const wall = useWallMessagesState(attempt, false, holdError);
  useForgetLeavingPhotos(wall.status === 'ready' ? wall.messages : undefined);
  return wall;
}

/**
 * The party screen's messages: the newest page only, sliding as posts arrive. The screen
 * shows the spotlight and the three latest, and rotates through this page.
 */
export function useScreenMessages(attempt = 0): MessagesState {
  const screen = useWallMessagesState(attempt, true);
  useForgetLeavingPhotos(screen.status === 'ready' ? screen.messages : undefined, true);
  return screen;
}
