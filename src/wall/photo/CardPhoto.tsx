import { lazy, Suspense, useRef, useState } from 'react';
import { cachedImage, useStoredImage } from '../../data/reading/photos';
import type { MessagePhoto } from '../../data/schema/types';
import { PhotoUnavailable } from './PhotoUnavailable';
import { useNearScreen } from '../../ui/useNearScreen';

// The full photo's dialog loads on the first open, with the wall's other dialogs (see
// OwnMessageDialog.tsx): a visitor who never opens one never downloads it.
const WallPhotoDialog = lazy(() =>
  import('../own/OwnMessageDialog').then((dialogs) => ({ default: dialogs.WallPhotoDialog })),
);

export interface CardPhotoProps {
  messageId: string;
  photo: MessagePhoto;
  /**
   * The poster's own post still on its way: the rules let a visitor read its thumbnail only
   * once messages/{id} is stored, so it is read when the post is confirmed.
   */
  pending?: boolean;
}

/**
 * A card's thumbnail, inside the place CardPhotoFrame keeps: read (thumbs/{id}) only once the
 * card comes near the screen, faded in when it has arrived (at once under reduced motion:
 * CardPhotoStyles), a button that opens the full photo. A thumbnail that cannot be read
 * (refused, gone) leaves a quiet placeholder; one the network failed to bring is read again
 * from its placeholder's button or when the browser comes back online.
 */
export function CardPhoto({ messageId, photo, pending = false }: CardPhotoProps) {
  const button = useRef<HTMLButtonElement>(null);
  // A card brought back (parked, or scrolled past and re-rendered) shows what it read at once.
  const [seen] = useState(() => cachedImage('thumb', messageId) !== undefined);
  const near = useNearScreen(button);
  const thumb = useStoredImage('thumb', (near || seen) && !pending ? messageId : null);
  const [drawn, setDrawn] = useState(seen);
  const [open, setOpen] = useState(false);
  // photos/{id}, read when the dialog opens (and kept: photos.ts).
  const full = useStoredImage('photo', open ? messageId : null);
  if (thumb.status === 'missing') return <PhotoUnavailable alt={photo.alt} onRetry={thumb.retry} />;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="wall-photo-open"
        aria-label={`Open photo: ${photo.alt}`}
        onClick={() => setOpen(true)}
      >
        {thumb.url ? (
          <img
            src={thumb.url}
            alt={photo.alt}
            data-drawn={drawn || undefined}
            onLoad={() => setDrawn(true)}
          />
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <WallPhotoDialog
            photo={photo}
            url={full.url ?? thumb.url}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
