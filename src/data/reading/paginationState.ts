import {
  assemble,
  compareCursors,
  coverOf,
  findGaps,
  headEnd,
  rangeForGap,
  type Cover,
  type Cursor,
  type Entry,
  type PageRange,
  type RangeResult,
} from './pagination';

/**
 * The wall's pages as React state: the ranges listened to, their latest answers, and the
 * list they make (pagination.ts). A pure reducer, so every step (an answer, "Show more", a gap
 * opening a range) is tested without Firestore.
 */
export interface PagesState<T> {
  attempt: number;
  pageSize: number;
  slide: boolean;
  ranges: PageRange[];
  results: ReadonlyMap<string, RangeResult<T>>;
  entries: Entry<T>[];
  floor?: Cursor;
  hasMore: boolean;
  /** Whether the first page has answered. */
  answered: boolean;
  /** Whether the head has been live, and whether it is now served from the cache. */
  sync: 'never' | 'live' | 'lost';
  error?: Error;
  /** The number the next range's key takes. */
  opened: number;
}

export type PagesAction<T> =
  | { type: 'reset'; pageSize: number; slide: boolean; attempt: number }
  | { type: 'answer'; key: string; result: RangeResult<T>; fromCache: boolean }
  | { type: 'more' }
  | { type: 'error'; error: Error };

export const HEAD_KEY = 'head';

export function initialPages<T>(pageSize: number, slide: boolean, attempt: number): PagesState<T> {
  return {
    attempt,
    pageSize,
    slide,
    ranges: [{ key: HEAD_KEY }],
    results: new Map(),
    entries: [],
    hasMore: false,
    answered: false,
    sync: 'never',
    opened: 0,
  };
}

/** Ranges opened but not answered yet count as covering what they will, so a gap opens one. */
function promisedCovers<T>(state: PagesState<T>): Cover[] {
  return state.ranges.map((range) => {
    const result = state.results.get(range.key);
    return result ? coverOf(range, result) : { after: range.after, to: range.endAt };
  });
}

/** Puts the answers together and opens a range on every gap no range is on its way to. */
function settle<T>(state: PagesState<T>): PagesState<T> {
  const floor = state.slide ? undefined : state.floor;
  const made = assemble(state.ranges, state.results, state.entries, floor);
  let { ranges, opened } = state;
  if (!state.slide && made.gaps.length > 0) {
    const head = headEnd(state.results.get(HEAD_KEY));
    for (const gap of findGaps(promisedCovers(state), made.floor)) {
      const belowHead = head && gap.after && compareCursors(gap.after, head) === 0;
      const reach = belowHead ? Math.floor(state.pageSize / 2) : 0;
      ranges = [...ranges, rangeForGap(gap, made.entries, `gap-${opened}`, reach)];
      opened += 1;
    }
  }
  return {
    ...state,
    ranges,
    opened,
    entries: made.entries,
    floor: state.slide ? undefined : made.floor,
    hasMore: made.hasMore,
  };
}

export function pagesReducer<T>(state: PagesState<T>, action: PagesAction<T>): PagesState<T> {
  switch (action.type) {
    case 'reset':
      return initialPages(action.pageSize, action.slide, action.attempt);
    case 'error':
      return { ...state, error: action.error };
    case 'answer': {
      if (!state.ranges.some((range) => range.key === action.key)) return state;
      const results = new Map(state.results).set(action.key, action.result);
      const head = action.key === HEAD_KEY;
      const sync = !head
        ? state.sync
        : !action.fromCache
          ? 'live'
          : state.sync === 'never'
            ? 'never'
            : 'lost';
      return settle({ ...state, results, sync, answered: state.answered || head });
    }
    case 'more': {
      if (state.slide || !state.hasMore || !state.floor) return state;
      const floor = state.floor;
      // One page at a time: not while the last one asked for has not answered.
      const waiting = state.ranges.some(
        (range) => !range.endAt && range.after && compareCursors(range.after, floor) === 0,
      );
      if (waiting) return state;
      const page: PageRange = { key: `page-${state.opened}`, after: floor };
      return { ...state, ranges: [...state.ranges, page], opened: state.opened + 1 };
    }
  }
}
