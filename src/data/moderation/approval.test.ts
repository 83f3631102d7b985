import { runTransaction, writeBatch, type DocumentReference } from 'firebase/firestore';
import { approveMessages, declineMessages } from './approval';
import { MESSAGES_PER_BATCH } from './batches';
import { writeWallSettings } from './deskWallSettings';
import { removeMessages, restoreMessages } from './removeAndRestore';
import { deskMessage } from '../../../tests/support/stored';
import type { DeskMessage } from './moderationTypes';
import { WALL_SETTINGS_FIELDS } from '../schema/schema';
import { recordingWrites, type RecordedWrite } from '../../testing/firestoreMock';

// The desk's batches under test: only their commits are replaced (each batch's writes are
// recorded), on a throwaway app that never connects.
vi.mock('firebase/firestore', async (original) =>
  (await import('../../testing/firestoreMock')).sdkWith(original, 'writeBatch', 'runTransaction'),
);
vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));

let writes: RecordedWrite[] = [];
/** The messages each commit carried (the ids its writes name). */
let commits: Set<string>[] = [];

function committed(own: readonly RecordedWrite[]) {
  writes.push(...own);
  commits.push(new Set(own.map(({ path }) => path.split('/')[1] ?? '')));
}

beforeEach(() => {
  writes = [];
  commits = [];
  vi.mocked(runTransaction).mockImplementation(async (_db, update) => {
    const own: RecordedWrite[] = [];
    // Every message still there, as stored.
    const get = (ref: DocumentReference) =>
      Promise.resolve({ exists: () => true, data: () => ({ path: ref.path }) });
    await update(recordingWrites(own, { get }) as never);
    committed(own);
    return undefined as never;
  });
  vi.mocked(writeBatch).mockImplementation(() => {
    const own: RecordedWrite[] = [];
    const commit = () => {
      committed(own);
      return Promise.resolve();
    };
    return recordingWrites(own, { commit }) as never;
  });
});

const EDITED_AT = { seconds: 1_780_000_100, nanoseconds: 5 };
/** A held edit waiting for the desk: its edit time and the counts it took with it. */
const heldEdit = deskMessage('h1', 'Sam', {
  content: 'Changed my mind',
  createdAt: new Date(0),
  stored: {
    created_at: { seconds: 1_780_000_100, nanoseconds: 5 },
    edited_at: EDITED_AT,
    reactions: { cheers: 2, love: 1 },
  },
});

describe("the desk's batches and a held edit", () => {
  it('approves it with its edit time and its reaction counts exactly, stamped anew', async () => {
    await approveMessages([heldEdit]);
    const message = writes.find(({ path }) => path === 'messages/h1');
    expect(message?.data).toMatchObject({
      author_name: 'Sam',
      content: 'Changed my mind',
      edited_at: EDITED_AT,
      reactions: { cheers: 2, love: 1 },
    });
    // The time is the approval's (a server timestamp), not the waiting copy's.
    expect(message?.data?.created_at).not.toEqual(heldEdit.stored.created_at);
    expect(writes.map(({ kind, path }) => `${kind} ${path}`)).toEqual([
      'set messages/h1',
      'delete pending_messages/h1',
    ]);
  });

  it("declines it with the counts kept, and ends its author's hold in the same batch", async () => {
    await declineMessages([heldEdit], 'mod@example.com');
    expect(writes.map(({ kind, path }) => `${kind} ${path}`)).toEqual([
      'set removed_messages/h1',
      'delete authors/h1',
      'set declined_messages/h1',
      'delete pending_messages/h1',
    ]);
    expect(writes[0]?.data).toMatchObject({ reactions: { cheers: 2, love: 1 } });
  });
});

/** A post with a photo waiting for the desk (photos waiting for approval). */
const waitingPhoto = deskMessage('p1', 'Sam', {
  content: 'At the party',
  createdAt: new Date(0),
  stored: {
    created_at: { seconds: 1_780_000_200, nanoseconds: 7 },
    photo: { width: 1600, height: 1200, alt: 'Photo from Sam' },
  },
});

describe("the desk's batches and a post with a photo", () => {
  it('approves it with its photo field unchanged; the images stay under its id', async () => {
    await approveMessages([waitingPhoto]);
    expect(writes.map(({ kind, path }) => `${kind} ${path}`)).toEqual([
      'set messages/p1',
      'delete pending_messages/p1',
    ]);
    expect(writes[0]?.data?.photo).toEqual({ width: 1600, height: 1200, alt: 'Photo from Sam' });
  });

  it('declines and restores it with the photo field as stored (a removal copies every field it reads)', async () => {
    await declineMessages([waitingPhoto], 'mod@example.com');
    expect(writes[0]?.path).toBe('removed_messages/p1');
    expect(writes[0]?.data).toMatchObject({ photo: waitingPhoto.stored.photo });
    writes = [];
    await restoreMessages([waitingPhoto]);
    expect(writes.find(({ path }) => path === 'messages/p1')?.data).toMatchObject({
      photo: waitingPhoto.stored.photo,
    });
    // No write touches the photo's documents: a removal leaves them for a restore.
    expect(writes.some(({ path }) => /^(photos|thumbs)\//.test(path))).toBe(false);
  });
});

describe('the wall settings as the desk writes them', () => {
  it('writes settings/wall whole with no name on it, and who changed it apart, in one batch', async () => {
    await writeWallSettings(
      {
        approvalRequired: true,
        sealedUntil: null,
        heldWords: ['beer'],
        filterOn: true,
        posterCap: 20,
        photos: 'wait',
        photoCap: 5,
      },
      'mod@example.com',
    );
    expect(writes.map(({ kind, path }) => `${kind} ${path}`)).toEqual([
      'set settings/wall',
      'set settings_audit/wall',
    ]);
    expect(Object.keys(writes[0]?.data ?? {}).sort()).toEqual([...WALL_SETTINGS_FIELDS]);
    expect(writes[1]?.data).toMatchObject({ updated_by: 'mod@example.com' });
  });
});

describe('the size of every batch the desk sends', () => {
  const many: DeskMessage[] = Array.from({ length: 7 }, (_, i) => ({ ...heldEdit, id: `m${i}` }));

  // tests/rules/desk.rules.test.ts measures a batch of MESSAGES_PER_BATCH against the rules.
  it.each([
    ['approves', () => approveMessages(many)],
    ['declines', () => declineMessages(many, 'mod@example.com')],
    ['restores', () => restoreMessages(many)],
    ['removes', () => removeMessages(many, 'mod@example.com')],
  ])(`%s 7 messages in batches of at most ${MESSAGES_PER_BATCH}`, async (_, send) => {
    await send();
    // Sent a few at once, so in any order.
    expect(commits.map((ids) => ids.size).sort()).toEqual([1, 3, 3]);
    expect(MESSAGES_PER_BATCH).toBe(3);
  });
});
