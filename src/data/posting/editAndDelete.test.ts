// @vitest-environment jsdom
import { getDocFromServer, writeBatch, type WriteBatch } from 'firebase/firestore';
import { AUTHORED_KEY, rememberAuthored } from '../device/postedHere';
import { signedInUid } from './identity';
import { deleteOwnMessage, editOwnMessage } from './editAndDelete';
import { ownPosts } from '../device/waitingPosts';
import { NoLongerYoursError } from './refusals';
import { DEFAULT_WALL_SETTINGS } from '../schema/wallSettings';
import { heldPattern } from '../schema/heldWords';
import { permissionDenied, recordingWrites, type RecordedWrite } from '../../testing/firestoreMock';

// The author's door under test: only the network calls (the batches' commits, the reads from
// the server) and the identity are replaced, on a throwaway app that never connects.
vi.mock('firebase/firestore', async (original) =>
  (await import('../../testing/firestoreMock')).sdkWith(original, 'writeBatch', 'getDocFromServer'),
);
vi.mock('./identity', () => ({
  readyToPost: vi.fn(() => Promise.resolve('guest-uid')),
  signedInUid: vi.fn(() => Promise.resolve('guest-uid')),
}));
vi.mock('./bookkeeping', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./bookkeeping')>()),
  madeBy: vi.fn(() => Promise.resolve({ posts: 1, photos: 0 })),
}));
vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));

/** Each batch the door committed, as the writes it held. */
let batches: RecordedWrite[][] = [];
/** What each commit does, in turn: undefined commits, an error is the rules' refusal. */
let commits: (Error | undefined)[] = [];
/** The server's documents, by path; an Error is a refused read. */
let server: Record<string, Record<string, unknown> | Error> = {};

beforeEach(() => {
  localStorage.clear();
  batches = [];
  commits = [];
  server = {};
  vi.mocked(signedInUid).mockResolvedValue('guest-uid');
  vi.mocked(writeBatch).mockImplementation(() => {
    const writes: RecordedWrite[] = [];
    batches.push(writes);
    const commit = () => {
      const outcome = commits.shift();
      return outcome ? Promise.reject(outcome) : Promise.resolve();
    };
    return recordingWrites(writes, { commit }) as unknown as WriteBatch;
  });
  vi.mocked(getDocFromServer).mockImplementation((ref) => {
    const stored = server[ref.path];
    if (stored instanceof Error) return Promise.reject(stored);
    return Promise.resolve({
      exists: () => stored !== undefined,
      get: (field: string) => stored?.[field],
    } as never);
  });
});

const APPROVAL_ON = { ...DEFAULT_WALL_SETTINGS, approvalRequired: true };
const DRAFT = { authorName: 'Sam', content: 'Happy birthday, Jake!' };

/** The waiting copy a held edit wrote, in its last batch. */
function waitingCopy(): Record<string, unknown> | undefined {
  return batches.at(-1)?.find((write) => write.path === 'pending_messages/m1')?.data;
}

describe('an edit on the wall', () => {
  it('changes the name and text in one batch with a bookkeeping write naming the message', async () => {
    await expect(editOwnMessage('m1', DRAFT, DEFAULT_WALL_SETTINGS)).resolves.toBe('edited');
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map(({ kind, path }) => `${kind} ${path}`)).toEqual([
      'set posters/guest-uid',
      'update messages/m1',
    ]);
    expect(Object.keys(batches[0]?.[0]?.data ?? {}).sort()).toEqual([
      'last_post',
      'last_post_at',
      'posts',
    ]);
    expect(batches[0]?.[0]?.data).toMatchObject({ last_post: 'm1' });
  });
});

describe('an edit a switch holds', () => {
  it("carries the message's reaction counts, as the server holds them, to the waiting list", async () => {
    server['messages/m1'] = { author_name: 'Sam', content: 'Hi', reactions: { cheers: 2 } };
    await expect(editOwnMessage('m1', DRAFT, APPROVAL_ON)).resolves.toBe('held');
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map(({ kind, path }) => `${kind} ${path}`)).toEqual([
      'set posters/guest-uid',
      'delete messages/m1',
      'set pending_messages/m1',
    ]);
    // Counted as one post, naming the message it is for (the rules count one per batch).
    expect(batches[0]?.[0]?.data).toMatchObject({ last_post: 'm1' });
    expect(waitingCopy()).toMatchObject({
      author_name: 'Sam',
      content: DRAFT.content,
      reactions: { cheers: 2 },
    });
    expect(Object.keys(waitingCopy() ?? {}).sort()).toEqual([
      'author_name',
      'content',
      'created_at',
      'edited_at',
      'reactions',
    ]);
    expect(ownPosts()).toMatchObject([{ id: 'm1', held: true }]);
  });

  it('adds no counts to a message nobody reacted to', async () => {
    server['messages/m1'] = { author_name: 'Sam', content: 'Hi' };
    await editOwnMessage('m1', DRAFT, APPROVAL_ON);
    expect(waitingCopy()).not.toHaveProperty('reactions');
  });

  it('reads the counts again and sends once more when a reaction landed in between', async () => {
    server['messages/m1'] = { reactions: { love: 1 } };
    commits = [permissionDenied()];
    vi.mocked(getDocFromServer).mockImplementationOnce(() =>
      Promise.resolve({ exists: () => true, get: () => ({ love: 0 }) } as never),
    );
    await expect(editOwnMessage('m1', DRAFT, APPROVAL_ON)).resolves.toBe('held');
    expect(batches).toHaveLength(2);
    expect(batches[0]?.find((w) => w.path === 'pending_messages/m1')?.data?.reactions).toEqual({
      love: 0,
    });
    expect(waitingCopy()?.reactions).toEqual({ love: 1 });
  });
});

describe('a message the organizer took down and put back', () => {
  it('refuses the edit with a NoLongerYoursError, the device still remembering it (the dialog forgets it)', async () => {
    rememberAuthored('m1', Date.now());
    commits = [permissionDenied(), permissionDenied(), permissionDenied()];
    server['messages/m1'] = { author_name: 'Sam', content: 'Hi' };
    server['authors/m1'] = permissionDenied();
    await expect(editOwnMessage('m1', DRAFT, DEFAULT_WALL_SETTINGS)).rejects.toEqual(
      new NoLongerYoursError('m1'),
    );
    expect(localStorage.getItem(AUTHORED_KEY)).toContain('m1');
  });

  it('refuses the delete with a NoLongerYoursError, and forgets the message on this device', async () => {
    rememberAuthored('m1', Date.now());
    commits = [permissionDenied()];
    server['authors/m1'] = permissionDenied();
    await expect(deleteOwnMessage('m1', 'Sam')).rejects.toEqual(new NoLongerYoursError('m1'));
    expect(localStorage.getItem(AUTHORED_KEY)).not.toContain('m1');
  });

  it('leaves any other refusal as it was while the message is still theirs', async () => {
    rememberAuthored('m1', Date.now());
    commits = [permissionDenied()];
    server['authors/m1'] = { uid: 'guest-uid' };
    await expect(deleteOwnMessage('m1', 'Sam')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(localStorage.getItem(AUTHORED_KEY)).toContain('m1');
  });
});

describe('a message with a photo', () => {
  const PHOTO = { width: 1600, height: 1200, alt: 'Sam with a beer' };
  const FILTER_ON = {
    ...DEFAULT_WALL_SETTINGS,
    heldWords: ['beer'],
    heldPattern: heldPattern(['beer']),
  };

  it("is held when its photo's description has a listed word, carrying the photo as stored", async () => {
    server['messages/m1'] = { author_name: 'Sam', content: 'Hi', photo: PHOTO };
    await expect(editOwnMessage('m1', DRAFT, FILTER_ON, PHOTO.alt)).resolves.toBe('held');
    expect(waitingCopy()).toMatchObject({ content: DRAFT.content, photo: PHOTO });
  });

  it('is edited in place while photos wait: the Photos switch holds new posts only', async () => {
    const waiting = { ...DEFAULT_WALL_SETTINGS, photos: 'wait' as const };
    await expect(editOwnMessage('m1', DRAFT, waiting, 'Sam and the cake')).resolves.toBe('edited');
    expect(batches[0]?.[1]?.data).not.toHaveProperty('photo');
  });

  it('leaves the photo out of a held copy of a message without one', async () => {
    server['messages/m1'] = { author_name: 'Sam', content: 'Hi' };
    await editOwnMessage('m1', DRAFT, APPROVAL_ON);
    expect(waitingCopy()).not.toHaveProperty('photo');
  });
});

describe("the author's delete", () => {
  it('takes the photo and the thumbnail with the message, always (a missing one is no error)', async () => {
    rememberAuthored('m1', Date.now());
    await expect(deleteOwnMessage('m1', 'Sam')).resolves.toBeUndefined();
    expect(batches[0]?.map(({ kind, path }) => `${kind} ${path}`)).toEqual([
      'delete messages/m1',
      'delete authors/m1',
      'delete photos/m1',
      'delete thumbs/m1',
      'set deleted_messages/m1',
    ]);
    expect(localStorage.getItem(AUTHORED_KEY)).not.toContain('m1');
  });
});
