import { describe, expect, it } from 'vitest';
import { pagesReducer } from './paginationState';
import { Churn, Wall, wallOf, wallScrolledOnce } from '../../testing/pagesWall';

describe('the wall in pages', () => {
  it('reads only the newest page at first, then one page per "Show more"', () => {
    const wall = wallOf(23);
    wall.sync();
    expect(wall.shown()).toEqual(wall.all().slice(0, 5));
    expect(wall.state.ranges).toHaveLength(1);
    expect(wall.state.hasMore).toBe(true);
    wall.more();
    expect(wall.shown()).toEqual(wall.all().slice(0, 10));
    expect(wall.state.ranges).toHaveLength(2);
    wall.more();
    wall.more();
    wall.more();
    expect(wall.shown()).toEqual(wall.all());
    expect(wall.state.hasMore).toBe(false);
    wall.more();
    expect(wall.state.ranges).toHaveLength(5);
  });

  it('asks for one page at a time: a second "Show more" before the first answers adds none', () => {
    const wall = wallOf(20);
    wall.sync();
    wall.state = pagesReducer(wall.state, { type: 'more' });
    wall.state = pagesReducer(wall.state, { type: 'more' });
    expect(wall.state.ranges).toHaveLength(2);
  });

  it('orders ties in created_at by id, newest id first, across the page boundary', () => {
    const wall = new Wall(5);
    // Twelve messages in the same second, three more in the same nanosecond.
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']) {
      wall.add(id, 2000);
    }
    for (const id of ['x', 'y', 'z']) wall.add(id, 2000, 5);
    wall.sync();
    expect(wall.shown()).toEqual(['z', 'y', 'x', 'l', 'k']);
    wall.more();
    wall.more();
    expect(wall.shown()).toEqual([
      'z',
      'y',
      'x',
      'l',
      'k',
      'j',
      'i',
      'h',
      'g',
      'f',
      'e',
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('puts a new post on top while the second page is open, and drops no card', () => {
    const wall = wallScrolledOnce(20);
    const before = wall.shown();
    wall.add('new1', 5000);
    wall.sync();
    expect(wall.shown()).toEqual(['new1', ...before]);
    for (let i = 2; i <= 12; i += 1) {
      wall.add(`new${i}`, 5000 + i);
      wall.sync();
      expect(wall.shown().slice(-before.length)).toEqual(before);
    }
    expect(wall.shown()).toHaveLength(before.length + 12);
    wall.more();
    expect(wall.shown()).toEqual(wall.all().slice(0, before.length + 12 + 5));
  });

  it('keeps a card the head pushed down on screen until the range opened for it answers', () => {
    const wall = wallScrolledOnce(12);
    const before = wall.shown();
    wall.add('new', 5000);
    wall.answerOnly(['head']);
    // The head now ends one card higher; that card is kept, not dropped.
    expect(wall.shown()).toEqual(['new', ...before]);
    wall.sync();
    expect(wall.shown()).toEqual(['new', ...before]);
  });

  it('drops a removal on the third page, live, and nothing else', () => {
    const wall = wallScrolledOnce(30);
    wall.more();
    const shown = wall.shown();
    const third = shown[12] ?? '';
    wall.remove(third);
    wall.sync();
    expect(wall.shown()).toEqual(
      wall
        .all()
        .slice(0, 15)
        .filter((id) => shown.includes(id) || id === wall.all()[14]),
    );
    expect(wall.shown()).not.toContain(third);
    expect(wall.shown().filter((id) => shown.includes(id))).toEqual(
      shown.filter((id) => id !== third),
    );
  });

  it('survives the removal of the document a page starts after (cursor values, not documents)', () => {
    const wall = wallScrolledOnce(20);
    const boundary = wall.shown()[4] ?? '';
    wall.remove(boundary);
    wall.sync();
    wall.more();
    expect(wall.shown()).toEqual(wall.all().slice(0, wall.shown().length));
    expect(wall.shown()).not.toContain(boundary);
    // 19 left: the first two pages hold 9 of them now, the third 5.
    expect(wall.shown()).toHaveLength(14);
  });

  it('lets restored messages re-enter the middle of a loaded page, none falling into a gap', () => {
    const wall = wallScrolledOnce(30);
    wall.more();
    // Restores (their original created_at) land inside the second page's range, more than
    // a page of them, pushing its last cards out of its limit.
    const restored: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const id = `r${String(i).padStart(2, '0')}`;
      wall.add(id, 1000 + 21, 100 + i);
      restored.push(id);
      wall.sync();
      const top = wall.all().slice(0, wall.shown().length);
      expect(wall.shown()).toEqual(top);
    }
    expect(wall.shown()).toEqual(expect.arrayContaining(restored));
    // Every range stays within a page.
    for (const range of wall.state.ranges) {
      expect(wall.answer(range).entries.length).toBeLessThanOrEqual(wall.pageSize);
    }
  });

  it('lets approved posts arrive on top (the server time of approval) with pages open', () => {
    const wall = wallOf(15);
    wall.sync();
    wall.more();
    const before = wall.shown();
    for (let i = 0; i < 7; i += 1) wall.add(`approved${i}`, 9000 + i);
    wall.sync();
    expect(wall.shown().slice(0, 7)).toEqual([
      'approved6',
      'approved5',
      'approved4',
      'approved3',
      'approved2',
      'approved1',
      'approved0',
    ]);
    expect(wall.shown().slice(7)).toEqual(before);
  });

  it('holds at random: any mix of posts, removals and restores leaves no gap', () => {
    const churn = new Churn(wallOf(40, 10), 7);
    const { wall } = churn;
    for (let step = 0; step < 300; step += 1) {
      if (churn.change(step, [0.3, 0.5, 0.7, 0.8])) wall.more();
      wall.sync();
      expect(wall.shown()).toEqual(wall.all().slice(0, wall.shown().length));
      if (!wall.state.hasMore) expect(wall.shown()).toEqual(wall.all());
    }
    // Ranges only grow, but slowly: one per page, one per half page of posts, a few per
    // restore into a full page (23 for these 300 steps and 14 pages).
    expect(wall.state.ranges.length).toBeLessThan(30);
  }, 30_000);
});

describe('the screen: one page that slides', () => {
  it('shows the newest page and follows new posts, reading no more', () => {
    const wall = new Wall(5, true);
    for (let i = 0; i < 12; i += 1) wall.add(`m${i}`, 1000 + i);
    wall.sync();
    expect(wall.shown()).toEqual(['m11', 'm10', 'm9', 'm8', 'm7']);
    wall.add('new', 5000);
    wall.sync();
    expect(wall.shown()).toEqual(['new', 'm11', 'm10', 'm9', 'm8']);
    wall.more();
    expect(wall.state.ranges).toHaveLength(1);
  });
});
