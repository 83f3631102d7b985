// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { onSnapshot } from 'firebase/firestore';
import { postsMadeBy, writePost } from '../posting/bookkeeping';
import { PosterCapError } from '../posting/refusals';
import { forgetOwnPosts, ownPosts, rememberOwnPost } from '../device/waitingPosts';
import { DECLINED_COLLECTION, PENDING_COLLECTION } from '../schema/schema';
import { sendPost, sendPostBeforeSettings, useOwnPostDecisions } from './wallSwitches';
import { cleanHeldWords, heldPattern } from '../schema/heldWords';
import { DEFAULT_WALL_SETTINGS } from '../schema/wallSettings';

// The door itself is under test: only the network calls (the post's batch, the listens, the
// bookkeeping's read) and the guest's sign-in are replaced, on a throwaway app that never
// connects.
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  onSnapshot: vi.fn(),
}));
vi.mock('../posting/identity', () => ({ readyToPost: vi.fn(() => Promise.resolve('guest-uid')) }));
vi.mock('../posting/bookkeeping', () => ({ writePost: vi.fn(), postsMadeBy: vi.fn() }));
vi.mock('../../firebase/firebase', async () => ({
  firestore: (await import('../../testing/testFirestore')).testFirestore('switches'),
}));
const write = vi.mocked(writePost);
const postsMade = vi.mocked(postsMadeBy);
const listen = vi.mocked(onSnapshot);

const DRAFT = { authorName: ' Ada ', content: ' Free beer! ' };
const words = cleanHeldWords(['beer']);

function refused(): Error {
  return Object.assign(new Error('Missing or insufficient permissions.'), {
    code: 'permission-denied',
  });
}

/** The collection each post's batch wrote to. */
function writtenTo(): string[] {
  return write.mock.calls.map(([, ref]) => ref.parent.id);
}

describe('sendPost', () => {
  beforeEach(() => {
    write.mockReset();
    write.mockResolvedValue(undefined);
    postsMade.mockResolvedValue(0);
    forgetOwnPosts(ownPosts().map(({ id }) => id));
  });

  it("writes each post by the guest's identity, in one batch with its bookkeeping", async () => {
    const settings = { ...DEFAULT_WALL_SETTINGS, approvalRequired: true };
    await sendPost(DRAFT, settings, false, vi.fn());
    expect(write).toHaveBeenCalledTimes(1);
    const [uid, , fields] = write.mock.calls[0] ?? [];
    expect(uid).toBe('guest-uid');
    expect(Object.keys(fields ?? {}).sort()).toEqual(['author_name', 'content', 'created_at']);
  });

  it('says the cap is reached when the rules refuse a guest who has made that many posts', async () => {
    const settings = { ...DEFAULT_WALL_SETTINGS, posterCap: 5 };
    const post = vi.fn().mockRejectedValue(refused());
    write.mockRejectedValue(refused());
    postsMade.mockResolvedValue(5);
    await expect(sendPost(DRAFT, settings, false, post)).rejects.toEqual(new PosterCapError(5));
    expect(ownPosts()).toEqual([]);
  });

  it('leaves any other refusal as it was', async () => {
    const settings = { ...DEFAULT_WALL_SETTINGS, posterCap: 5 };
    const post = vi.fn().mockRejectedValue(refused());
    write.mockRejectedValue(refused());
    postsMade.mockResolvedValue(4);
    await expect(sendPost(DRAFT, settings, false, post)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('with every switch off, posts straight onto the wall through postMessage', async () => {
    const post = vi.fn().mockResolvedValue(undefined);
    await expect(sendPost(DRAFT, DEFAULT_WALL_SETTINGS, false, post)).resolves.toBe('posted');
    expect(post).toHaveBeenCalledWith({ authorName: 'Ada', content: 'Free beer!' });
    expect(write).not.toHaveBeenCalled();
    expect(ownPosts()).toEqual([]);
  });

  it('holds a post with a listed word, remembered on the device as waiting', async () => {
    const post = vi.fn();
    const settings = {
      ...DEFAULT_WALL_SETTINGS,
      heldWords: words,
      heldPattern: heldPattern(words),
    };
    await expect(sendPost(DRAFT, settings, false, post)).resolves.toBe('held');
    expect(post).not.toHaveBeenCalled();
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ authorName: 'Ada', content: 'Free beer!', held: true }]);
  });

  it('holds a post the rules refused because approval was switched on while it was in flight', async () => {
    const post = vi.fn().mockRejectedValue(refused());
    await expect(sendPost(DRAFT, DEFAULT_WALL_SETTINGS, false, post)).resolves.toBe('held');
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
  });

  it('fails, and forgets it, when the waiting list refuses it too', async () => {
    const post = vi.fn().mockRejectedValue(refused());
    write.mockRejectedValue(refused());
    await expect(sendPost(DRAFT, DEFAULT_WALL_SETTINGS, false, post)).rejects.toThrow();
    expect(ownPosts()).toEqual([]);
  });

  it('posts onto the wall a held post the waiting list refused (a switch turned off meanwhile)', async () => {
    const post = vi.fn().mockResolvedValue(undefined);
    write.mockRejectedValue(refused());
    const settings = { ...DEFAULT_WALL_SETTINGS, approvalRequired: true };
    await expect(sendPost(DRAFT, settings, false, post)).resolves.toBe('posted');
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
    expect(post).toHaveBeenCalledWith({ authorName: 'Ada', content: 'Free beer!' });
    expect(ownPosts()).toEqual([]);
  });

  it('fails, trying the waiting list once, when both places refuse a held post', async () => {
    const post = vi.fn().mockRejectedValue(refused());
    write.mockRejectedValue(refused());
    const settings = { ...DEFAULT_WALL_SETTINGS, approvalRequired: true };
    await expect(sendPost(DRAFT, settings, false, post)).rejects.toThrow();
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('does not hold a post that failed for another reason', async () => {
    const post = vi.fn().mockRejectedValue(new Error('unavailable'));
    await expect(sendPost(DRAFT, DEFAULT_WALL_SETTINGS, false, post)).rejects.toThrow(
      'unavailable',
    );
    expect(write).not.toHaveBeenCalled();
  });

  it('on a sealed wall, posts to the wall and keeps it on the device until it opens', async () => {
    const post = vi.fn();
    await expect(sendPost(DRAFT, DEFAULT_WALL_SETTINGS, true, post)).resolves.toBe('sealed');
    expect(writtenTo()).toEqual(['messages']);
    expect(ownPosts()).toMatchObject([{ held: false }]);
  });
});

describe('sendPostBeforeSettings (settings/wall has not answered yet)', () => {
  beforeEach(() => {
    write.mockReset();
    write.mockResolvedValue(undefined);
    forgetOwnPosts(ownPosts().map(({ id }) => id));
  });

  it('keeps the post on the device and says it is sealed once the wall turns out sealed', async () => {
    let answer: (sealed: boolean) => void = () => undefined;
    const known = new Promise<boolean>((resolve) => (answer = resolve));
    const sent = sendPostBeforeSettings(DRAFT, () => known);
    await vi.waitFor(() => expect(writtenTo()).toEqual(['messages']));
    // Kept on the device as on a sealed wall before anything is known.
    expect(ownPosts()).toMatchObject([{ authorName: 'Ada', content: 'Free beer!', held: false }]);
    answer(true);
    await expect(sent).resolves.toBe('sealed');
    expect(ownPosts()).toMatchObject([{ held: false }]);
  });

  it('says posted once the wall turns out open', async () => {
    await expect(sendPostBeforeSettings(DRAFT, () => Promise.resolve(false))).resolves.toBe(
      'posted',
    );
  });

  it('holds a post the rules refused on the wall (approval on, a listed word)', async () => {
    write.mockRejectedValueOnce(refused()).mockResolvedValueOnce(undefined);
    const known = vi.fn();
    await expect(sendPostBeforeSettings(DRAFT, known)).resolves.toBe('held');
    expect(writtenTo()).toEqual(['messages', PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ held: true }]);
    expect(known).not.toHaveBeenCalled();
  });
});

describe('useOwnPostDecisions', () => {
  interface Snapshot {
    exists(): boolean;
    metadata: { fromCache: boolean };
  }
  type Next = (snapshot: Snapshot) => void;
  const nexts = new Map<string, Next>();
  const answer = (exists: boolean): Snapshot => ({
    exists: () => exists,
    metadata: { fromCache: false },
  });

  beforeEach(() => {
    forgetOwnPosts(ownPosts().map(({ id }) => id));
    nexts.clear();
    listen.mockReset();
    // Through listen() (src/firebase/live.ts): the options, then the observer.
    listen.mockImplementation(((
      ref: { path: string },
      _options: unknown,
      observer: { next: Next },
    ) => {
      nexts.set(ref.path, observer.next);
      return () => undefined;
    }) as unknown as typeof onSnapshot);
    rememberOwnPost({ id: 'w1', authorName: 'Ada', content: 'Hi', postedAt: 1, held: true });
  });

  it('keeps an approved post on the device, no longer waiting (a sealed wall still shows it)', () => {
    renderHook(() => useOwnPostDecisions(ownPosts()));
    nexts.get('messages/w1')?.(answer(true));
    expect(ownPosts()).toMatchObject([{ id: 'w1', held: false }]);
  });

  it('forgets a declined post, and ignores an absent document', () => {
    renderHook(() => useOwnPostDecisions(ownPosts()));
    nexts.get('messages/w1')?.(answer(false));
    expect(ownPosts()).toMatchObject([{ id: 'w1', held: true }]);
    nexts.get(`${DECLINED_COLLECTION}/w1`)?.(answer(true));
    expect(ownPosts()).toEqual([]);
  });
});
