import { getAggregate, type Firestore } from 'firebase/firestore/lite';
import {
  PHOTO_BYTES_MAX,
  PHOTOS_COLLECTION,
  THUMB_BYTES_MAX,
  THUMBS_COLLECTION,
} from '../schema/schema';
import { weighPhotos } from './weighPhotos';

// The queries as plain records: which collection, and whether it keeps only sized images.
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof import('firebase/firestore/lite')>()),
  collection: (_db: unknown, name: string) => ({ name, sized: false }),
  query: (images: { name: string }) => ({ name: images.name, sized: true }),
  where: () => null,
  getAggregate: vi.fn(),
}));

/** What the server holds: per collection, every image's byte count (undefined: none). */
function serverHolding(held: Record<string, (number | undefined)[]>) {
  vi.mocked(getAggregate).mockImplementation(((images: { name: string; sized: boolean }) => {
    const all = held[images.name] ?? [];
    const sized = all.filter((bytes): bytes is number => bytes !== undefined);
    const data = images.sized
      ? { images: sized.length, bytes: sized.reduce((total, bytes) => total + bytes, 0) }
      : { images: all.length };
    return Promise.resolve({ data: () => data });
  }) as unknown as typeof getAggregate);
}

const db = {} as Firestore;
const IMAGES = [
  { name: PHOTOS_COLLECTION, most: PHOTO_BYTES_MAX },
  { name: THUMBS_COLLECTION, most: THUMB_BYTES_MAX },
];

describe('weighPhotos', () => {
  it('sums the byte counts of the photos and thumbnails, and counts the photos', async () => {
    serverHolding({ photos: [200_000, 150_000], thumbs: [20_000, 15_000] });
    expect(await weighPhotos(IMAGES, db)).toEqual({ photos: 2, bytes: 385_000, unsized: 0 });
    expect(getAggregate).toHaveBeenCalledTimes(4);
  });

  it('counts an image without a byte count at the most one may hold', async () => {
    serverHolding({ photos: [200_000, undefined], thumbs: [undefined, 15_000] });
    expect(await weighPhotos(IMAGES, db)).toEqual({
      photos: 2,
      bytes: 200_000 + PHOTO_BYTES_MAX + THUMB_BYTES_MAX + 15_000,
      unsized: 2,
    });
  });

  it('weighs nothing when nothing is stored', async () => {
    serverHolding({});
    expect(await weighPhotos(IMAGES, db)).toEqual({ photos: 0, bytes: 0, unsized: 0 });
  });
});
