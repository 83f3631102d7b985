/**
 * Builders for the shapes the tests would otherwise write by hand, one per shape: here a
 * message as the desk lists it, its stored fields beside what it shows.
 */
import type {
  RemovedMessage,
  StoredFields,
  DeskMessage,
} from '../../src/data/moderation/moderationTypes';
import type { MessagePhoto, ReactionCounts } from '../../src/data/schema/types';

/** When the desk's test messages were posted, unless a test says otherwise. */
export const DESK_AT = new Date(2026, 5, 3, 20, 0);

/** What a desk message may say besides its id and name; each has a default. */
export interface DeskMessageFields {
  /** `From {name}` unless given. */
  content?: string;
  /** DESK_AT unless given; stored as it is. */
  createdAt?: Date;
  editedAt?: Date;
  photo?: MessagePhoto;
  reactions?: ReactionCounts;
  /** Stored fields over the ones built from the rest (an edit time, counts, a blank name). */
  stored?: Partial<StoredFields>;
}

/**
 * A message as /moderate lists it: what it shows, and under `stored` the same fields as
 * Firestore holds them (its photo and edit time too, where it has them).
 */
export function deskMessage(
  id: string,
  authorName: string,
  { content = `From ${authorName}`, createdAt = DESK_AT, ...fields }: DeskMessageFields = {},
): DeskMessage {
  const { editedAt, photo, reactions, stored } = fields;
  return {
    id,
    authorName,
    content,
    createdAt,
    pending: false,
    ...(editedAt ? { editedAt } : {}),
    ...(photo ? { photo } : {}),
    ...(reactions ? { reactions } : {}),
    stored: {
      author_name: authorName,
      content,
      created_at: createdAt,
      ...(editedAt ? { edited_at: editedAt } : {}),
      ...(photo ? { photo } : {}),
      ...stored,
    },
  };
}

/** A desk message as the Removed list holds it: taken down by the organizer at `removedAt`. */
export function removedMessage(message: DeskMessage, removedAt = DESK_AT): RemovedMessage {
  return { ...message, removedBy: 'organizer@example.com', removedAt };
}
