// @vitest-environment jsdom
import { serverTimestamp, writeBatch, type DocumentReference } from 'firebase/firestore';
import { AUTHORED_KEY } from '../device/postedHere';
import { forgetOwnPosts, ownPosts } from '../device/waitingPosts';
import { cleanHeldWords, heldPattern } from '../schema/heldWords';
import { MESSAGES_COLLECTION, PENDING_COLLECTION } from '../schema/schema';
import { DEFAULT_WALL_SETTINGS } from '../schema/wallSettings';
import { postsMadeBy } from './bookkeeping';
import { readyToPost } from './identity';
import { sendPost, type PostingSwitches } from './post';
import { PosterCapError } from './refusals';

// The posting path under test: only the batch's commit, the bookkeeping's read and the guest's
// sign-in are replaced, on a throwaway app that never connects.
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  writeBatch: vi.fn(),
}));
vi.mock('./identity', () => ({ readyToPost: vi.fn() }));
vi.mock('./bookkeeping', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./bookkeeping')>()),
  postsMadeBy: vi.fn(),
}));
vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));
const signIn = vi.mocked(readyToPost);
const postsMade = vi.mocked(postsMadeBy);

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
  signIn.mockReset();
  signIn.mockResolvedValue('guest-uid');
  postsMade.mockReset();
  postsMade.mockResolvedValue(0);
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

afterEach(() => {
  vi.useRealTimers();
});

const OFF: PostingSwitches = { status: 'ready', settings: DEFAULT_WALL_SETTINGS, sealed: false };
const DRAFT = { authorName: ' Ada ', content: ' Free beer! ' };
const words = cleanHeldWords(['beer']);

/** The collection each post's batch wrote its post to. */
function writtenTo(): string[] {
  return batches.map((writes) => writes[0]?.collection ?? '');
}

describe('a new post and its batch', () => {
  it("goes under a new auto id, trimmed, in one batch by the guest's identity with its bookkeeping and author document", async () => {
    await expect(sendPost(DRAFT, OFF)).resolves.toBe('posted');
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
    await expect(sendPost(DRAFT, OFF)).rejects.toMatchObject({ code: 'permission-denied' });
    const ids = batches.map((writes) => writes[0]?.path.split('/')[1] ?? '');
    expect(ids).toHaveLength(2); // the wall refused it, then the waiting list
    for (const id of ids) expect(localStorage.getItem(AUTHORED_KEY) ?? '').not.toContain(id);
    expect(ownPosts()).toEqual([]);
  });

  it('sends nothing when the first sign-in cannot be made', async () => {
    const offline = Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
    signIn.mockRejectedValue(offline);
    await expect(sendPost(DRAFT, OFF)).rejects.toBe(offline);
    expect(batches).toEqual([]);
  });

  it('waits for the backend however long it takes: no timeout of its own', async () => {
    vi.useFakeTimers();
    let confirm: () => void = () => undefined;
    commit = () => new Promise<void>((resolve) => (confirm = resolve));
    let settled = false;
    const posting = sendPost(DRAFT, OFF).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(settled).toBe(false);
    confirm();
    await expect(posting).resolves.toBe('posted');
  });
});

describe('sendPost: where the switches send it', () => {
  it('says the cap is reached when the rules refuse a guest who has made that many posts', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    postsMade.mockResolvedValue(5);
    const switches = { ...OFF, settings: { ...DEFAULT_WALL_SETTINGS, posterCap: 5 } };
    await expect(sendPost(DRAFT, switches)).rejects.toEqual(new PosterCapError(5));
    expect(ownPosts()).toEqual([]);
  });

  it('leaves any other refusal as it was', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    postsMade.mockResolvedValue(4);
    const switches = { ...OFF, settings: { ...DEFAULT_WALL_SETTINGS, posterCap: 5 } };
    await expect(sendPost(DRAFT, switches)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('holds a post with a listed word, remembered on the device as waiting', async () => {
    const settings = {
      ...DEFAULT_WALL_SETTINGS,
      heldWords: words,
      heldPattern: heldPattern(words),
    };
    await expect(sendPost(DRAFT, { ...OFF, settings })).resolves.toBe('held');
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ authorName: 'Ada', content: 'Free beer!', held: true }]);
  });

  it('holds a post the rules refused because approval was switched on while it was in flight', async () => {
    refusing = new Set([MESSAGES_COLLECTION]);
    await expect(sendPost(DRAFT, OFF)).resolves.toBe('held');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ held: true }]);
  });

  it('fails, and forgets it, when the waiting list refuses it too', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    await expect(sendPost(DRAFT, OFF)).rejects.toThrow();
    expect(ownPosts()).toEqual([]);
  });

  it('posts onto the wall a held post the waiting list refused (a switch turned off meanwhile)', async () => {
    refusing = new Set([PENDING_COLLECTION]);
    const settings = { ...DEFAULT_WALL_SETTINGS, approvalRequired: true };
    await expect(sendPost(DRAFT, { ...OFF, settings })).resolves.toBe('posted');
    expect(writtenTo()).toEqual([PENDING_COLLECTION, MESSAGES_COLLECTION]);
    expect(ownPosts()).toEqual([]);
  });

  it('fails, trying the waiting list once, when both places refuse a held post', async () => {
    refusing = new Set([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    const settings = { ...DEFAULT_WALL_SETTINGS, approvalRequired: true };
    await expect(sendPost(DRAFT, { ...OFF, settings })).rejects.toThrow();
    expect(writtenTo()).toEqual([PENDING_COLLECTION, MESSAGES_COLLECTION]);
  });

  it('does not hold a post that failed for another reason', async () => {
    commit = () => Promise.reject(new Error('unavailable'));
    await expect(sendPost(DRAFT, OFF)).rejects.toThrow('unavailable');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
  });

  it('on a sealed wall, posts to the wall and keeps it on the device until it opens', async () => {
    await expect(sendPost(DRAFT, { ...OFF, sealed: true })).resolves.toBe('sealed');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ held: false }]);
  });
});

describe('sendPost before settings/wall has answered', () => {
  const loading = (sealedWhenKnown: () => Promise<boolean>): PostingSwitches => ({
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
      ),
    ).resolves.toBe('posted');
  });

  it('holds a post the rules refused on the wall (approval on, a listed word)', async () => {
    refusing = new Set([MESSAGES_COLLECTION]);
    const known = vi.fn(() => Promise.resolve(false));
    await expect(sendPost(DRAFT, loading(known))).resolves.toBe('held');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ held: true }]);
    expect(known).not.toHaveBeenCalled();
  });
});
