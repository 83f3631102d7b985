import { writeBatch, type WriteBatch } from 'firebase/firestore';
import { forgetOwnPosts, ownPosts } from '../../device/waitingPosts';
import { madeBy } from '../bookkeeping';
import {
  permissionDenied,
  recordingWrites,
  type RecordedWrite,
} from '../../../testing/firestoreMock';

// The sendPost tests' shared setup, imported by each before anything it replaces. The posting
// path is under test: only the batch's commit and the bookkeeping's read are replaced, on a
// throwaway app that never connects. The guest's identity is the form's to make: here, UID.
vi.mock('firebase/firestore', async (original) =>
  (await import('../../../testing/firestoreMock')).sdkWith(original, 'writeBatch'),
);
vi.mock('../bookkeeping', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../bookkeeping')>()),
  madeBy: vi.fn(),
}));
vi.mock('../../../firebase/firebase', () => import('../../../testing/firebaseStandIn'));

/** What the guest has made so far, as the bookkeeping reads it. */
export const made = vi.mocked(madeBy);

/** Each batch committed (or tried), as the writes it held. */
export const batches: RecordedWrite[][] = [];
/** The collections whose new posts the rules refuse. */
let refusing = new Set<string>();
/** Replaces every commit when set (a backend that has not answered yet). */
let commit: (() => Promise<void>) | undefined;

/** From here on in this test, the rules refuse new posts in `collections`. */
export function refuse(...collections: string[]): void {
  refusing = new Set(collections);
}

/** From here on in this test, every commit is `answer` (a backend slow or failing). */
export function commitWith(answer: () => Promise<void>): void {
  commit = answer;
}

/** In each test: no batch yet, nothing refused, no post kept on the device. */
export function backendInEachTest(): void {
  beforeEach(() => {
    localStorage.clear();
    forgetOwnPosts(ownPosts().map(({ id }) => id));
    batches.length = 0;
    refusing = new Set();
    commit = undefined;
    made.mockReset();
    made.mockResolvedValue({ posts: 0, photos: 0 });
    vi.mocked(writeBatch).mockImplementation(() => {
      const writes: RecordedWrite[] = [];
      batches.push(writes);
      return recordingWrites(writes, {
        commit: () => {
          if (commit) return commit();
          const post = writes[0]?.collection ?? '';
          return refusing.has(post) ? Promise.reject(permissionDenied()) : Promise.resolve();
        },
      }) as unknown as WriteBatch;
    });
  });
}

/** The collection each post's batch wrote its post to. */
export function writtenTo(): string[] {
  return batches.map((writes) => writes[0]?.collection ?? '');
}
