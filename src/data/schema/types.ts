/** What a visitor writes: already trimmed and within the limits (see validation.ts). */
export interface MessageDraft {
  authorName: string;
  content: string;
}

/** One of the four reactions (REACTION_KINDS in schema.ts). */
export type ReactionKind = 'cheers' | 'love' | 'haha' | 'party';

/**
 * How many guests gave a message each reaction. Stored as the message's optional `reactions`
 * map field ({ cheers: 3 }); a kind absent from it, or the field absent, is 0.
 */
export type ReactionCounts = Readonly<Record<ReactionKind, number>>;

/** A message as the wall shows it. */
export interface Message {
  id: string;
  authorName: string;
  content: string;
  /** The server's time, or the SDK's estimate while the visitor's own post is in flight. */
  createdAt: Date;
  /** The server's time of its author's last edit (edited_at); absent if never edited. */
  editedAt?: Date;
  /** The visitor's own post, shown at once but not yet confirmed by the backend. */
  pending: boolean;
  /** The reaction counts, every kind present (0 when none); absent where none were read. */
  reactions?: ReactionCounts;
}
