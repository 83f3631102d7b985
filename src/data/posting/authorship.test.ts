import { getDocFromServer } from 'firebase/firestore';
import { isStillAuthor } from './authorship';
import { signedInUid } from './identity';
import { permissionDenied } from '../../testing/firestoreMock';

// Only the read from the server and the identity are replaced, on a throwaway app.
vi.mock('firebase/firestore', async (original) =>
  (await import('../../testing/firestoreMock')).sdkWith(original, 'getDocFromServer'),
);
vi.mock('./identity', () => ({ signedInUid: vi.fn() }));
vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));
const read = vi.mocked(getDocFromServer);

function author(uid: string) {
  return Promise.resolve({ get: (field: string) => (field === 'uid' ? uid : undefined) } as never);
}

describe('isStillAuthor', () => {
  beforeEach(() => {
    read.mockReset();
    vi.mocked(signedInUid).mockResolvedValue('guest-uid');
  });

  it('is true while authors/{id} names this identity, asked of the server', async () => {
    read.mockReturnValue(author('guest-uid'));
    await expect(isStillAuthor('m1')).resolves.toBe(true);
    expect(read.mock.calls[0]?.[0].path).toBe('authors/m1');
  });

  it('is false once the rules refuse the read (gone with a removal), or it names another', async () => {
    read.mockRejectedValueOnce(permissionDenied('denied'));
    await expect(isStillAuthor('m1')).resolves.toBe(false);
    read.mockReturnValueOnce(author('someone-else'));
    await expect(isStillAuthor('m1')).resolves.toBe(false);
  });

  it('is false with no identity on this device, without a read', async () => {
    vi.mocked(signedInUid).mockResolvedValue(null);
    await expect(isStillAuthor('m1')).resolves.toBe(false);
    expect(read).not.toHaveBeenCalled();
  });

  it('rejects when the server cannot be asked (offline), so nothing is forgotten', async () => {
    read.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await expect(isStillAuthor('m1')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
