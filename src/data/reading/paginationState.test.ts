import { describe, expect, it } from 'vitest';
import { compareCursors, type Cursor, type Entry, type PageRange } from './pagination';
import { initialPages, pagesReducer, type PagesState } from './paginationState';
import type { Message } from '../schema/types';

/**
 * The wall's pages against a stand-in for Firestore's query engine: a collection in memory
 * that answers each range as the real one would (newest first by created_at then id, cursor
 * bounds, the limit). After every change every range answers again, as live listeners do.
 */
class Wall {
  docs: Entry<Message>[] = [];
  state: PagesState<Message>;

  constructor(
    readonly pageSize = 5,
    slide = false,
  ) {
    this.state = initialPages(pageSize, slide, 0);
  }

  add(id: string, seconds: number, nanoseconds = 0) {
    const cursor: Cursor = { seconds, nanoseconds, id };
    const item: Message = {
      id,
      authorName: 'A',
      content: id,
      createdAt: new Date(seconds * 1000),
      pending: false,
    };
    this.docs = [...this.docs, { cursor, pending: false, item }].sort((a, b) =>
      compareCursors(a.cursor, b.cursor),
    );
  }

  remove(id: string) {
    this.docs = this.docs.filter((doc) => doc.cursor.id !== id);
  }

  answer(range: PageRange) {
    const inRange = this.docs.filter(
      ({ cursor }) =>
        (!range.after || compareCursors(range.after, cursor) < 0) &&
        (!range.endAt || compareCursors(cursor, range.endAt) <= 0),
    );
    const entries = inRange.slice(0, this.pageSize);
    return { entries, full: entries.length >= this.pageSize };
  }

  /** Every listened range answers (repeatedly, until no new range opens). */
  sync() {
    for (let round = 0; round < 20; round += 1) {
      const before = this.state.ranges.length;
      for (const range of this.state.ranges) {
        this.state = pagesReducer(this.state, {
          type: 'answer',
          key: range.key,
          result: this.answer(range),
          fromCache: false,
        });
      }
      if (this.state.ranges.length === before) return;
    }
    throw new Error('the ranges did not settle');
  }

  /** Only the ranges named answer (the others have not heard yet). */
  answerOnly(keys: readonly string[]) {
    for (const range of this.state.ranges.filter((r) => keys.includes(r.key))) {
      this.state = pagesReducer(this.state, {
        type: 'answer',
        key: range.key,
        result: this.answer(range),
        fromCache: false,
      });
    }
  }

  more() {
    this.state = pagesReducer(this.state, { type: 'more' });
    this.sync();
  }

  shown() {
    return this.state.entries.map((entry) => entry.cursor.id);
  }

  all() {
    return this.docs.map((doc) => doc.cursor.id);
  }
}

/** Cumulative odds of a post, a removal, a restore, and else of asking for the next page. */
type Odds = readonly [post: number, remove: number, restore: number, more: number];

/**
 * Random changes to a wall, the same every run (a seeded Park-Miller generator): posts on
 * top, removals, and restores of removed messages with their original time.
 */
class Churn {
  private seed: number;
  private removed: Entry<Message>[] = [];
  private posted = 0;

  constructor(
    readonly wall: Wall,
    seed: number,
  ) {
    this.seed = seed;
    wall.sync();
  }

  random(): number {
    this.seed = (this.seed * 48271) % 2147483647;
    return this.seed / 2147483647;
  }

  /**
   * One roll, by cumulative odds: a post below `post`, else a removal below `remove`, else a
   * restore below `restore` (each only if there is one to make). True when it made none and
   * fell below `more`: the caller then asks for the next page.
   */
  change(step: number, [post, remove, restore, more]: Odds): boolean {
    const { wall, removed } = this;
    const roll = this.random();
    if (roll < post) {
      wall.add(`p${this.posted++}`, 6000 + step);
      return false;
    }
    if (roll < remove && wall.docs.length > 0) {
      const doc = wall.docs[Math.floor(this.random() * wall.docs.length)];
      if (doc) {
        removed.push(doc);
        wall.remove(doc.cursor.id);
      }
      return false;
    }
    if (roll < restore && removed.length > 0) {
      const doc = removed.splice(Math.floor(this.random() * removed.length), 1)[0];
      if (doc) wall.add(doc.cursor.id, doc.cursor.seconds, doc.cursor.nanoseconds);
      return false;
    }
    return roll < more;
  }
}

/** A wall of `count` messages m0 (oldest) ... m{count-1}, a second apart from t=1000. */
function wallOf(count: number, pageSize = 5) {
  const wall = new Wall(pageSize);
  for (let i = 0; i < count; i += 1) wall.add(`m${String(i).padStart(3, '0')}`, 1000 + i);
  return wall;
}

/** wallOf(count), its first page answered and its second opened, as a visitor who scrolled. */
function wallScrolledOnce(count: number) {
  const wall = wallOf(count);
  wall.sync();
  wall.more();
  return wall;
}

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

/** The wall shown is a list: every id once, strictly in the wall's order (no tie unbroken). */
function expectOnceInOrder(state: PagesState<Message>) {
  const ids = state.entries.map((entry) => entry.cursor.id);
  expect(new Set(ids).size).toBe(ids.length);
  state.entries.forEach((entry, i) => {
    const above = state.entries[i - 1];
    if (above) expect(compareCursors(above.cursor, entry.cursor)).toBeLessThan(0);
  });
}

/** Every order in which `keys` can answer. */
function orders(keys: readonly string[]): string[][] {
  if (keys.length <= 1) return [[...keys]];
  return keys.flatMap((key, i) =>
    orders([...keys.slice(0, i), ...keys.slice(i + 1)]).map((rest) => [key, ...rest]),
  );
}

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
