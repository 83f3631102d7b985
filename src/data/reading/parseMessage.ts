import {
  Timestamp,
  type DocumentData,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import {
  AUTHOR_NAME_MAX,
  CONTENT_MAX,
  PHOTO_ALT_MAX,
  PHOTO_EDGE_MAX,
  REACTION_KINDS,
} from '../schema/schema';
import { cleanText, cutToLimit, isBlank, photoAltText } from '../schema/text';
import type { Message, MessagePhoto, ReactionCounts, ReactionKind } from '../schema/types';

/**
 * A stored message as the wall shows it: the document's fields read, repaired or skipped.
 * The wall's live pages (liveMessages.ts) and /moderate's lists (moderation/deskLists.ts)
 * read every document through here.
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
 * so the message still shows. A blank or missing alt text reads as photoAltText's default.
 */
export function parsePhoto(value: unknown, authorName: string): MessagePhoto | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { width, height, alt } = value as Record<string, unknown>;
  if (!isEdge(width) || !isEdge(height)) return undefined;
  const text = typeof alt === 'string' ? cleanText(alt, true) : '';
  return {
    width,
    height,
    alt: cutToLimit(photoAltText(text, authorName), PHOTO_ALT_MAX),
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

/** One stored message as the wall shows it; undefined (and a console note) if it cannot. */
export function readMessage(doc: QueryDocumentSnapshot): Message | undefined {
  return toMessages({ docs: [doc] })[0];
}
