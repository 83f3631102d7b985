import { lazy, Suspense, useRef, useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { useReducedMotion } from 'framer-motion';
import { cachedImage, useStoredImage } from '../../data/reading/photos';
import type { MessagePhoto } from '../../data/schema/types';
import { PhotoUnavailable } from './PhotoUnavailable';
import { useNearScreen } from './useNearScreen';

// The full photo's dialog loads on the first open.
const PhotoDialog = lazy(() => import('./PhotoDialog'));

export interface CardPhotoProps {
  messageId: string;
  photo: MessagePhoto;
}

const fill = { display: 'block', width: '100%', height: '100%' } as const;

/**
 * A card's thumbnail, inside the place CardPhotoFrame keeps: read (thumbs/{id}) only once the
 * card comes near the screen, faded in when it has arrived (at once under reduced motion), a
 * button that opens the full photo. A thumbnail that cannot be read (refused, gone) leaves a
 * quiet placeholder.
 */
export default function CardPhoto({ messageId, photo }: CardPhotoProps) {
  const button = useRef<HTMLButtonElement>(null);
  // A card brought back (parked, or scrolled past and re-rendered) shows what it read at once.
  const [seen] = useState(() => cachedImage('thumb', messageId) !== undefined);
  const near = useNearScreen(button);
  const thumb = useStoredImage('thumb', near || seen ? messageId : null);
  const [drawn, setDrawn] = useState(seen);
  const [open, setOpen] = useState(false);
  const still = useReducedMotion() ?? false;
  if (thumb.status === 'missing') return <PhotoUnavailable alt={photo.alt} />;
  return (
    <>
      <ButtonBase
        ref={button}
        aria-label={`Open photo: ${photo.alt}`}
        onClick={() => setOpen(true)}
        sx={{
          ...fill,
          '&.Mui-focusVisible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        }}
      >
        {thumb.url ? (
          <img
            src={thumb.url}
            alt={photo.alt}
            onLoad={() => setDrawn(true)}
            style={{
              ...fill,
              objectFit: 'cover',
              opacity: drawn ? 1 : 0,
              transition: still ? 'none' : 'opacity 300ms ease-out',
            }}
          />
        ) : null}
      </ButtonBase>
      {open ? (
        <Suspense fallback={null}>
          <PhotoDialog
            messageId={messageId}
            photo={photo}
            thumbUrl={thumb.url}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
