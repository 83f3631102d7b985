import { useEffect, useState } from 'react';
import { readImages } from '../../data/moderation/deskPhotos';
import type { Message } from '../../data/schema/types';

/** The keepsake's photos: being read (how many of how many), or ready, a URL by message id. */
export type KeepsakePhotos =
  | { status: 'loading'; read: number; of: number }
  | { status: 'ready'; urls: ReadonlyMap<string, string> };

const NONE: KeepsakePhotos = { status: 'ready', urls: new Map() };

/** Stops the reading once the keepsake is left: nothing would show what is read. */
class LeftError extends Error {}

/** Waits for an image to be decoded; one that cannot be is printed as its alt text's line. */
async function decoded(url: string): Promise<void> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    // Printed as its alt text's line instead: nothing to wait for.
  }
}

/**
 * The thumbnails of every message with a photo, once `messages` is the whole wall: the
 * thumbnail, not the photo, since at about 4 cm on paper 480 px is near 300 dpi, and the PDF
 * stays small. Ready only once each is decoded, so printing never catches a blank box.
 */
export function useKeepsakePhotos(messages: readonly Message[] | undefined): KeepsakePhotos {
  const [state, setState] = useState<{ for: readonly Message[]; value: KeepsakePhotos }>();
  useEffect(() => {
    if (!messages) return undefined;
    const ids = messages.filter((message) => message.photo).map((message) => message.id);
    if (ids.length === 0) return undefined;
    let current = true;
    const urls = new Map<string, string>();
    const say = (value: KeepsakePhotos) => current && setState({ for: messages, value });
    say({ status: 'loading', read: 0, of: ids.length });
    // Each thumbnail becomes a URL as it comes, and its bytes go.
    readImages('thumb', ids, (id, image, read) => {
      if (!current) throw new LeftError();
      if (image) {
        urls.set(id, URL.createObjectURL(new Blob([image.bytes.slice()], { type: image.type })));
      }
      say({ status: 'loading', read, of: ids.length });
    })
      .catch((error: unknown) => {
        // The words still print; each photo that could not be read prints as its alt text.
        if (error instanceof LeftError) return;
        console.error('The keepsake could not read the photos', error);
      })
      .then(async () => {
        if (!current) return;
        await Promise.all([...urls.values()].map(decoded));
        say({ status: 'ready', urls });
      });
    return () => {
      current = false;
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, [messages]);
  if (!messages) return { status: 'loading', read: 0, of: 0 };
  if (!messages.some((message) => message.photo)) return NONE;
  return state?.for === messages ? state.value : { status: 'loading', read: 0, of: 0 };
}
