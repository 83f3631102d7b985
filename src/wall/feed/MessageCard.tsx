import { avatarColour } from '../../ui/avatarColour';
import { RelativeTime } from '../../ui/RelativeTime';
import type { Message } from '../../data/schema/types';
import { OwnMessageActions } from '../own/OwnMessageActions';
import { ReactionBar } from '../reactions/ReactionBar';
import { CardPhotoFrame } from '../photo/CardPhotoFrame';

export interface MessageCardProps {
  message: Message;
  /** The visitor's own message, still within its window: it offers edit and delete. */
  own?: boolean;
}

/**
 * One message: who, when, and the text exactly as written (plain text, line breaks kept,
 * its direction taken from the text). Styled by WallCardStyles' classes, not per-card `sx`.
 * Under the text, its photo's thumbnail if it has one (CardPhotoFrame), then the four
 * reactions (ReactionBar). The pending mark shows only if the
 * backend is slow to confirm: a normal post is confirmed before it fades in. An edited
 * message says so; the author's own, in its window, offers "Edit your message" and "Delete
 * your message".
 */
export function MessageCard({ message, own = false }: MessageCardProps) {
  const { authorName, content, createdAt, editedAt, pending } = message;
  const initial = Array.from(authorName)[0]?.toUpperCase() ?? '?';
  return (
    <article className="wall-card" aria-label={`Message from ${authorName}`}>
      <span
        className="wall-card-avatar"
        aria-hidden
        style={{ backgroundColor: avatarColour(authorName) }}
      >
        {initial}
      </span>
      <div className="wall-card-body">
        <div className="wall-card-head">
          <p className="wall-card-author" dir="auto">
            {authorName}
          </p>
          <span className="wall-card-meta">
            {pending ? <span className="wall-card-pending">Sending…</span> : null}
            {editedAt ? <span className="wall-card-edited">Edited</span> : null}
            <RelativeTime date={createdAt} />
          </span>
        </div>
        <p className="wall-card-text" dir="auto">
          {content}
        </p>
        {message.photo ? (
          <CardPhotoFrame messageId={message.id} photo={message.photo} pending={pending} />
        ) : null}
        <ReactionBar messageId={message.id} counts={message.reactions} />
        {own ? <OwnMessageActions message={message} /> : null}
      </div>
    </article>
  );
}
