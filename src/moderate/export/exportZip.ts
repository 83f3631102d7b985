import { Zip, ZipPassThrough } from 'fflate';
import type { EncodedImage } from '../../data/schema/types';
import type { PhotoFiles } from './exportMessages';

/**
 * The JSON export as a zip: each photo as a file of its own under photos/ (photos/{id}.webp
 * or .jpg), then the JSON at the root, naming each photo's file. The zip is written as the
 * photos come: each one's bytes go into a Blob (the browser's storage, not the page's heap)
 * as soon as it is added, so the tab holds the few being read, not the wall's photos
 * (~2,400 of up to 400 KiB on the free plan would exhaust it), and no second copy is built
 * at the end. This module brings fflate and is loaded only when the organizer exports
 * (ExportButtons), so it is a chunk /moderate alone may fetch; it imports nothing of the app's
 * but types, so the chunk pulls in none of /moderate's (the bench counts a chunk another lazy
 * module loads as shared). No DOM beyond Blob, no clock (fflate dates each entry now).
 */

/** A photo's path in the zip: .webp or .jpg as its type says. */
export function photoFile(id: string, image: EncodedImage): string {
  return `photos/${id}.${image.type === 'image/webp' ? 'webp' : 'jpg'}`;
}

/** A zip being written: photos added as they are read, then the JSON, then the Blob. */
export class PhotoZip {
  /** What the zip has written so far, a Blob per file. */
  private readonly written: Blob[] = [];
  /** fflate's output for the file being added, until it becomes one Blob. */
  private pending: Uint8Array<ArrayBuffer>[] = [];
  private failure: Error | null = null;
  private readonly paths = new Map<string, string>();
  private readonly zip = new Zip((error, chunk) => {
    if (error) this.failure = error;
    else this.pending.push(chunk);
  });

  /** Adds message `id`'s photo; the zip keeps a copy, so the caller's bytes can go. */
  add(id: string, image: EncodedImage): void {
    const path = photoFile(id, image);
    this.store(path, image.bytes);
    this.paths.set(id, path);
  }

  /** Each photo's path in the zip, by message id, for the JSON (toJson). */
  get files(): PhotoFiles {
    return this.paths;
  }

  /** Adds the JSON (its `text`) as `jsonName`, ends the zip and gives it whole. */
  finish(jsonName: string, text: string): Blob {
    this.store(jsonName, new TextEncoder().encode(text));
    this.zip.end();
    this.flush();
    return new Blob(this.written, { type: 'application/zip' });
  }

  private store(path: string, bytes: Uint8Array): void {
    // WebP and JPEG are compressed already: stored as they are, deflate would only cost time.
    const file = new ZipPassThrough(path);
    this.zip.add(file);
    // A pass-through file is written whole as it is pushed, header to data descriptor.
    file.push(bytes, true);
    this.flush();
  }

  private flush(): void {
    if (this.failure) throw this.failure;
    this.written.push(new Blob(this.pending));
    this.pending = [];
  }
}
