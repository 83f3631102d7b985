import { screen } from '@testing-library/react';
import { FEED_STEP } from './MessageFeed';
import {
  card,
  EXIT_MS,
  feedOnFakeClockInEachTest,
  MANY_CARDS_TIMEOUT,
  names,
  renderFeed,
  wait,
  without,
} from './testing/removalFeed';
import { wall } from '../../testing/messages';

describe('MessageFeed: a removal among pages of cards', async () => {
  feedOnFakeClockInEachTest();

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
