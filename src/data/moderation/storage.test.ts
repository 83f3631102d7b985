import type { Firestore } from 'firebase/firestore';
import { getAggregateFromServer } from 'firebase/firestore';
import { PHOTO_BYTES_MAX, THUMB_BYTES_MAX } from '../schema/schema';
import { readPhotoStorage } from './storage';

// The queries as plain records: which collection, and whether it keeps only sized images.
vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof import('firebase/firestore')>()),
  collection: (_db: unknown, name: string) => ({ name, sized: false }),
  query: (images: { name: string }) => ({ name: images.name, sized: true }),
  where: () => null,
  getAggregateFromServer: vi.fn(),
}));

/** What the server holds: per collection, every image's byte count (undefined: none). */
function serverHolding(held: Record<string, (number | undefined)[]>) {
  vi.mocked(getAggregateFromServer).mockImplementation(((images: {
    name: string;
    sized: boolean;
  }) => {
    const all = held[images.name] ?? [];
    const sized = all.filter((bytes): bytes is number => bytes !== undefined);
    const data = images.sized
      ? { images: sized.length, bytes: sized.reduce((total, bytes) => total + bytes, 0) }
      : { images: all.length };
    return Promise.resolve({ data: () => data });
  }) as unknown as typeof getAggregateFromServer);
}

const db = {} as Firestore;

describe('readPhotoStorage', () => {
  it('sums the byte counts of the photos and thumbnails, and counts the photos', async () => {
    serverHolding({ photos: [200_000, 150_000], thumbs: [20_000, 15_000] });
    expect(await readPhotoStorage(db)).toEqual({ photos: 2, bytes: 385_000, unsized: 0 });
    expect(getAggregateFromServer).toHaveBeenCalledTimes(4);
  });

  it('counts an image without a byte count at the most one may hold', async () => {
    serverHolding({ photos: [200_000, undefined], thumbs: [undefined, 15_000] });
    expect(await readPhotoStorage(db)).toEqual({
      photos: 2,
      bytes: 200_000 + PHOTO_BYTES_MAX + THUMB_BYTES_MAX + 15_000,
      unsized: 2,
    });
  });

  it('weighs nothing when nothing is stored', async () => {
    serverHolding({});
    expect(await readPhotoStorage(db)).toEqual({ photos: 0, bytes: 0, unsized: 0 });
  });
});
