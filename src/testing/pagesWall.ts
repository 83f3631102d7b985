import { expect } from 'vitest';
import {
  compareCursors,
  type Cursor,
  type Entry,
  type PageRange,
} from '../data/reading/pagination';
import { initialPages, pagesReducer, type PagesState } from '../data/reading/paginationState';
import type { Message } from '../data/schema/types';

/**
 * The wall's pages against a stand-in for Firestore's query engine: a collection in memory
 * that answers each range as the real one would (newest first by created_at then id, cursor
 * bounds, the limit). After every change every range answers again, as live listeners do.
 */
export class Wall {
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
export type Odds = readonly [post: number, remove: number, restore: number, more: number];

/**
 * Random changes to a wall, the same every run (a seeded Park-Miller generator): posts on
 * top, removals, and restores of removed messages with their original time.
 */
export class Churn {
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
export function wallOf(count: number, pageSize = 5) {
  const wall = new Wall(pageSize);
  for (let i = 0; i < count; i += 1) wall.add(`m${String(i).padStart(3, '0')}`, 1000 + i);
  return wall;
}

/** wallOf(count), its first page answered and its second opened, as a visitor who scrolled. */
export function wallScrolledOnce(count: number) {
  const wall = wallOf(count);
  wall.sync();
  wall.more();
  return wall;
}

/** The wall shown is a list: every id once, strictly in the wall's order (no tie unbroken). */
export function expectOnceInOrder(state: PagesState<Message>) {
  const ids = state.entries.map((entry) => entry.cursor.id);
  expect(new Set(ids).size).toBe(ids.length);
  state.entries.forEach((entry, i) => {
    const above = state.entries[i - 1];
    if (above) expect(compareCursors(above.cursor, entry.cursor)).toBeLessThan(0);
  });
}

/** Every order in which `keys` can answer. */
export function orders(keys: readonly string[]): string[][] {
  if (keys.length <= 1) return [[...keys]];
  return keys.flatMap((key, i) =>
    orders([...keys.slice(0, i), ...keys.slice(i + 1)]).map((rest) => [key, ...rest]),
  );
}
