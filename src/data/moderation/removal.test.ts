import {
  getDocFromServer,
  runTransaction,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase/firestore';
import { moveToRemoved, REMOVAL_ATTEMPTS, sameStored } from './removal';
import { permissionDenied } from '../../testing/firestoreMock';
import { testFirestore } from '../../testing/testFirestore';

// The removal's transaction under test with the server played here: each attempt reads the
// messages as `server` holds them, and its commit is refused while `refuse` says so (the rules
// judging a copy a reaction made stale). A throwaway app that never connects.
vi.mock('firebase/firestore', async (original) =>
  (await import('../../testing/firestoreMock')).sdkWith(
    original,
    'runTransaction',
    'getDocFromServer',
  ),
);

const db = testFirestore('removal');

const CREATED = new Timestamp(1_780_000_000, 123_456_000);
let server: Map<string, DocumentData>;
let commits: string[][];
let refuse: (attempt: number) => boolean;

function snapshotOf(ref: DocumentReference): DocumentSnapshot {
  const data = server.get(ref.path);
  return { exists: () => data !== undefined, data: () => data } as unknown as DocumentSnapshot;
}

const denied = permissionDenied('denied');

beforeEach(() => {
  server = new Map([
    ['messages/m1', { author_name: 'Sam', content: 'Hi', created_at: CREATED }],
    [
      'messages/m2',
      { author_name: 'Bo', content: 'Yo', created_at: CREATED, reactions: { love: 1 } },
    ],
  ]);
  commits = [];
  refuse = () => false;
  vi.mocked(getDocFromServer).mockImplementation((ref) =>
    Promise.resolve(snapshotOf(ref as DocumentReference)),
  );
  vi.mocked(runTransaction).mockImplementation(async (_db, update) => {
    const writes: string[] = [];
    const copies: DocumentData[] = [];
    const transaction = {
      get: (ref: DocumentReference) => Promise.resolve(snapshotOf(ref)),
      set: (ref: DocumentReference, data: DocumentData) => {
        writes.push(`set ${ref.path}`);
        copies.push(data);
        return transaction;
      },
      delete: (ref: DocumentReference) => {
        writes.push(`delete ${ref.path}`);
        return transaction;
      },
    } as unknown as Transaction;
    await update(transaction);
    commits.push(writes);
    if (refuse(commits.length)) throw denied;
    lastCopies = copies;
    return undefined as never;
  });
});

let lastCopies: DocumentData[] = [];

/** A guest's reaction landing on m2 between the desk's read and its commit. */
function reactionOnM2(): Promise<void> {
  const message = server.get('messages/m2') ?? {};
  const love = (message.reactions as { love: number }).love;
  server.set('messages/m2', { ...message, reactions: { love: love + 1 } });
  return Promise.resolve();
}

describe('removing messages in a transaction', () => {
  it("copies each message as the transaction read it, ends its author's hold, and deletes it", async () => {
    await moveToRemoved(db, ['m1', 'm2'], 'mod@example.com');
    expect(commits).toEqual([
      [
        'set removed_messages/m1',
        'delete authors/m1',
        'delete messages/m1',
        'set removed_messages/m2',
        'delete authors/m2',
        'delete messages/m2',
      ],
    ]);
    expect(lastCopies[1]).toMatchObject({
      author_name: 'Bo',
      reactions: { love: 1 },
      removed_by: 'mod@example.com',
    });
  });

  it('leaves out a message already gone (taken back, or removed by another moderator)', async () => {
    server.delete('messages/m1');
    await moveToRemoved(db, ['m1', 'm2'], 'mod@example.com');
    expect(commits[0]?.filter((write) => write.endsWith('/m1'))).toEqual([]);
  });

  it('reads again and tries again when a reaction made its copy stale, and copies the new count', async () => {
    // The first commit carries the count read before the reaction: refused, as the rules do.
    refuse = (attempt) => attempt === 1;
    await moveToRemoved(db, ['m2'], 'mod@example.com', {
      afterRead: (attempt) => (attempt === 1 ? reactionOnM2() : Promise.resolve()),
    });
    expect(commits).toHaveLength(2);
    expect(lastCopies[0]).toMatchObject({ reactions: { love: 2 } });
  });

  it('rejects at once a refusal of messages that did not move (the rules said no)', async () => {
    refuse = () => true;
    await expect(moveToRemoved(db, ['m1', 'm2'], 'mod@example.com')).rejects.toBe(denied);
    expect(commits).toHaveLength(1);
  });

  it(`gives up after ${REMOVAL_ATTEMPTS} attempts while reactions keep landing`, async () => {
    refuse = () => true;
    await expect(
      moveToRemoved(db, ['m2'], 'mod@example.com', { afterRead: reactionOnM2 }),
    ).rejects.toBe(denied);
    expect(commits).toHaveLength(REMOVAL_ATTEMPTS);
  });
});

describe('sameStored', () => {
  it('compares stored values as Firestore holds them', () => {
    const at = new Timestamp(1, 2);
    expect(
      sameStored({ a: at, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: new Timestamp(1, 2) }),
    ).toBe(true);
    expect(sameStored({ reactions: { love: 1 } }, { reactions: { love: 2 } })).toBe(false);
    expect(sameStored({ a: at }, { a: new Timestamp(1, 3) })).toBe(false);
    expect(sameStored({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameStored(undefined, { a: 1 })).toBe(false);
    expect(sameStored([1, 2], [1])).toBe(false);
  });
});
