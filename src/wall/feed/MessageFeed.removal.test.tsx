import { act, render, screen, within } from '@testing-library/react';
import { LazyMotion, MotionGlobalConfig, domAnimation } from 'framer-motion';
import { FEED_STEP, MessageFeed } from './MessageFeed';
import type { Message } from '../../data/schema/types';
import { playFrames } from '../../testing/motionFrames';
import { WALL_NOW as NOW, wall } from '../../testing/messages';
import { fakeTimersInEachTest } from '../../testing/fakeTimers';

// Reduced motion is the visitor's setting, read through framer-motion's hook.
const motion = vi.hoisted(() => ({ reduced: false }));
vi.mock('framer-motion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('framer-motion')>()),
  useReducedMotion: () => motion.reduced,
}));

// Longer than the exit's 0.3 s.
const EXIT_MS = 500;

const without = (messages: Message[], ...ids: string[]) =>
  messages.filter((message) => !ids.includes(message.id));

function renderFeed(messages: readonly Message[]) {
  const ui = (list: readonly Message[]) => (
    <LazyMotion features={domAnimation} strict>
      <MessageFeed messages={list} />
    </LazyMotion>
  );
  const view = render(ui(messages));
  return { ...view, rerender: (next: readonly Message[]) => view.rerender(ui(next)) };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label')?.replace('Message from ', ''));
const card = (name: string) => screen.queryByRole('article', { name: `Message from ${name}` });
/** Lets `ms` pass: the fake clock, and framer-motion's frames driven by hand. */
function wait(ms: number): Promise<void> {
  return playFrames(ms / 1000, () => vi.advanceTimersByTime(1000 / 60));
}

/**
 * For the tests that render pages of cards (150 to 370, each with its four reactions) in
 * jsdom. A ceiling, not a measurement: one took 22-46 s on a two-core machine running npm
 * test's other lanes beside it, against 30 s before.
 */
const MANY_CARDS_TIMEOUT = 90_000;

describe('MessageFeed: a message the organizer removes', async () => {
  fakeTimersInEachTest({ now: NOW });
  beforeEach(() => {
    motion.reduced = false;
    MotionGlobalConfig.useManualTiming = true;
  });
  afterEach(() => {
    MotionGlobalConfig.useManualTiming = false;
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

  it(
    'drops a card removed on the third page, live, and no other',
    async () => {
      // Three pages read: the feed shows all of them, and a removal anywhere takes one card.
      const messages = wall(3 * FEED_STEP);
      const { rerender } = renderFeed(messages);
      expect(names()).toHaveLength(3 * FEED_STEP);
      // m10 is the 141st card, on the third page.
      rerender(without(messages, 'm10'));
      await wait(EXIT_MS);
      expect(names()).toHaveLength(3 * FEED_STEP - 1);
      expect(card('Guest 10')).toBeNull();
      expect(names()).toEqual(without(messages, 'm10').map((message) => message.authorName));
    },
    MANY_CARDS_TIMEOUT,
  );

  it(
    'takes a card in a parked block off at once: nothing of it is on the page to fade',
    async () => {
      // A layout for jsdom: every item 100 px tall, one under the other; `near` puts them all
      // in view, as if the reader had scrolled back.
      let near = false;
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const top = near
          ? 0
          : Array.prototype.indexOf.call(this.parentElement?.children, this) * 100;
        return DOMRect.fromRect({ y: top, height: 100, width: 600 });
      });
      // Eight pages read (the last one short): every card is the feed's to show or park.
      const messages = wall(7 * FEED_STEP + 10);
      const { rerender } = renderFeed(messages);
      await wait(50);
      // m100 is the 261st card: far below the view, its block parked.
      expect(card('Guest 100')).toBeNull();
      expect(card('Guest 360')).toBeInTheDocument();

      rerender(without(messages, 'm100'));
      near = true;
      window.dispatchEvent(new Event('scroll'));
      await wait(50);
      // Its block is back on the page at once, without it; its neighbours are there.
      expect(card('Guest 101')).toBeInTheDocument();
      expect(card('Guest 100')).toBeNull();
      expect(card('Guest 99')).toBeInTheDocument();
    },
    MANY_CARDS_TIMEOUT,
  );

  it(
    'parks every block at the height of the cards it holds after an old message is removed',
    async () => {
      // A layout for jsdom: cards of different heights, one under the other, and a parked block
      // as tall as its placeholder says. The reader is at the top; blocks far below are parked.
      const cardHeight = (id: string) => 100 + (Number(id.slice(1)) % 7) * 10;
      const heightOf = (item: Element) =>
        item instanceof HTMLElement && item.style.height
          ? parseFloat(item.style.height)
          : cardHeight(item.getAttribute('data-id') ?? 'm0');
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        if (this.parentElement?.getAttribute('aria-label') !== 'Messages') return new DOMRect();
        let top = 0;
        for (let item = this.previousElementSibling; item; item = item.previousElementSibling) {
          top += heightOf(item);
        }
        return DOMRect.fromRect({ y: top, height: heightOf(this), width: 600 });
      });
      // Eight pages read (the last one short): every card is the feed's to show or park.
      const messages = wall(7 * FEED_STEP + 10);
      const { rerender } = renderFeed(messages);
      await wait(50);
      const list = screen.getByRole('list', { name: 'Messages' });
      const placeholders = () => [...list.querySelectorAll<HTMLElement>('li[aria-hidden]')];
      expect(placeholders().length).toBeGreaterThan(20);

      // m15 is in the second oldest block shown, parked; every newer message would have
      // counted one place lower without it.
      const removed = without(messages, 'm15');
      rerender(removed);
      await wait(50);
      // Each placeholder stands for the cards its block holds now, at their height: the
      // messages numbered 12·b+1 to 12·b+12 of block b (counted from m1, the oldest): every
      // one read is shown.
      const parked = placeholders();
      expect(parked.length).toBeGreaterThan(20);
      for (const item of parked) {
        const block = Number(item.getAttribute('data-block-start'));
        const held = removed.filter(({ id }) => {
          const n = Number(id.slice(1));
          return Math.floor((n - 1) / 12) === block;
        });
        const height = held.reduce((sum, { id }) => sum + cardHeight(id), 0);
        expect({ block, height: parseFloat(item.style.height) }).toEqual({ block, height });
      }
    },
    MANY_CARDS_TIMEOUT,
  );
});
