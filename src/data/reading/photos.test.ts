import { Bytes, getDoc, type DocumentReference } from 'firebase/firestore';
import type { KeptImages } from '../device/keptImages';
import type { EncodedImage, Message } from '../schema/types';
import { acquireImage, cachedImage, forgetImages, forgetImagesOf, KEEP_UNUSED } from './photos';
import { leftWithPhotos } from './useForgetLeavingPhotos';
import { permissionDenied } from '../../testing/firestoreMock';

// Only the network call (getDoc) is replaced; the references are the real SDK's.
vi.mock('firebase/firestore', async (original) =>
  (await import('../../testing/firestoreMock')).sdkWith(original, 'getDoc'),
);
vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));
const get = vi.mocked(getDoc);

// The device's store (its own tests: device/keptImages.test.ts) as a map: what it holds.
const device = vi.hoisted(() => new Map<string, EncodedImage>());
vi.mock('../device/keptImages', () => ({
  keptImages: {
    get: (kind, id) => Promise.resolve(device.get(`${kind}/${id}`) ?? null),
    keep: (kind, id, image) => {
      device.set(`${kind}/${id}`, image);
      return Promise.resolve();
    },
    forget: (ids) => {
      for (const id of ids) for (const kind of ['thumb', 'photo']) device.delete(`${kind}/${id}`);
      return Promise.resolve();
    },
  } satisfies KeptImages,
}));

const PIXELS = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);

function stored(data: Record<string, unknown> | undefined) {
  return { exists: () => data !== undefined, data: () => data } as unknown as Awaited<
    ReturnType<typeof getDoc>
  >;
}

const image = (type = 'image/webp') => ({
  image: Bytes.fromUint8Array(PIXELS),
  type,
  width: 480,
  height: 360,
});

const pathsRead = () => get.mock.calls.map(([ref]) => (ref as DocumentReference).path);

afterEach(() => {
  forgetImages();
  get.mockReset();
  device.clear();
});

describe('acquireImage', () => {
  it('reads thumbs/{id} once, as an object URL of the stored type, however often it is shown', async () => {
    get.mockResolvedValue(stored(image()));
    const first = acquireImage('thumb', 'm1');
    const url = await first.ready;
    expect(url).toMatch(/^blob:/);
    const blob = await (await fetch(url ?? '')).blob();
    expect(blob.type).toBe('image/webp');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PIXELS);
    first.release();
    const again = acquireImage('thumb', 'm1');
    expect(await again.ready).toBe(url);
    expect(cachedImage('thumb', 'm1')).toBe(url);
    expect(pathsRead()).toEqual(['thumbs/m1']);
  });

  it('reads the full photo from photos/{id}, apart from the thumbnail', async () => {
    get.mockResolvedValue(stored(image('image/jpeg')));
    await acquireImage('photo', 'm1').ready;
    await acquireImage('thumb', 'm1').ready;
    expect(pathsRead()).toEqual(['photos/m1', 'thumbs/m1']);
  });

  it('gives null for a refused, missing or malformed image, and tries again on a later view', async () => {
    get.mockRejectedValueOnce(permissionDenied('denied'));
    expect(await acquireImage('thumb', 'gone').ready).toBeNull();
    get.mockResolvedValueOnce(stored(undefined));
    expect(await acquireImage('thumb', 'gone').ready).toBeNull();
    get.mockResolvedValueOnce(stored({ ...image(), type: 'image/svg+xml' }));
    expect(await acquireImage('thumb', 'gone').ready).toBeNull();
    get.mockResolvedValueOnce(stored({ ...image(), image: 'not bytes' }));
    expect(await acquireImage('thumb', 'gone').ready).toBeNull();
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('rejects for a read that failed on the way (offline), and reads again on a later view', async () => {
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    get.mockRejectedValueOnce(offline);
    await expect(acquireImage('thumb', 'm1').ready).rejects.toBe(offline);
    get.mockResolvedValueOnce(stored(image()));
    expect(await acquireImage('thumb', 'm1').ready).toMatch(/^blob:/);
    expect(pathsRead()).toEqual(['thumbs/m1', 'thumbs/m1']);
  });

  it('keeps a page’s full photos no one shows, and releases the older ones’ URLs', async () => {
    get.mockResolvedValue(stored(image()));
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const urls: (string | null)[] = [];
    const ids = Array.from({ length: KEEP_UNUSED.photo + 1 }, (_, i) => `p${i}`);
    for (const id of ids) {
      const held = acquireImage('photo', id);
      urls.push(await held.ready);
      held.release();
    }
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(revoke).toHaveBeenCalledWith(urls[0]);
    expect(cachedImage('photo', 'p0')).toBeUndefined();
    expect(cachedImage('photo', 'p1')).toBe(urls[1]);
    expect(cachedImage('photo', ids.at(-1) ?? '')).toBe(urls.at(-1));
    revoke.mockRestore();
  });

  it('never releases an image still shown', async () => {
    get.mockResolvedValue(stored(image()));
    const shown = acquireImage('photo', 'kept');
    const url = await shown.ready;
    const others = Array.from({ length: KEEP_UNUSED.photo + 5 }, (_, i) => `o${i}`);
    for (const id of others) acquireImage('photo', id).release();
    await Promise.all(others.map((id) => acquireImage('photo', id).ready));
    expect(cachedImage('photo', 'kept')).toBe(url);
  });
});

describe('an image read once per device', () => {
  it('keeps what it read on the device, and a later visit reads no image document', async () => {
    get.mockResolvedValue(stored(image()));
    await acquireImage('thumb', 'm1').ready;
    await acquireImage('photo', 'm1').ready;
    expect([...device.keys()]).toEqual(['thumb/m1', 'photo/m1']);
    forgetImages(); // the page closed: a second visit starts with nothing in memory
    const url = await acquireImage('thumb', 'm1').ready;
    await acquireImage('photo', 'm1').ready;
    expect(url).toMatch(/^blob:/);
    expect(new Uint8Array(await (await fetch(url ?? '')).arrayBuffer())).toEqual(PIXELS);
    expect(pathsRead()).toEqual(['thumbs/m1', 'photos/m1']);
  });

  it('keeps nothing for a refused, missing or malformed image', async () => {
    get.mockRejectedValueOnce(permissionDenied('denied'));
    await acquireImage('thumb', 'a').ready;
    get.mockResolvedValueOnce(stored(undefined));
    await acquireImage('thumb', 'b').ready;
    get.mockResolvedValueOnce(stored({ ...image(), type: 'image/svg+xml' }));
    await acquireImage('thumb', 'c').ready;
    expect(device.size).toBe(0);
  });

  it('forgets both images of a message that left the wall, in the page and on the device', async () => {
    get.mockResolvedValue(stored(image()));
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const thumb = acquireImage('thumb', 'gone');
    const thumbUrl = await thumb.ready;
    thumb.release();
    const shown = acquireImage('photo', 'gone');
    const photoUrl = await shown.ready;
    await acquireImage('thumb', 'stays').ready;

    forgetImagesOf(['gone']);
    expect([...device.keys()]).toEqual(['thumb/stays']);
    expect(cachedImage('thumb', 'gone')).toBeUndefined();
    expect(revoke).toHaveBeenCalledWith(thumbUrl);
    // The photo still shown (its card fading out) keeps its URL until it is let go.
    expect(revoke).not.toHaveBeenCalledWith(photoUrl);
    shown.release();
    expect(revoke).toHaveBeenCalledWith(photoUrl);
    // Back on the wall (restored), it is read again.
    await acquireImage('thumb', 'gone').ready;
    expect(pathsRead().filter((path) => path === 'thumbs/gone')).toHaveLength(2);
    revoke.mockRestore();
  });
});

describe('an image forgotten on its way', () => {
  it('is released once it arrives, with no one left to show it', async () => {
    let answer: (value: ReturnType<typeof stored>) => void = () => undefined;
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const held = acquireImage('thumb', 'late');
    held.release(); // the card went before its thumbnail came
    forgetImagesOf(['late']);
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    answer(stored(image()));
    const url = await held.ready;
    expect(revoke).toHaveBeenCalledWith(url);
    expect(cachedImage('thumb', 'late')).toBeUndefined();
    expect(device.has('thumb/late')).toBe(false);
    revoke.mockRestore();
  });
});

describe('leftWithPhotos', () => {
  const message = (id: string, photo: boolean, minute = 0): Message => ({
    id,
    authorName: 'Ava',
    content: 'Hi',
    createdAt: new Date(minute * 60_000),
    reactions: { cheers: 0, love: 0, haha: 0, party: 0 },
    pending: false,
    ...(photo ? { photo: { width: 4, height: 3, alt: 'A cake' } } : {}),
  });

  it('names the photo messages that are no longer on the wall', () => {
    const before = [
      message('a', true),
      message('b', false),
      message('c', true),
      message('d', true),
    ];
    expect(leftWithPhotos(before, [message('c', true)])).toEqual(['a', 'd']);
    expect(leftWithPhotos(before, before)).toEqual([]);
  });

  it("on /screen's sliding page, names only those taken off, not those pushed out at the bottom", () => {
    // Newest first: d (minute 4) ... a (minute 1); e arrives, a slides out, c is removed.
    const before = [message('d', true, 4), message('c', true, 3), message('b', false, 2)];
    const withA = [...before, message('a', true, 1)];
    const after = [message('e', true, 5), message('d', true, 4), message('b', false, 2)];
    expect(leftWithPhotos(withA, after, true)).toEqual(['c']);
    expect(leftWithPhotos(withA, after)).toEqual(['c', 'a']);
  });
});
