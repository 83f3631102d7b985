import { act, renderHook, waitFor } from '@testing-library/react';
import { Bytes, getDoc, type DocumentReference } from 'firebase/firestore';
import { forgetImages, useStoredImage } from './photos';
import { permissionDenied } from '../../testing/firestoreMock';

// Only the network call (getDoc) is replaced; the references are the real SDK's.
vi.mock('firebase/firestore', async (original) =>
  (await import('../../testing/firestoreMock')).sdkWith(original, 'getDoc'),
);
vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));
const get = vi.mocked(getDoc);

const thumb = {
  exists: () => true,
  data: () => ({
    image: Bytes.fromUint8Array(new Uint8Array([1, 2, 3])),
    type: 'image/webp',
    width: 480,
    height: 360,
  }),
} as unknown as Awaited<ReturnType<typeof getDoc>>;

const offline = () => Object.assign(new Error('offline'), { code: 'unavailable' });
const reads = () => get.mock.calls.map(([ref]) => (ref as DocumentReference).path);

beforeEach(() => {
  get.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => forgetImages());

describe('useStoredImage, a thumbnail that failed', () => {
  it('is read again when the browser comes back online', async () => {
    get.mockRejectedValueOnce(offline()).mockResolvedValueOnce(thumb);
    const { result } = renderHook(() => useStoredImage('thumb', 'm1'));
    await waitFor(() => expect(result.current.status).toBe('missing'));
    expect(result.current.retry).toEqual(expect.any(Function));

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', url: 'blob:thumb' }));
    expect(reads()).toEqual(['thumbs/m1', 'thumbs/m1']);
  });

  it('is read again when the reader asks, showing it is loading meanwhile', async () => {
    get.mockRejectedValueOnce(offline());
    const { result } = renderHook(() => useStoredImage('thumb', 'm1'));
    await waitFor(() => expect(result.current.status).toBe('missing'));
    let answer: (value: typeof thumb) => void = () => undefined;
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));

    act(() => result.current.retry?.());
    expect(result.current.status).toBe('loading');
    // The device's store is asked first (none in jsdom), then Firestore.
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    await act(async () => answer(thumb));
    expect(result.current).toEqual({ status: 'ready', url: 'blob:thumb' });
  });

  it('stays a quiet placeholder when refused (its message was removed): no retry', async () => {
    get.mockRejectedValueOnce(permissionDenied('denied'));
    const { result } = renderHook(() => useStoredImage('thumb', 'm1'));
    await waitFor(() => expect(result.current.status).toBe('missing'));
    expect(result.current.retry).toBeUndefined();

    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => Promise.resolve());
    expect(reads()).toEqual(['thumbs/m1']);
  });
});
