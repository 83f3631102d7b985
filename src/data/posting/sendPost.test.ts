// @vitest-environment jsdom
import {
  Bytes,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
} from 'firebase/firestore';
import { AUTHORED_KEY } from '../device/postedHere';
import { forgetOwnPosts, ownPosts } from '../device/waitingPosts';
import { cleanHeldWords, heldPattern } from '../schema/heldWords';
import {
  MESSAGES_COLLECTION,
  PENDING_COLLECTION,
  PHOTOS_COLLECTION,
  THUMBS_COLLECTION,
} from '../schema/schema';
import type { EncodedImage, PostDraft } from '../schema/types';
import { DEFAULT_WALL_SETTINGS } from '../schema/wallSettings';
import { madeBy, nextPostBookkeeping } from './bookkeeping';
import { sendPost, type PostingSettings } from './sendPost';
import { PhotoCapError, PhotosOffError, PosterCapError } from './refusals';
import { fakeTimersInThisTest } from '../../testing/fakeTimers';

// The posting path under test: only the batch's commit and the bookkeeping's read are replaced,
// on a throwaway app that never connects. The guest's identity is the form's to make: here, UID.
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  writeBatch: vi.fn(),
}));
vi.mock('./bookkeeping', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./bookkeeping')>()),
  madeBy: vi.fn(),
}));
vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));
const made = vi.mocked(madeBy);

interface Write {
  path: string;
  collection: string;
  data: Record<string, unknown>;
}

/** Each batch committed (or tried), as the writes it held. */
let batches: Write[][] = [];
/** The collections whose new posts the rules refuse. */
let refusing = new Set<string>();
/** Replaces every commit when set (a backend that has not answered yet). */
let commit: (() => Promise<void>) | undefined;

function refused(): Error {
  return Object.assign(new Error('Missing or insufficient permissions.'), {
    code: 'permission-denied',
  });
}

beforeEach(() => {
  localStorage.clear();
  forgetOwnPosts(ownPosts().map(({ id }) => id));
  batches = [];
  refusing = new Set();
  commit = undefined;
  made.mockReset();
  made.mockResolvedValue({ posts: 0, photos: 0 });
  vi.mocked(writeBatch).mockImplementation(() => {
    const writes: Write[] = [];
    batches.push(writes);
    const batch = {
      set: (ref: DocumentReference, data: Record<string, unknown>) => {
        writes.push({ path: ref.path, collection: ref.parent.id, data });
        return batch;
      },
      commit: () => {
        if (commit) return commit();
        const post = writes[0]?.collection ?? '';
        return refusing.has(post) ? Promise.reject(refused()) : Promise.resolve();
      },
    };
    return batch as unknown as ReturnType<typeof writeBatch>;
  });
});

const UID = 'guest-uid';
const OFF: PostingSettings = { status: 'ready', settings: DEFAULT_WALL_SETTINGS, sealed: false };
const DRAFT = { authorName: ' Ada ', content: ' Free beer! ' };
const words = cleanHeldWords(['beer']);

/** The collection each post's batch wrote its post to. */
function writtenTo(): string[] {
  return batches.map((writes) => writes[0]?.collection ?? '');
}

describe('a new post and its batch', () => {
  it("goes under a new auto id, trimmed, in one batch by the guest's identity with its bookkeeping and author document", async () => {
    await expect(sendPost(DRAFT, OFF, UID)).resolves.toBe('posted');
    expect(batches).toHaveLength(1);
    const [post, poster, author] = batches[0] ?? [];
    const id = post?.path.split('/')[1] ?? '';
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(post).toEqual({
      path: `${MESSAGES_COLLECTION}/${id}`,
      collection: MESSAGES_COLLECTION,
      data: { author_name: 'Ada', content: 'Free beer!', created_at: serverTimestamp() },
    });
    expect(poster?.path).toBe('posters/guest-uid');
    expect(Object.keys(poster?.data ?? {}).sort()).toEqual(['last_post', 'last_post_at', 'posts']);
    expect(poster?.data.last_post).toBe(id);
    expect(author?.path).toBe(`authors/${id}`);
    expect(author?.data.uid).toBe('guest-uid');
    expect(localStorage.getItem(AUTHORED_KEY)).toContain(id);
    // Straight onto the open wall: nothing kept for the wall to show later.
    expect(ownPosts()).toEqual([]);
  });

  it('forgets the post on this device when the rules refuse it', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    await expect(sendPost(DRAFT, OFF, UID)).rejects.toMatchObject({ code: 'permission-denied' });
    const ids = batches.map((writes) => writes[0]?.path.split('/')[1] ?? '');
    expect(ids).toHaveLength(2); // the wall refused it, then the waiting list
    for (const id of ids) expect(localStorage.getItem(AUTHORED_KEY) ?? '').not.toContain(id);
    expect(ownPosts()).toEqual([]);
  });

  it('writes by the identity it is given, in the bookkeeping and the authorship', async () => {
    await sendPost(DRAFT, OFF, 'another-uid');
    expect(batches[0]?.map(({ path }) => path.split('/')[0])).toEqual([
      MESSAGES_COLLECTION,
      'posters',
      'authors',
    ]);
    expect(batches[0]?.[1]?.path).toBe('posters/another-uid');
    expect(batches[0]?.[2]?.data).toMatchObject({ uid: 'another-uid' });
  });

  it('waits for the backend however long it takes: no timeout of its own', async () => {
    fakeTimersInThisTest();
    let confirm: () => void = () => undefined;
    commit = () => new Promise<void>((resolve) => (confirm = resolve));
    let settled = false;
    const posting = sendPost(DRAFT, OFF, UID).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(settled).toBe(false);
    confirm();
    await expect(posting).resolves.toBe('posted');
  });
});

describe('sendPost: where the wall settings send it', () => {
  it('says the cap is reached when the rules refuse a guest who has made that many posts', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    made.mockResolvedValue({ posts: 5, photos: 0 });
    const switches = { ...OFF, settings: { ...DEFAULT_WALL_SETTINGS, posterCap: 5 } };
    await expect(sendPost(DRAFT, switches, UID)).rejects.toEqual(new PosterCapError(5));
    expect(ownPosts()).toEqual([]);
  });

  it('leaves any other refusal as it was', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    made.mockResolvedValue({ posts: 4, photos: 0 });
    const switches = { ...OFF, settings: { ...DEFAULT_WALL_SETTINGS, posterCap: 5 } };
    await expect(sendPost(DRAFT, switches, UID)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('holds a post with a listed word, remembered on the device as waiting', async () => {
    const settings = {
      ...DEFAULT_WALL_SETTINGS,
      heldWords: words,
      heldPattern: heldPattern(words),
    };
    await expect(sendPost(DRAFT, { ...OFF, settings }, UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ authorName: 'Ada', content: 'Free beer!', held: true }]);
  });

  it('holds a post the rules refused because approval was switched on while it was in flight', async () => {
    refusing = new Set([MESSAGES_COLLECTION]);
    await expect(sendPost(DRAFT, OFF, UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ held: true }]);
  });

  it('fails, and forgets it, when the waiting list refuses it too', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    await expect(sendPost(DRAFT, OFF, UID)).rejects.toThrow();
    expect(ownPosts()).toEqual([]);
  });

  it('posts onto the wall a held post the waiting list refused (a switch turned off meanwhile)', async () => {
    refusing = new Set([PENDING_COLLECTION]);
    const settings = { ...DEFAULT_WALL_SETTINGS, approvalRequired: true };
    await expect(sendPost(DRAFT, { ...OFF, settings }, UID)).resolves.toBe('posted');
    expect(writtenTo()).toEqual([PENDING_COLLECTION, MESSAGES_COLLECTION]);
    expect(ownPosts()).toEqual([]);
  });

  it('fails, trying the waiting list once, when both places refuse a held post', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    const settings = { ...DEFAULT_WALL_SETTINGS, approvalRequired: true };
    await expect(sendPost(DRAFT, { ...OFF, settings }, UID)).rejects.toThrow();
    expect(writtenTo()).toEqual([PENDING_COLLECTION, MESSAGES_COLLECTION]);
  });

  it('does not hold a post that failed for another reason', async () => {
    commit = () => Promise.reject(new Error('unavailable'));
    await expect(sendPost(DRAFT, OFF, UID)).rejects.toThrow('unavailable');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
  });

  it('on a sealed wall, posts to the wall and keeps it on the device until it opens', async () => {
    await expect(sendPost(DRAFT, { ...OFF, sealed: true }, UID)).resolves.toBe('sealed');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ held: false }]);
  });
});

describe('sendPost before settings/wall has answered', () => {
  const loading = (sealedWhenKnown: () => Promise<boolean>): PostingSettings => ({
    ...OFF,
    status: 'loading',
    sealedWhenKnown,
  });

  it('keeps the post on the device and says it is sealed once the wall turns out sealed', async () => {
    let answer: (sealed: boolean) => void = () => undefined;
    const known = new Promise<boolean>((resolve) => (answer = resolve));
    const sent = sendPost(
      DRAFT,
      loading(() => known),
      UID,
    );
    await vi.waitFor(() => expect(writtenTo()).toEqual([MESSAGES_COLLECTION]));
    // Kept on the device as on a sealed wall before anything is known.
    expect(ownPosts()).toMatchObject([{ authorName: 'Ada', content: 'Free beer!', held: false }]);
    answer(true);
    await expect(sent).resolves.toBe('sealed');
    expect(ownPosts()).toMatchObject([{ held: false }]);
  });

  it('says posted once the wall turns out open', async () => {
    await expect(
      sendPost(
        DRAFT,
        loading(() => Promise.resolve(false)),
        UID,
      ),
    ).resolves.toBe('posted');
  });

  it('holds a post the rules refused on the wall (approval on, a listed word)', async () => {
    refusing = new Set([MESSAGES_COLLECTION]);
    const known = vi.fn(() => Promise.resolve(false));
    await expect(sendPost(DRAFT, loading(known), UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ held: true }]);
    expect(known).not.toHaveBeenCalled();
  });
});

describe('a post with a photo', () => {
  const image = (width: number, height: number, size: number): EncodedImage => ({
    bytes: new Uint8Array(size).fill(7),
    type: 'image/webp',
    width,
    height,
  });
  const PHOTO = { photo: image(1600, 1200, 300), thumb: image(480, 360, 30) };
  const WITH_PHOTO: PostDraft = { ...DRAFT, photo: { ...PHOTO, alt: '  Ada and the cake  ' } };

  it('writes the photo and its thumbnail under the post id in the same batch, counted as a photo', async () => {
    await expect(sendPost(WITH_PHOTO, OFF, UID)).resolves.toBe('posted');
    expect(batches).toHaveLength(1);
    const [post, photo, thumb, poster, author] = batches[0] ?? [];
    const id = post?.path.split('/')[1] ?? '';
    expect(post?.data).toEqual({
      author_name: 'Ada',
      content: 'Free beer!',
      created_at: serverTimestamp(),
      photo: { width: 1600, height: 1200, alt: 'Ada and the cake' },
    });
    expect(photo?.path).toBe(`${PHOTOS_COLLECTION}/${id}`);
    expect(photo?.data).toEqual({
      image: Bytes.fromUint8Array(PHOTO.photo.bytes),
      type: 'image/webp',
      width: 1600,
      height: 1200,
      bytes: PHOTO.photo.bytes.byteLength,
    });
    expect(thumb?.path).toBe(`${THUMBS_COLLECTION}/${id}`);
    expect(thumb?.data).toMatchObject({
      width: 480,
      height: 360,
      type: 'image/webp',
      bytes: PHOTO.thumb.bytes.byteLength,
    });
    expect((thumb?.data.image as Bytes).toUint8Array()).toEqual(PHOTO.thumb.bytes);
    expect(poster?.data).toEqual({ ...nextPostBookkeeping(id), photos: increment(1) });
    expect(author?.path).toBe(`authors/${id}`);
  });

  it('says "Photo from {name}" when the guest wrote no description', async () => {
    await sendPost({ ...DRAFT, photo: { ...PHOTO, alt: '   ' } }, OFF, UID);
    expect(batches[0]?.[0]?.data.photo).toEqual({
      width: 1600,
      height: 1200,
      alt: 'Photo from Ada',
    });
  });

  it('counts no photo for a post without one', async () => {
    await sendPost(DRAFT, OFF, UID);
    expect(batches[0]?.map(({ collection }) => collection)).toEqual([
      MESSAGES_COLLECTION,
      'posters',
      'authors',
    ]);
    expect(batches[0]?.[1]?.data).not.toHaveProperty('photos');
  });

  it('keeps only the texts on the device while it waits, never the bytes', async () => {
    const settings = { ...DEFAULT_WALL_SETTINGS, photos: 'wait' as const };
    await expect(sendPost(WITH_PHOTO, { ...OFF, settings }, UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
    const [kept] = ownPosts();
    expect(kept).toMatchObject({ authorName: 'Ada', content: 'Free beer!', held: true });
    expect(kept).not.toHaveProperty('photo');
  });

  it("waits while photos wait, and goes onto the wall while they're on; a text post is not held", async () => {
    const waiting = { ...OFF, settings: { ...DEFAULT_WALL_SETTINGS, photos: 'wait' as const } };
    await expect(sendPost(DRAFT, waiting, UID)).resolves.toBe('posted');
    await expect(sendPost(WITH_PHOTO, OFF, UID)).resolves.toBe('posted');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION, MESSAGES_COLLECTION]);
  });

  it("holds a post whose photo's description has a listed word", async () => {
    const settings = {
      ...DEFAULT_WALL_SETTINGS,
      heldWords: ['cake'],
      heldPattern: heldPattern(['cake']),
    };
    const draft = { authorName: 'Ada', content: 'Happy birthday!', photo: WITH_PHOTO.photo };
    await expect(sendPost(draft, { ...OFF, settings }, UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
  });

  it('leaves photos off to the form, whose PhotosOffError says what to do', () => {
    expect(new PhotosOffError().message).toBe(
      'The host has turned photos off for now. Post your message without the photo.',
    );
  });

  it('says the photo cap is reached when the rules refuse a guest who has posted that many photos', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    made.mockResolvedValue({ posts: 3, photos: 2 });
    const switches = { ...OFF, settings: { ...DEFAULT_WALL_SETTINGS, photoCap: 2 } };
    await expect(sendPost(WITH_PHOTO, switches, UID)).rejects.toEqual(new PhotoCapError(2));
    // Its bytes went once: the cap, found by a read, refuses it on the waiting list too.
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
    expect(new PhotoCapError(5).message).toBe(
      "You've shared 5 photos, the most this wall takes from one guest. Post your message without the photo.",
    );
    // The same guest's text post is not a photo past the cap: another refusal, as it was.
    await expect(sendPost(DRAFT, switches, UID)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('says the post cap first when both are reached', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    made.mockResolvedValue({ posts: 20, photos: 5 });
    await expect(sendPost(WITH_PHOTO, OFF, UID)).rejects.toEqual(new PosterCapError(20));
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
  });

  it('is held, sent a second time, when the wall refused it for no cap (approval just switched on)', async () => {
    refusing = new Set([MESSAGES_COLLECTION]);
    await expect(sendPost(WITH_PHOTO, OFF, UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION, PENDING_COLLECTION]);
  });

  it('goes once, to the waiting list, while photos wait, even when refused there for its cap', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    made.mockResolvedValue({ posts: 1, photos: 2 });
    const settings = { ...DEFAULT_WALL_SETTINGS, photos: 'wait' as const, photoCap: 2 };
    await expect(sendPost(WITH_PHOTO, { ...OFF, settings }, UID)).rejects.toEqual(
      new PhotoCapError(2),
    );
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
  });

  it('before the wall settings are known, is not sent again to the waiting list past its cap', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    made.mockResolvedValue({ posts: 1, photos: 5 });
    const loading: PostingSettings = { ...OFF, status: 'loading' };
    await expect(sendPost(WITH_PHOTO, loading, UID)).rejects.toEqual(new PhotoCapError(5));
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
  });
});
