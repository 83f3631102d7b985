import { readImage, type ImageKind } from '../reading/photos';
import type { EncodedImage } from '../schema/types';

/**
 * The desk's side of photos: a post's images as bytes (photos/{id}, thumbs/{id}, read by
 * reading/photos.ts's readImage, the one reader of them), for the export's zip and the
 * keepsake, which the rules let a moderator read whatever the message's state (waiting, on the
 * wall, removed). The lists show them through the wall's useStoredImage, which a moderator's
 * access serves the same.
 */

/** `read(id)`, or null where it fails (offline for a moment, a document that will not decode). */
async function readOrNull(
  id: string,
  read: (id: string) => Promise<EncodedImage | null>,
): Promise<EncodedImage | null> {
  try {
    return await read(id);
  } catch (error) {
    console.error(`The photo of message ${id} could not be read`, error);
    return null;
  }
}

/** How many photos the export reads at once: quick on a good line, gentle on a phone. */
const READS_AT_ONCE = 4;

/**
 * Hears each image as it is read: the message's id, its image (null where it has none or the
 * read failed) and how many are done so far.
 */
export type OnImage = (id: string, image: EncodedImage | null, done: number) => void;

/**
 * One image each of messages `ids` (the full photos for the export's zip, the thumbnails for
 * the keepsake), read a few at a time and handed to `onImage` as each comes, in the order the
 * reads finish. Nothing is kept here: the caller keeps what it needs (the zip writes a photo
 * out and lets its bytes go), so a wall of photos never sits in memory at once. One bad read
 * costs that photo (null), not the rest; what `onImage` throws stops the reading and rejects.
 */
export async function readImages(
  kind: ImageKind,
  ids: readonly string[],
  onImage: OnImage,
  read: (id: string) => Promise<EncodedImage | null> = (id) => readImage(kind, id),
): Promise<void> {
  let next = 0;
  let done = 0;
  let stopped = false;
  async function worker() {
    for (let at = next++; at < ids.length; at = next++) {
      const id = ids[at] ?? '';
      const image = await readOrNull(id, read);
      // Once one failed, the reads still under way end unheard, and no more start.
      if (stopped) return;
      try {
        onImage(id, image, ++done);
      } catch (error) {
        stopped = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, ids.length) }, worker));
}
