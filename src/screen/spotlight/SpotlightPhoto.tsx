import type { MessagePhoto } from '../../data/schema/types';
import { ScreenPhoto } from '../ScreenPhoto';
import { tvSize } from '../tvSize';

export interface SpotlightPhotoProps {
  messageId: string;
  photo: MessagePhoto;
}

/**
 * The spotlighted post's photo, large, at the left of its text: the full photo (photos/{id},
 * read when the message comes into the spotlight, kept for its next turn), in a frame of its
 * shape from the first frame, faded in once it has arrived: as tall as the text's row, or
 * less where that would take more than 55% of the spotlight's width, so the words keep room.
 * A photo that cannot be read leaves the frame empty.
 */
export function SpotlightPhoto({ messageId, photo }: SpotlightPhotoProps) {
  return (
    <ScreenPhoto
      kind="photo"
      messageId={messageId}
      photo={photo}
      frame={{
        alignSelf: 'flex-start',
        aspectRatio: `${photo.width} / ${photo.height}`,
        // As tall as the row (a size container: SpotlightBody) unless that is wider than 55%.
        width: '55%',
        maxHeight: '100%',
        '@supports (width: 1cqh)': {
          width: `min(55%, ${(photo.width / photo.height).toFixed(4)} * 100cqh)`,
        },
        borderRadius: tvSize(2),
      }}
      image={{
        objectFit: 'contain',
        '@keyframes spotlight-photo-in': { from: { opacity: 0 } },
        animation: 'spotlight-photo-in 600ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
