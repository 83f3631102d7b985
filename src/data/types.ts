/** What a visitor writes: already trimmed and within the limits (see validation.ts). */
export interface MessageDraft {
  authorName: string;
  content: string;
}

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
}
