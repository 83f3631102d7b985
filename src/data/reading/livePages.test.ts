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
import { useMessages } from './liveMessages';
import { useLivePages } from './livePages';
import { permissionDenied } from '../../testing/firestoreMock';

// The door itself is under test: only the network call (the listen) is replaced, and the app
// is a throwaway one that never connects.
vi.mock('firebase/firestore', async (original) =>
  (await import('../../testing/firestoreMock')).sdkWith(original, 'onSnapshot'),
);
vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));
const listen = vi.mocked(onSnapshot);

/** A stored message as a listener's snapshot holds it. */
function storedDoc(id: string, createdAt: Timestamp, hasPendingWrites = false) {
  const data = { author_name: 'Sam', content: `Message ${id}`, created_at: createdAt };
  return {
    id,
    metadata: { hasPendingWrites },
    data: () => data,
    get: (field: 'created_at') => data[field],
  };
}

describe('useMessages: the wall in pages', () => {
  interface Snapshot {
    metadata: { fromCache: boolean };
    docs: ReturnType<typeof storedDoc>[];
    size: number;
  }
  type Next = (snapshot: Snapshot) => void;

  /** Renders the hook; returns it and a way to answer each listener, in the order opened. */
  function renderWithListeners() {
    const listeners: Next[] = [];
    const stop = vi.fn();
    listen.mockImplementation((...args: unknown[]) => {
      const observer = args[2];
      if (typeof observer === 'object' && observer !== null && 'next' in observer) {
        const candidate = observer.next;
        if (typeof candidate === 'function') listeners.push((snapshot) => candidate(snapshot));
      }
      return stop;
    });
    const hook = renderHook(() => useMessages());
    const answer = (index: number, docs: Snapshot['docs'], fromCache = false) =>
      act(() => listeners[index]?.({ metadata: { fromCache }, docs, size: docs.length }));
    const deliver = (fromCache: boolean) => answer(0, [], fromCache);
    return { hook, answer, deliver, stop, listeners };
  }

  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const n = from - i;
      return storedDoc(`m${String(n).padStart(4, '0')}`, new Timestamp(1_780_000_000 + n, 0));
    });

  it('listens with metadata changes and stops listening on unmount', () => {
    const { hook, stop } = renderWithListeners();
    expect(listen).toHaveBeenCalledWith(
      expect.anything(),
      { includeMetadataChanges: true },
      expect.objectContaining({ next: expect.any(Function), error: expect.any(Function) }),
    );
    hook.unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('reads one page at first, and the next only when asked, both live', () => {
    const { hook, answer, listeners } = renderWithListeners();
    expect(hook.result.current.status).toBe('loading');
    expect(listeners).toHaveLength(1);
    answer(0, page(120, 50));
    expect(hook.result.current.messages).toHaveLength(50);
    expect(hook.result.current.hasMore).toBe(true);
    expect(listeners).toHaveLength(1);
    act(() => hook.result.current.loadMore?.());
    expect(listeners).toHaveLength(2);
    answer(1, page(70, 50));
    expect(hook.result.current.messages.map((m) => m.id)).toEqual(
      page(120, 100).map((doc) => doc.id),
    );
    // The second page answers again: one of its messages was removed.
    answer(
      1,
      page(70, 50).filter((doc) => doc.id !== 'm0060'),
    );
    expect(hook.result.current.messages.map((m) => m.id)).not.toContain('m0060');
    expect(hook.result.current.messages).toHaveLength(99);
  });

  it('shows the visitor’s own post at once, before the server has its time', () => {
    const { hook, answer } = renderWithListeners();
    answer(0, page(120, 50));
    const estimate = new Timestamp(1_780_000_500, 0);
    answer(0, [storedDoc('mine', estimate, true), ...page(120, 49)]);
    expect(hook.result.current.messages[0]).toMatchObject({ id: 'mine', pending: true });
    // The head's last card, pushed out by the post, stays on screen.
    expect(hook.result.current.messages).toHaveLength(51);
  });

  it('is not lost while the wall has never been live (backend unreachable from the start)', () => {
    const { hook, deliver } = renderWithListeners();
    deliver(true);
    deliver(true);
    expect(hook.result.current.connectionLost).toBe(false);
  });

  it('holds a refusal as loading while asked to (a sealed wall, settings not known yet), then throws it', () => {
    let refuse: (error: Error) => void = () => undefined;
    listen.mockImplementation((...args: unknown[]) => {
      const observer = args[2] as { error: (error: Error) => void };
      refuse = (error) => observer.error(error);
      return vi.fn();
    });
    const denied = permissionDenied();
    const hook = renderHook(({ hold }) => useMessages(0, hold), {
      initialProps: { hold: true },
    });
    act(() => refuse(denied));
    expect(hook.result.current.status).toBe('loading');
    expect(hook.result.current.messages).toEqual([]);
    // The wall turned out open: the refusal is the list's failure, for its error boundary.
    expect(() => hook.rerender({ hold: false })).toThrow(denied);
  });

  it('is lost when a live wall falls back to the cache, and found again when live', () => {
    const { hook, deliver } = renderWithListeners();
    deliver(false);
    expect(hook.result.current.connectionLost).toBe(false);
    deliver(true);
    expect(hook.result.current.connectionLost).toBe(true);
    deliver(false);
    expect(hook.result.current.connectionLost).toBe(false);
  });
});

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
