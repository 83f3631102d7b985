import type { Zippable } from 'fflate';
import type { WallMessage } from '../../data/moderation/moderationTypes';
import type { EncodedImage } from '../../data/schema/types';
import { toJson } from './exportMessages';

/**
 * The JSON export as a zip: the JSON at its root and each photo as a file of its own under
 * photos/ (photos/{id}.webp or .jpg), which the JSON names. These are the zip's entries;
 * fflate's zipSync makes the bytes, loaded only when the organizer exports (ExportButtons),
 * so it is a chunk /moderate alone may fetch. Pure: no DOM, no clock.
 */

/** A photo's path in the zip: .webp or .jpg as its type says. */
export function photoFile(id: string, image: EncodedImage): string {
  return `photos/${id}.${image.type === 'image/webp' ? 'webp' : 'jpg'}`;
}

/**
 * The zip's entries: `jsonName` (toJson of `messages`, naming each photo's file) and the
 * images read, by message id. A photo that could not be read is named null in the JSON.
 */
export function zipEntries(
  messages: readonly WallMessage[],
  images: ReadonlyMap<string, EncodedImage>,
  jsonName: string,
): Zippable {
  const files = new Map<string, string>();
  const entries: Zippable = {};
  for (const [id, image] of images) {
    const path = photoFile(id, image);
    files.set(id, path);
    // WebP and JPEG are compressed already: stored as they are, deflate would only cost time.
    entries[path] = [image.bytes, { level: 0 }];
  }
  entries[jsonName] = new TextEncoder().encode(toJson(messages, files));
  return entries;
}
