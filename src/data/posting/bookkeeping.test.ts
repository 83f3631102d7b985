// @vitest-environment jsdom
import {
  collection,
  doc,
  writeBatch,
  type DocumentReference,
  type WriteBatch,
} from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { AUTHORED_KEY } from '../device/postedHere';
import { writePost } from './bookkeeping';

// A post's batch as the wall sends it: only the commit is replaced, on a throwaway app that
// never connects.
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  writeBatch: vi.fn(),
}));
vi.mock('../../firebase/firebase', async () => {
  const { initializeApp: init } = await import('firebase/app');
  const { getFirestore: get } = await import('firebase/firestore');
  return { firestore: get(init({ projectId: 'demo-test', apiKey: 'k', appId: 'a' }, 'poster')) };
});

interface Write {
  path: string;
  data: Record<string, unknown>;
}

let writes: Write[] = [];
let refusal: Error | undefined;

beforeEach(() => {
  localStorage.clear();
  writes = [];
  refusal = undefined;
  vi.mocked(writeBatch).mockImplementation(() => {
    const batch = {
      set: (ref: DocumentReference, data: Record<string, unknown>) => {
        writes.push({ path: ref.path, data });
        return batch;
      },
      commit: () => (refusal ? Promise.reject(refusal) : Promise.resolve()),
    } as unknown as WriteBatch;
    return batch;
  });
});

/** A new post's place, as the form makes it: an auto id from the SDK. */
function newPostRef(): DocumentReference {
  return doc(collection(firestore, 'messages'));
}

const POST = { author_name: 'Sam', content: 'Happy birthday!', created_at: null as never };

describe('a post and its bookkeeping', () => {
  it('goes under a new auto id, in one batch with posters/{uid} naming it and its author document', async () => {
    const ref = newPostRef();
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    await writePost('guest-uid', ref, POST);
    expect(writes.map((write) => write.path)).toEqual([
      `messages/${ref.id}`,
      'posters/guest-uid',
      `authors/${ref.id}`,
    ]);
    const bookkeeping = writes[1]?.data ?? {};
    expect(Object.keys(bookkeeping).sort()).toEqual(['last_post', 'last_post_at', 'posts']);
    expect(bookkeeping.last_post).toBe(ref.id);
    expect(localStorage.getItem(AUTHORED_KEY)).toContain(ref.id);
  });

  it('forgets the post on this device when the rules refuse it', async () => {
    refusal = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    const ref = newPostRef();
    await expect(writePost('guest-uid', ref, POST)).rejects.toBe(refusal);
    expect(localStorage.getItem(AUTHORED_KEY) ?? '').not.toContain(ref.id);
  });
});
