import { useEffect, useMemo, useState } from 'react';
import {
  addDoc,
  collection,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
  type WithFieldValue,
} from 'firebase/firestore';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { firestore } from '../firebase/firebase';
import { AUTHOR_NAME_MAX, CONTENT_MAX } from './limits';
import { cleanText, cutToLimit, isBlank } from './text';
import type { Message, MessageDraft } from './types';

/**
 * The one door to Firestore: the collection, its converter, the live query and the write.
 * Components get `useMessages()` and `postMessage(draft)`; nothing else touches the SDK.
 */
export const MESSAGES_COLLECTION = 'messages';

/** Shown for a stored message whose author name is missing or blank. */
export const UNKNOWN_AUTHOR = 'A friend';

/** The document as stored; the rules accept exactly these keys. */
export interface MessageDoc {
  author_name: string;
  content: string;
  created_at: Timestamp;
}

export type MessageFields = Omit<Message, 'id' | 'pending'>;

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
  const { author_name: authorName, content, created_at: createdAt } = data;
  const text = typeof content === 'string' ? cleanText(content, false) : '';
  if (isBlank(text)) throw new MalformedMessageError('content is missing or blank');
  if (!(createdAt instanceof Timestamp)) {
    throw new MalformedMessageError('created_at is not a timestamp');
  }
  const name = typeof authorName === 'string' ? cleanText(authorName, true).trim() : '';
  return {
    authorName: isBlank(name) ? UNKNOWN_AUTHOR : cutToLimit(name, AUTHOR_NAME_MAX),
    content: cutToLimit(text, CONTENT_MAX),
    createdAt: createdAt.toDate(),
  };
}

export const messageConverter: FirestoreDataConverter<MessageFields, MessageDoc> = {
  toFirestore(message: WithFieldValue<MessageFields>): WithFieldValue<MessageDoc> {
    return {
      author_name: message.authorName,
      content: message.content,
      // The rules accept only the server's clock (created_at == request.time).
      created_at: serverTimestamp(),
    };
  },
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): MessageFields {
    return parseMessageFields(snapshot.data(options));
  },
};

/**
 * All messages, newest first (no page size: spec section 7). A later `attempt` is the same
 * query with a converter object of its own: reactfire keeps a refused listen's error under
 * the query (queryEqual compares converters), so only an unequal query can listen again.
 */
export function messagesQuery(db: Firestore, attempt = 0) {
  const converter = attempt === 0 ? messageConverter : { ...messageConverter };
  return query(
    collection(db, MESSAGES_COLLECTION).withConverter(converter),
    orderBy('created_at', 'desc'),
  );
}

/** The part of a QuerySnapshot the wall reads (a plain object in tests). */
export interface MessageSnapshot {
  docs: readonly {
    id: string;
    metadata: { hasPendingWrites: boolean };
    data(options: SnapshotOptions): MessageFields;
  }[];
}

/**
 * Maps a snapshot to messages. A post still in flight (latency compensation) has no server
 * time yet: reading it as the SDK's estimate keeps the card in place instead of showing
 * nothing, then the server's time replaces it.
 */
export function toMessages(snapshot: MessageSnapshot): Message[] {
  const messages: Message[] = [];
  for (const doc of snapshot.docs) {
    try {
      const fields = doc.data({ serverTimestamps: 'estimate' });
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
  /** See useConnectionLost; absent means live (or not live yet). */
  connectionLost?: boolean;
}

/**
 * True once the live list, having been live, is served from the SDK's cache: the connection
 * to Firestore is lost, whatever the browser says. reactfire listens without metadata
 * changes, so a second listener on the query (one shared target: no extra traffic) hears it.
 */
function useConnectionLost(liveQuery: ReturnType<typeof messagesQuery>): boolean {
  const [sync, setSync] = useState<'never' | 'live' | 'lost'>('never');
  useEffect(() => {
    const next = ({ metadata }: { metadata: { fromCache: boolean } }) =>
      setSync((was) => (!metadata.fromCache ? 'live' : was === 'never' ? was : 'lost'));
    // Load failures take the list's own path: reactfire throws them to the boundary.
    return onSnapshot(
      liveQuery,
      { includeMetadataChanges: true },
      { next, error: () => undefined },
    );
  }, [liveQuery]);
  return sync === 'lost';
}

/**
 * The wall's messages, live (reactfire over onSnapshot). A load failure is thrown, as
 * reactfire does (its issue 540): the wall's error boundary takes the spec's path. `attempt`
 * listens afresh after a refusal (a sealed wall that has just opened; see messagesQuery).
 */
export function useMessages(attempt = 0): MessagesState {
  const db = useFirestore();
  const liveQuery = useMemo(() => messagesQuery(db, attempt), [db, attempt]);
  const { status, data, error } = useFirestoreCollection(liveQuery);
  const connectionLost = useConnectionLost(liveQuery);
  const messages = useMemo(() => (status === 'success' ? toMessages(data) : []), [status, data]);
  if (status === 'error') throw error ?? new Error('The messages could not be loaded');
  return { status: status === 'loading' ? 'loading' : 'ready', messages, connectionLost };
}

/**
 * Adds a message. The SDK shows it on the wall at once (pending) and keeps it until the
 * backend has it: this resolves on the backend's confirmation, however long the connection
 * takes to come back, and rejects only when the write is refused. It never gives up on its
 * own, so nothing here may report a failure that could lead to a second copy.
 */
export async function postMessage(draft: MessageDraft): Promise<void> {
  const messages = collection(firestore, MESSAGES_COLLECTION).withConverter(messageConverter);
  await addDoc(messages, {
    authorName: draft.authorName.trim(),
    content: draft.content.trim(),
    createdAt: serverTimestamp(),
  });
}
