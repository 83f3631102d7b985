import type { ImageKind } from '../reading/photos';

/**
 * How many images this device keeps of each kind between visits (keptImages.ts): enough for a
 * guest's walls of 50 and their scrolling, bounded by the rules' sizes (a thumbnail at most
 * 40 KiB, a photo at most 400 KiB) to about 20 MiB at the very most. A guest's phone is not
 * the organizer's archive.
 */
export const KEPT_ON_DEVICE: Record<ImageKind, number> = { thumb: 250, photo: 25 };

/** An image no card asked for in this long is dropped: a party's wall is read for days. */
export const KEPT_UNUSED_MS = 30 * 24 * 60 * 60 * 1000;

export interface KeptUse {
  key: string;
  kind: ImageKind;
  /** When a card last asked for it (ms since the epoch, the device's clock). */
  usedAt: number;
}

/**
 * The kept images to drop, pure: those unused for KEPT_UNUSED_MS, then the least recently
 * used of each kind beyond its count.
 */
export function overLimit(uses: readonly KeptUse[], now: number): string[] {
  const stale = uses.filter((use) => now - use.usedAt > KEPT_UNUSED_MS);
  const fresh = uses.filter((use) => now - use.usedAt <= KEPT_UNUSED_MS);
  const beyond = (['thumb', 'photo'] as const).flatMap((kind) => {
    const newestFirst = fresh
      .filter((use) => use.kind === kind)
      .sort((a, b) => b.usedAt - a.usedAt);
    return newestFirst.slice(KEPT_ON_DEVICE[kind]);
  });
  return [...stale, ...beyond].map((use) => use.key);
}
