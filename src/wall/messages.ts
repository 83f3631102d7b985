import { useMemo } from 'react';
import {
  addDoc,
  collection,
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
import type { Message, MessageDraft } from './types';

/**
 * The one door to Firestore: the collection, its converter, the live query and the write.
 * Components get `useMessages()` and `postMessage(draft)`; nothing else touches the SDK.
 */
export const MESSAGES_COLLECTION = 'messages';

/** A write the backend has not confirmed by then is reported as failed (offline, blocked). */
export const POST_TIMEOUT_MS = 15_000;

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

/** Cuts to `max` UTF-16 units without leaving half of a surrogate pair at the end. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * Reads a stored document's fields. The rules admit only well-formed messages, but a
 * document written around them (console, admin tools) must not break the wall: a blank or
 * missing name is repaired, over-long text is cut to the limits, and a document without
 * text or a timestamp throws MalformedMessageError.
 */
export function parseMessageFields(data: Readonly<Record<string, unknown>>): MessageFields {
  const { author_name: authorName, content, created_at: createdAt } = data;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new MalformedMessageError('content is missing or blank');
  }
  if (!(createdAt instanceof Timestamp)) {
    throw new MalformedMessageError('created_at is not a timestamp');
  }
  const name = typeof authorName === 'string' ? authorName.trim() : '';
  return {
    authorName: name === '' ? UNKNOWN_AUTHOR : clip(name, AUTHOR_NAME_MAX),
    content: clip(content, CONTENT_MAX),
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

/** All messages, newest first (no page size: spec section 7). */
export function messagesQuery(db: Firestore) {
  return query(
    collection(db, MESSAGES_COLLECTION).withConverter(messageConverter),
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
}

/**
 * The wall's messages, live (reactfire over onSnapshot). A load failure is thrown, as
 * reactfire does (its issue 540): the wall's error boundary takes the spec's path.
 */
export function useMessages(): MessagesState {
  const db = useFirestore();
  const liveQuery = useMemo(() => messagesQuery(db), [db]);
  const { status, data, error } = useFirestoreCollection(liveQuery);
  const messages = useMemo(() => (status === 'success' ? toMessages(data) : []), [status, data]);
  if (status === 'error') throw error ?? new Error('The messages could not be loaded');
  return { status: status === 'loading' ? 'loading' : 'ready', messages };
}

/** Adds a message; resolves once the backend has it, rejects on refusal or timeout. */
export async function postMessage(draft: MessageDraft): Promise<void> {
  const messages = collection(firestore, MESSAGES_COLLECTION).withConverter(messageConverter);
  const write = addDoc(messages, {
    authorName: draft.authorName.trim(),
    content: draft.content.trim(),
    createdAt: serverTimestamp(),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`The backend did not confirm the message within ${POST_TIMEOUT_MS} ms`)),
      POST_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([write, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
