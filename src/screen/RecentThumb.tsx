import type { MessagePhoto } from '../data/schema/types';
import { ScreenPhoto } from './ScreenPhoto';
import { tvSize } from './tvSize';

/**
 * A small thumbnail (thumbs/{id}) beside a message in the screen's latest list, in a square
 * so every item keeps its height; nothing but the frame while it is read or if it cannot be.
 */
export function RecentThumb({ messageId, photo }: { messageId: string; photo: MessagePhoto }) {
  return (
    <ScreenPhoto
      kind="thumb"
      messageId={messageId}
      photo={photo}
      frame={{ width: tvSize(7), height: tvSize(7), borderRadius: tvSize(1.2) }}
      image={{ objectFit: 'cover' }}
    />
  );
}
