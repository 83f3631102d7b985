// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import {
  collection,
  documentId,
  limit,
  onSnapshot,
  orderBy,
  query,
  queryEqual,
  startAfter,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { useLivePages } from './livePages';

// The door itself is under test: only the network call (the listen) is replaced, and the app
// is a throwaway one that never connects.
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  onSnapshot: vi.fn(),
}));
vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));
const listen = vi.mocked(onSnapshot);

describe('useLivePages on another list (the desk’s removed messages)', () => {
  const REMOVED = { collection: 'removed_messages', timeField: 'removed_at' };
  const removedDoc = (n: number) => {
    const data = {
      author_name: 'Sam',
      content: `Removed ${n}`,
      created_at: new Timestamp(1_700_000_000, 0),
      removed_at: new Timestamp(1_780_000_000 + n, 0),
    };
    return {
      id: `r${String(n).padStart(4, '0')}`,
      metadata: { hasPendingWrites: false },
      data: () => data,
      get: (field: keyof typeof data) => data[field],
    };
  };

  it('reads that collection newest first by its own time field, one bounded page, then the next after its cursor', () => {
    const queries: Query[] = [];
    const nexts: ((snapshot: unknown) => void)[] = [];
    listen.mockImplementation((...args: unknown[]) => {
      queries.push(args[0] as Query);
      nexts.push((args[2] as { next: (snapshot: unknown) => void }).next);
      return () => undefined;
    });
    const read = (doc: QueryDocumentSnapshot) => doc.id;
    const hook = renderHook(() => useLivePages({ read, pageSize: 3, source: REMOVED }));
    const newestFirst = [orderBy('removed_at', 'desc'), orderBy(documentId(), 'desc')] as const;
    const removed = collection(firestore, 'removed_messages');
    expect(queries).toHaveLength(1);
    expect(queryEqual(queries[0] as Query, query(removed, ...newestFirst, limit(3)))).toBe(true);
    const docs = [removedDoc(9), removedDoc(8), removedDoc(7)];
    act(() => nexts[0]?.({ metadata: { fromCache: false }, docs, size: docs.length }));
    expect(hook.result.current.items).toEqual(['r0009', 'r0008', 'r0007']);
    expect(hook.result.current.hasMore).toBe(true);
    act(() => hook.result.current.loadMore());
    expect(queries).toHaveLength(2);
    const after = startAfter(new Timestamp(1_780_000_007, 0), 'r0007');
    expect(queryEqual(queries[1] as Query, query(removed, ...newestFirst, after, limit(3)))).toBe(
      true,
    );
  });
});
