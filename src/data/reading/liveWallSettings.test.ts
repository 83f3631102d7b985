// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { onSnapshot } from 'firebase/firestore';
import { forgetOwnPosts, ownPosts, rememberOwnPost } from '../device/waitingPosts';
import { DECLINED_COLLECTION } from '../schema/schema';
import { useOwnPostDecisions } from './liveWallSettings';

// The door itself is under test: only the listens are replaced, on a throwaway app that never
// connects.
vi.mock('firebase/firestore', async (original) =>
  (await import('../../testing/firestoreMock')).sdkWith(original, 'onSnapshot'),
);
vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));
const listen = vi.mocked(onSnapshot);

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
