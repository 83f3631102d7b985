import { lazy, Suspense } from 'react';
import type { MessagePhoto } from '../../data/schema/types';

// The thumbnail's code (its reading, the observer, the dialog) loads with the first card that
// has a photo: a wall of text cards downloads none of it.
const CardPhoto = lazy(() => import('./CardPhoto'));

/** The tallest a card's thumbnail stands, in CSS px; a wide one fills the card's width. */
export const THUMB_MAX_HEIGHT = 320;

export interface CardPhotoFrameProps {
  messageId: string;
  photo: MessagePhoto;
}

/**
 * The place a card keeps for its photo, sized from the message's own width and height before
 * any code or byte of the picture arrives, so nothing below it moves when it does.
 */
export function CardPhotoFrame({ messageId, photo }: CardPhotoFrameProps) {
  const { width, height } = photo;
  return (
    <div
      className="wall-photo"
      data-photo-id={messageId}
      style={{
        aspectRatio: `${width} / ${height}`,
        width: Math.round((THUMB_MAX_HEIGHT * width) / height),
        maxWidth: '100%',
        marginTop: 12,
        borderRadius: 14,
        overflow: 'hidden',
        backgroundColor: 'rgba(255,255,255,0.06)',
      }}
    >
      <Suspense fallback={null}>
        <CardPhoto messageId={messageId} photo={photo} />
      </Suspense>
    </div>
  );
}
