import { writeBatch, type DocumentReference, type WriteBatch } from 'firebase/firestore';
import { approveMessages, declineMessages, writeWallSettings } from './approval';
import type { WallMessage } from './moderationTypes';

// The desk's batches under test: only their commits are replaced (each batch's writes are
// recorded), on a throwaway app that never connects.
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  writeBatch: vi.fn(),
}));
vi.mock('../firebase/firebase', async () => {
  const { initializeApp: init } = await import('firebase/app');
  const { getFirestore: get } = await import('firebase/firestore');
  return {
    firestore: get(init({ projectId: 'demo-test', apiKey: 'k', appId: 'a' }, 'approval')),
    appCheckReady: undefined,
  };
});

interface Write {
  kind: 'set' | 'delete';
  path: string;
  data?: Record<string, unknown>;
}
let writes: Write[] = [];

beforeEach(() => {
  writes = [];
  vi.mocked(writeBatch).mockImplementation(() => {
    const batch = {
      set: (ref: DocumentReference, data: Record<string, unknown>) => {
        writes.push({ kind: 'set', path: ref.path, data });
        return batch;
      },
      delete: (ref: DocumentReference) => {
        writes.push({ kind: 'delete', path: ref.path });
        return batch;
      },
      commit: () => Promise.resolve(),
    } as unknown as WriteBatch;
    return batch;
  });
});

const EDITED_AT = { seconds: 1_780_000_100, nanoseconds: 5 };
/** A held edit waiting for the desk: its edit time and the counts it took with it. */
const heldEdit: WallMessage = {
  id: 'h1',
  authorName: 'Sam',
  content: 'Changed my mind',
  createdAt: new Date(0),
  pending: false,
  stored: {
    author_name: 'Sam',
    content: 'Changed my mind',
    created_at: { seconds: 1_780_000_100, nanoseconds: 5 },
    edited_at: EDITED_AT,
    reactions: { cheers: 2, love: 1 },
  },
};

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

describe('the switches as the desk writes them', () => {
  it('writes settings/wall whole with no name on it, and who changed it apart, in one batch', async () => {
    await writeWallSettings(
      {
        approvalRequired: true,
        sealedUntil: null,
        heldWords: ['beer'],
        filterOn: true,
        posterCap: 20,
      },
      'mod@example.com',
    );
    expect(writes.map(({ kind, path }) => `${kind} ${path}`)).toEqual([
      'set settings/wall',
      'set settings_audit/wall',
    ]);
    expect(Object.keys(writes[0]?.data ?? {}).sort()).toEqual([
      'approval_required',
      'held_pattern',
      'held_words',
      'poster_cap',
      'sealed_until',
      'updated_at',
    ]);
    expect(writes[1]?.data).toMatchObject({ updated_by: 'mod@example.com' });
  });
});
