import type { MessagePhoto } from '../../data/schema/types';
import { CardPhoto } from './CardPhoto';

/** The tallest a card's thumbnail stands, in CSS px; a wide one fills the card's width. */
export const THUMB_MAX_HEIGHT = 320;

export interface CardPhotoFrameProps {
  messageId: string;
  photo: MessagePhoto;
  /** The visitor's own post, not yet confirmed: its images cannot be read before it is. */
  pending?: boolean;
}

/**
 * The place a card keeps for its photo, sized from the message's own width and height before
 * any byte of the picture arrives, so nothing below it moves when it does: as wide as the
 * card allows, up to the width at which it stands THUMB_MAX_HEIGHT tall.
 */
export function CardPhotoFrame({ messageId, photo, pending = false }: CardPhotoFrameProps) {
  const { width, height } = photo;
  return (
    <div
      className="wall-photo"
      data-photo-id={messageId}
      style={{
        aspectRatio: `${width} / ${height}`,
        width: Math.round((THUMB_MAX_HEIGHT * width) / height),
      }}
    >
      <CardPhoto messageId={messageId} photo={photo} pending={pending} />
    </div>
  );
}
