import { describe, expect, it } from 'vitest';
import { pagesReducer } from './paginationState';
import { Churn, expectOnceInOrder, orders, Wall, wallOf } from '../../testing/pagesWall';

describe('the page boundary, whatever order the answers come in', () => {
  // The live test's wall (tests/live/wall-live.spec.ts, "the wall reads in pages"): 130
  // messages, pages of 50, all three pages open, then a post on top. Old 130 is the last card
  // of the third page; Old 50 the one the post pushes off the head, onto the second page's
  // boundary.
  function threePagesOpen() {
    const wall = new Wall(50);
    for (let i = 130; i >= 1; i -= 1)
      wall.add(`old${String(i).padStart(4, '0')}`, 100_000 - i * 60);
    wall.sync();
    wall.more();
    wall.more();
    expect(wall.shown()).toEqual(wall.all());
    expect(wall.state.hasMore).toBe(false);
    return wall;
  }

  it('shows each of 131 cards once, in order, after a post on top, in every answer order', () => {
    // The post reaches each listener on its own: the head hears it, the head's answer opens a
    // range on the gap it pushed open, and the other pages may answer again meanwhile (the
    // SDK re-sends a range's snapshot when its metadata changes).
    const keys = ['head', 'page-0', 'page-1', 'gap'];
    for (const order of orders(keys)) {
      const wall = threePagesOpen();
      const before = wall.shown();
      wall.add('post', 200_000);
      for (const key of order) {
        const named = key === 'gap' ? wall.state.ranges.slice(3).map((r) => r.key) : [key];
        wall.answerOnly(named);
        expectOnceInOrder(wall.state);
        // Nothing already shown leaves, and nothing is shown twice, at any step.
        expect(wall.shown().filter((id) => id !== 'post')).toEqual(before);
      }
      wall.sync();
      expectOnceInOrder(wall.state);
      expect(wall.shown()).toEqual(['post', ...before]);
      expect(wall.shown().filter((id) => id === 'old0130')).toHaveLength(1);
    }
  });

  it('drops a removal on the third page, and only it, whichever page hears it first', () => {
    for (const order of orders(['head', 'page-0', 'page-1'])) {
      const wall = threePagesOpen();
      wall.add('post', 200_000);
      wall.sync();
      const before = wall.shown();
      wall.remove('old0120');
      for (const key of order) {
        wall.answerOnly([key]);
        expectOnceInOrder(wall.state);
      }
      wall.sync();
      expect(wall.shown()).toEqual(before.filter((id) => id !== 'old0120'));
    }
  });

  it('holds at random with answers late and out of order: never a card twice, never out of order', () => {
    const churn = new Churn(wallOf(60, 10), 26);
    const { wall } = churn;
    for (let step = 0; step < 400; step += 1) {
      // "Show more" asked for, its page not heard yet: the range answers when it is its turn.
      if (churn.change(step, [0.3, 0.45, 0.6, 0.7]))
        wall.state = pagesReducer(wall.state, { type: 'more' });
      // Some ranges answer now, in a random order; the others keep their last answer.
      const heard = wall.state.ranges.filter(() => churn.random() < 0.5).map((range) => range.key);
      wall.answerOnly(heard.sort(() => churn.random() - 0.5));
      expectOnceInOrder(wall.state);
      // Every so often every listener catches up: the wall is then exactly its newest part.
      if (step % 10 === 9) {
        wall.sync();
        expectOnceInOrder(wall.state);
        expect(wall.shown()).toEqual(wall.all().slice(0, wall.shown().length));
      }
    }
  }, 30_000);
});
