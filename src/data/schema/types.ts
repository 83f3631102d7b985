/** What a visitor writes: already trimmed and within the limits (see validation.ts). */
export interface MessageDraft {
  authorName: string;
  content: string;
}

/** A message's photo as its document carries it: the photo's size and its alt text. */
export interface MessagePhoto {
  width: number;
  height: number;
  alt: string;
}

/** One image of a photo as stored (photos/{id} or thumbs/{id}): re-encoded pixels only. */
export interface EncodedImage {
  bytes: Uint8Array;
  type: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

/** A photo made small on the device, ready to send: the photo and its thumbnail. */
export interface PreparedPhoto {
  photo: EncodedImage;
  thumb: EncodedImage;
}

/** A new post: the texts, and optionally a photo with its alt text ('' for the default). */
export interface PostDraft extends MessageDraft {
  photo?: PreparedPhoto & { alt: string };
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
  /** Its photo's size and alt text; absent on a message without a photo. */
  photo?: MessagePhoto;
}
