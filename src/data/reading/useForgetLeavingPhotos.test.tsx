import { renderHook } from '@testing-library/react';
import type { Message } from '../schema/types';
import { useForgetLeavingPhotos } from './useForgetLeavingPhotos';

vi.mock('../../firebase/firebase', () => import('../../testing/firebaseStandIn'));
const forget = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../device/keptImages', () => ({
  keptImages: { get: vi.fn(), keep: vi.fn(), forget },
}));

const message = (id: string, photo = true): Message => ({
  id,
  authorName: 'Ava',
  content: 'Hi',
  createdAt: new Date(0),
  reactions: { cheers: 0, love: 0, haha: 0, party: 0 },
  pending: false,
  ...(photo ? { photo: { width: 4, height: 3, alt: 'A cake' } } : {}),
});

beforeEach(() => forget.mockClear());

describe('useForgetLeavingPhotos', () => {
  it('forgets the images of a photo message that leaves the live wall', () => {
    const { rerender } = renderHook((list: Message[] | undefined) => useForgetLeavingPhotos(list), {
      initialProps: [message('a'), message('b'), message('t', false)],
    });
    expect(forget).not.toHaveBeenCalled();
    rerender([message('b')]);
    expect(forget).toHaveBeenCalledWith(['a']);
  });

  it('compares a list read again with the last one shown, not with the empty list between', () => {
    const { rerender } = renderHook((list: Message[] | undefined) => useForgetLeavingPhotos(list), {
      initialProps: [message('a'), message('b')],
    });
    rerender(undefined); // listening afresh (a sealed wall that opened, a retry)
    rerender([message('a'), message('b')]);
    expect(forget).not.toHaveBeenCalled();
  });
});
