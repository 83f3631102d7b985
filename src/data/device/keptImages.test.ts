import { IDBFactory } from 'fake-indexeddb';
import { createKeptImages } from './keptImages';
import { KEPT_ON_DEVICE } from './keptImagesLimit';
import type { EncodedImage } from '../schema/types';

// IndexedDB as the browser has it, in memory (fake-indexeddb): a fresh one for each test.
const image = (first: number, type: EncodedImage['type'] = 'image/webp'): EncodedImage => ({
  bytes: new Uint8Array([first, 2, 3, 4]),
  type,
  width: 480,
  height: 360,
});

let clock = 1_800_000_000_000;
const now = () => clock;
beforeEach(() => {
  clock = 1_800_000_000_000;
});

describe('keptImages', () => {
  it('keeps an image read, bytes and type, for a later visit (another store on the same database)', async () => {
    const factory = new IDBFactory();
    const visit = createKeptImages(factory, now);
    expect(await visit.get('thumb', 'm1')).toBeNull();
    await visit.keep('thumb', 'm1', image(7));
    await visit.keep('photo', 'm1', image(9, 'image/jpeg'));

    const later = createKeptImages(factory, now);
    expect(await later.get('thumb', 'm1')).toEqual(image(7));
    expect(await later.get('photo', 'm1')).toEqual(image(9, 'image/jpeg'));
    expect(await later.get('thumb', 'm2')).toBeNull();
  });

  it('keeps its own copy of the bytes, not a view on a larger buffer', async () => {
    const kept = createKeptImages(new IDBFactory(), now);
    const big = new Uint8Array([0, 0, 5, 6, 7, 0]);
    await kept.keep('thumb', 'm1', { ...image(0), bytes: big.subarray(2, 5) });
    expect((await kept.get('thumb', 'm1'))?.bytes).toEqual(new Uint8Array([5, 6, 7]));
  });

  it('drops the least recently used beyond the bound, counting a use as recent', async () => {
    const kept = createKeptImages(new IDBFactory(), now);
    for (let i = 0; i < KEPT_ON_DEVICE.photo; i += 1) {
      clock += 1000;
      await kept.keep('photo', `p${i}`, image(i));
    }
    clock += 1000;
    expect(await kept.get('photo', 'p0')).not.toBeNull(); // p0 used again: p1 is now the oldest
    clock += 1000;
    await kept.keep('photo', 'late', image(99));
    expect(await kept.get('photo', 'p1')).toBeNull();
    expect(await kept.get('photo', 'p0')).not.toBeNull();
    expect(await kept.get('photo', 'late')).not.toBeNull();
  });

  it('forgets both images of a message that left the wall, and nothing else', async () => {
    const kept = createKeptImages(new IDBFactory(), now);
    await kept.keep('thumb', 'gone', image(1));
    await kept.keep('photo', 'gone', image(2));
    await kept.keep('thumb', 'stays', image(3));
    await kept.forget(['gone']);
    expect(await kept.get('thumb', 'gone')).toBeNull();
    expect(await kept.get('photo', 'gone')).toBeNull();
    expect(await kept.get('thumb', 'stays')).toEqual(image(3));
  });

  it('answers as if nothing were kept without IndexedDB, or when it cannot be opened', async () => {
    const none = createKeptImages(undefined, now);
    await none.keep('thumb', 'm1', image(1));
    expect(await none.get('thumb', 'm1')).toBeNull();
    await none.forget(['m1']);

    const broken = {
      open: () => {
        throw new DOMException('The user denied permission', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const refused = createKeptImages(broken, now);
    await refused.keep('thumb', 'm1', image(1));
    expect(await refused.get('thumb', 'm1')).toBeNull();
  });
});
