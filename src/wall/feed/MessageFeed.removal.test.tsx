import { act, screen, within } from '@testing-library/react';
import {
  card,
  EXIT_MS,
  feedOnFakeClockInEachTest,
  names,
  renderFeed,
  wait,
  without,
} from './testing/removalFeed';
import type { Message } from '../../data/schema/types';
import { wall } from '../../testing/messages';

// Reduced motion is the visitor's setting, read through framer-motion's hook.
const motion = vi.hoisted(() => ({ reduced: false }));
vi.mock('framer-motion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('framer-motion')>()),
  useReducedMotion: () => motion.reduced,
}));

describe('MessageFeed: a message the organizer removes', async () => {
  feedOnFakeClockInEachTest();
  beforeEach(() => {
    motion.reduced = false;
  });

  it('fades out in place at full height, then leaves the list in one step', async () => {
    const { rerender } = renderFeed(wall(5));
    rerender(without(wall(5), 'm3'));
    // Still in its place while it fades; nothing else moved.
    expect(names()).toEqual(['Guest 5', 'Guest 4', 'Guest 3', 'Guest 2', 'Guest 1']);
    const leaving = card('Guest 3')?.closest('li');
    await wait(120);
    expect(Number(leaving?.style.opacity)).toBeLessThan(1);
    expect(leaving?.style.height).toBe('');
    await wait(EXIT_MS);
    expect(card('Guest 3')).toBeNull();
    expect(names()).toEqual(['Guest 5', 'Guest 4', 'Guest 2', 'Guest 1']);
  });

  it('leaves at once for a visitor who asks for reduced motion', async () => {
    motion.reduced = true;
    const { rerender } = renderFeed(wall(5));
    rerender(without(wall(5), 'm3'));
    expect(card('Guest 3')).toBeNull();
    expect(names()).toHaveLength(4);
  });

  it('removes several at once, each fading where it was', async () => {
    const { rerender } = renderFeed(wall(6));
    rerender(without(wall(6), 'm6', 'm4', 'm3'));
    expect(names()).toEqual(['Guest 6', 'Guest 5', 'Guest 4', 'Guest 3', 'Guest 2', 'Guest 1']);
    // A new message arriving meanwhile lands on top, the leaving ones keep their places.
    rerender([...wall(1, 7), ...without(wall(6), 'm6', 'm4', 'm3')]);
    expect(names()).toEqual([
      'Guest 7',
      'Guest 6',
      'Guest 5',
      'Guest 4',
      'Guest 3',
      'Guest 2',
      'Guest 1',
    ]);
    await wait(EXIT_MS);
    expect(names()).toEqual(['Guest 7', 'Guest 5', 'Guest 2', 'Guest 1']);
  });

  it("fades out the visitor's own card too (a post the backend refused, or taken down)", async () => {
    const [newest] = wall(1, 4);
    if (!newest) throw new Error('no message');
    const mine: Message = { ...newest, id: 'mine', authorName: 'Me', pending: true };
    const { rerender } = renderFeed(wall(3));
    rerender([mine, ...wall(3)]);
    await wait(EXIT_MS);
    rerender(wall(3));
    expect(card('Me')).toBeInTheDocument();
    await wait(EXIT_MS);
    expect(card('Me')).toBeNull();
  });

  it('brings a restored message back where it was, without announcing it as new', async () => {
    const { rerender } = renderFeed(wall(5));
    rerender(without(wall(5), 'm3'));
    await wait(EXIT_MS);
    rerender(wall(5));
    expect(names()).toEqual(['Guest 5', 'Guest 4', 'Guest 3', 'Guest 2', 'Guest 1']);
    await wait(EXIT_MS);
    expect(card('Guest 3')?.closest('li')?.style.opacity).toBe('1');
    expect(screen.getByRole('status')).toHaveTextContent('');
    // A real arrival is still news.
    rerender(wall(6));
    expect(screen.getByRole('status')).toHaveTextContent('New message from Guest 6');
  });

  it('fades out in place among messages posted in the same instant (ties by id, as the wall orders them)', async () => {
    // Four posts stamped with one time: the wall orders them by id, the highest first
    // (src/data/reading/pagination.ts), and a card leaving keeps that place while it fades.
    const [first] = wall(1);
    if (!first) throw new Error('no message');
    const tied = ['m4', 'm3', 'm2', 'm1'].map((id) => ({
      ...first,
      id,
      authorName: `Guest ${id.slice(1)}`,
    }));
    const { rerender } = renderFeed(tied);
    rerender(without(tied, 'm2'));
    expect(names()).toEqual(['Guest 4', 'Guest 3', 'Guest 2', 'Guest 1']);
    rerender(without(tied, 'm2', 'm3'));
    expect(names()).toEqual(['Guest 4', 'Guest 3', 'Guest 2', 'Guest 1']);
    await wait(EXIT_MS);
    expect(names()).toEqual(['Guest 4', 'Guest 1']);
  });

  it('keeps a restored message when it comes back before its exit ends', async () => {
    const { rerender } = renderFeed(wall(3));
    rerender(without(wall(3), 'm2'));
    await wait(100);
    rerender(wall(3));
    await wait(EXIT_MS);
    expect(names()).toEqual(['Guest 3', 'Guest 2', 'Guest 1']);
    expect(card('Guest 2')?.closest('li')?.style.opacity).toBe('1');
  });

  it('moves the keyboard focus from a removed card to the one taking its place', async () => {
    const { rerender } = renderFeed(wall(4));
    const time = (name: string) => within(card(name) ?? document.body).getByText(/ago$/);
    act(() => time('Guest 3').focus());
    rerender(without(wall(4), 'm3'));
    expect(time('Guest 2')).toHaveFocus();
    await wait(EXIT_MS);
    expect(time('Guest 2')).toHaveFocus();

    // The last card: focus goes to the one above it.
    act(() => time('Guest 1').focus());
    rerender(without(wall(4), 'm3', 'm1'));
    expect(time('Guest 2')).toHaveFocus();
  });
});
