import type { PhotoMode } from '../schema/wallSettings';
import type { Message } from '../schema/types';

/**
 * A stored message's fields exactly as Firestore holds them (the time at its full precision),
 * every one of them (the reaction counts too, and any field a message gains): what a removal
 * copies and a restore writes back, which the rules compare field by field.
 */
export interface StoredFields {
  author_name: string;
  content: string;
  /** Opaque here; only the data door reads it. */
  created_at: unknown;
  /** Present only on an edited message (its author's last edit), opaque like created_at. */
  edited_at?: unknown;
  /** Any other stored field, copied as it is. */
  readonly [field: string]: unknown;
}

/** A message on the wall, as /moderate lists it. */
export interface DeskMessage extends Message {
  stored: StoredFields;
}

/** A message a moderator took down, with who did it and when. */
export interface RemovedMessage extends DeskMessage {
  removedBy: string;
  /** The server's time; the SDK's estimate while the removal is in flight. */
  removedAt: Date;
}

/** A message its author took back (deleted_messages): the name and when, never the words. */
export interface DeletedMessage {
  id: string;
  authorName: string;
  /** The server's time of the delete. */
  deletedAt: Date;
}

/** Whether the signed-in organizer may moderate, as the rules decide it. */
export type ModeratorCheck = 'checking' | 'moderator' | 'not-moderator' | 'offline';

/** A live list and whether it is live: 'offline' keeps what was last seen. */
export interface LiveList<T> {
  status: 'loading' | 'live' | 'offline';
  items: T[];
}

/** A live list read a moderator page at a time, newest first (the wall's pages). */
export interface PagedList<T> extends LiveList<T> {
  /** Whether older items may be left to read. */
  hasMore: boolean;
  /** Reads the next page, live. */
  loadMore: () => void;
}

/** Who is signed in, as /moderate shows it. */
export interface Organizer {
  /** The account's email in lower case: the id of its moderators document. */
  email: string;
  name: string;
}

export type Session =
  { status: 'starting' } | { status: 'signed-out' } | { status: 'signed-in'; organizer: Organizer };

/** What the organizer sets on /moderate's wall settings (src/data/moderation/deskWallSettings.ts). */
export interface WallSettingsDraft {
  approvalRequired: boolean;
  sealedUntil: Date | null;
  heldWords: readonly string[];
  /** Off keeps the list for next time but holds nothing (an empty pattern). */
  filterOn: boolean;
  /** How many posts one guest identity may make in all. */
  posterCap: number;
  /** Photos off, waiting for approval, or straight onto the wall. */
  photos: PhotoMode;
  /** How many photos one guest identity may post in all. */
  photoCap: number;
}

/** What the stored photos weigh, as the desk's gauge shows it (src/data/moderation/photoStorage.ts). */
export interface PhotoStorage {
  /** Photos stored (photos/{id}), each with its thumbnail: waiting, on the wall or removed. */
  photos: number;
  /** The bytes of every photo and thumbnail, those without a byte count at their most. */
  bytes: number;
  /** Images stored before they carried a byte count, counted at PHOTO/THUMB_BYTES_MAX. */
  unsized: number;
}

export type PhotoStorageState =
  { status: 'loading' } | { status: 'ready'; storage: PhotoStorage } | { status: 'failed' };
