import type { DeskMessage } from '../data/moderation/moderationTypes';
import type { MessagePhoto } from '../data/schema/types';

/** When the desk's test messages were posted. */
export const DESK_AT = new Date(2026, 5, 3, 20, 0);

/**
 * A message as /moderate lists it, "From {name}", its stored fields what it shows, with a
 * photo's field where one is given.
 */
export function deskMessage(
  id: string,
  authorName: string,
  photo?: MessagePhoto,
  createdAt = DESK_AT,
): DeskMessage {
  const content = `From ${authorName}`;
  return {
    id,
    authorName,
    content,
    createdAt,
    pending: false,
    ...(photo ? { photo } : {}),
    stored: {
      author_name: authorName,
      content,
      created_at: createdAt,
      ...(photo ? { photo } : {}),
    },
  };
}
