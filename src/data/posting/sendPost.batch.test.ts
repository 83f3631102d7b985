// @vitest-environment jsdom
// First: it replaces what the posting path reaches before anything below loads it.
import { backendInEachTest, batches, commitWith, refuse } from './testing/postingBackend';
import { DRAFT, OFF, UID } from './testing/postingDrafts';
import { serverTimestamp } from 'firebase/firestore';
import { AUTHORED_KEY } from '../device/postedHere';
import { ownPosts } from '../device/waitingPosts';
import { MESSAGES_COLLECTION, PENDING_COLLECTION } from '../schema/schema';
import { sendPost } from './sendPost';
import { fakeTimersInThisTest } from '../../testing/fakeTimers';

backendInEachTest();

describe('a new post and its batch', () => {
  it("goes under a new auto id, trimmed, in one batch by the guest's identity with its bookkeeping and author document", async () => {
    await expect(sendPost(DRAFT, OFF, UID)).resolves.toBe('posted');
    expect(batches).toHaveLength(1);
    const [post, poster, author] = batches[0] ?? [];
    const id = post?.path.split('/')[1] ?? '';
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(post).toEqual({
      kind: 'set',
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
    refuse(MESSAGES_COLLECTION, PENDING_COLLECTION);
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
    commitWith(() => new Promise<void>((resolve) => (confirm = resolve)));
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
