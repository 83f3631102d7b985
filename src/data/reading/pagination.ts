/**
 * The wall in pages, live: which ranges of the newest-first order to listen to, and how their
 * results make one gap-free list. Pure (no SDK): src/data/reading/livePages.ts turns each range
 * into a query and feeds the snapshots back here. docs/long-walls.md#reading-in-pages says why it
 * is built this way; in short:
 *
 * - The order is created_at, then the document id, both descending: a total order, so ties
 *   in created_at have a stable place and a cursor (the pair) names one position exactly.
 * - A range is bounded by cursor VALUES, never by a document: `after` (exclusive, newer side)
 *   and `endAt` (inclusive, older side), each optional, plus the page limit the rules demand.
 *   A removed document that a range starts after does not move or break the range.
 * - A range covers, from its `after` down, either to its `endAt` (or the end of the wall)
 *   when it returned fewer than a page, or only to its last document when it is full: what
 *   lies below a full range's last document is unseen by it.
 * - Everything from the top of the wall down to the last loaded document must be covered.
 *   Whatever is not (a head pushed down by new posts, a page pushed down by a restore or an
 *   approval landing inside it) is a gap, and a new range, bounded at both ends, is opened
 *   on it. Until that range has answered, the documents last seen inside the gap are kept on
 *   screen, so a card never blinks out and back.
 * - Ranges are never re-listened (a new listen reads every document again): they only grow.
 */

/** A position in the wall's order: the stored time (seconds, nanoseconds) and the id. */
export interface Cursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

/** One listened range of the newest-first order (see the module's comment). */
export interface PageRange {
  key: string;
  /** Exclusive: the range starts just after (older than) this position. None: the top. */
  after?: Cursor;
  /** Inclusive: the range ends at this position. None: bounded by the limit alone. */
  endAt?: Cursor;
}

/** A document a range returned: its position and whatever the caller keeps of it. */
export interface Entry<T> {
  cursor: Cursor;
  /** A post still in flight has no stored time: never used as a cursor. */
  pending: boolean;
  item: T;
}

/** A range's latest answer: its entries in order, and whether it hit the limit. */
export interface RangeResult<T> {
  entries: readonly Entry<T>[];
  full: boolean;
}

/** Newest first: negative when `a` comes before `b`. */
export function compareCursors(a: Cursor, b: Cursor): number {
  if (a.seconds !== b.seconds) return b.seconds - a.seconds;
  if (a.nanoseconds !== b.nanoseconds) return b.nanoseconds - a.nanoseconds;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

/** A covered stretch: from just after `after` (none: the top) down to `to` (none: the end). */
export interface Cover {
  after?: Cursor;
  /** Inclusive. */
  to?: Cursor;
}

function lastSettled<T>(entries: readonly Entry<T>[]): Entry<T> | undefined {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (entry && !entry.pending) return entry;
  }
  return undefined;
}

/** What one answered range covers. */
export function coverOf<T>(range: PageRange, result: RangeResult<T>): Cover {
  if (!result.full) return { after: range.after, to: range.endAt };
  return { after: range.after, to: lastSettled(result.entries)?.cursor ?? range.after };
}

/** Is `cursor` inside the stretch? */
function inside(cover: Cover, cursor: Cursor): boolean {
  const belowTop = !cover.after || compareCursors(cover.after, cursor) < 0;
  const aboveEnd = !cover.to || compareCursors(cursor, cover.to) <= 0;
  return belowTop && aboveEnd;
}

/** A gap in the coverage: from just after `after` (none: the top) down to `endAt` inclusive. */
export interface Gap {
  after?: Cursor;
  endAt: Cursor;
}

/** `a` or `b`, whichever is further down the wall. */
function lower(a: Cursor | undefined, b: Cursor | undefined): Cursor | undefined {
  if (!a) return b;
  if (!b) return a;
  return compareCursors(a, b) < 0 ? b : a;
}

/**
 * The stretches down to `floor` (inclusive) that no stretch in `covers` covers, top first.
 * `floor` is the lowest position the wall has loaded; none: it has been read to its end.
 */
export function findGaps(covers: readonly Cover[], floor: Cursor | undefined): Gap[] {
  // Where they start, the top first.
  const sorted = [...covers].sort((a, b) =>
    !a.after ? (!b.after ? 0 : -1) : !b.after ? 1 : compareCursors(a.after, b.after),
  );
  const gaps: Gap[] = [];
  // Covered from the top down to `reached` (inclusive); `top` until something covers the top.
  let reached: Cursor | 'top' = 'top';
  const below = (position: Cursor) =>
    reached === 'top' ? true : compareCursors(reached, position) < 0;
  for (const cover of sorted) {
    if (floor && !below(floor)) return gaps;
    if (cover.after && below(cover.after)) {
      const endAt = floor && compareCursors(floor, cover.after) < 0 ? floor : cover.after;
      gaps.push({ after: reached === 'top' ? undefined : reached, endAt });
    }
    if (!cover.to) return gaps; // this one reads to the end of the wall
    if (below(cover.to)) reached = cover.to;
  }
  if (floor && below(floor))
    gaps.push({ after: reached === 'top' ? undefined : reached, endAt: floor });
  return gaps;
}

/** The wall as the ranges show it: the union, the gaps and how far it is loaded. */
export interface Assembled<T> {
  entries: Entry<T>[];
  gaps: Gap[];
  /** The lowest position loaded (kept, and passed back in, as it only goes down). */
  floor?: Cursor;
  /** Whether older messages may exist below the floor: the next page starts after it. */
  hasMore: boolean;
}

/**
 * Puts the ranges' answers together: every entry once (by id; a document two ranges hold
 * takes the answer of the range listed last, the newest listen), newest first, with the
 * entries of `previous` that fall inside a gap kept until a range covers them. Ranges that
 * have not answered cover nothing. `floor` is the previous answer's: what was once loaded
 * stays covered, so a card on screen is not dropped because new posts pushed the head down.
 */
export function assemble<T>(
  ranges: readonly PageRange[],
  results: ReadonlyMap<string, RangeResult<T>>,
  previous: readonly Entry<T>[],
  floor?: Cursor,
): Assembled<T> {
  const byId = new Map<string, Entry<T>>();
  const covers: Cover[] = [];
  let tail: { range: PageRange; result: RangeResult<T> } | undefined;
  let headAnswered = false;
  for (const range of ranges) {
    const result = results.get(range.key);
    if (!result) continue;
    if (!range.after) headAnswered = true;
    covers.push(coverOf(range, result));
    for (const entry of result.entries) byId.set(entryId(entry), entry);
    if (!range.endAt && (!tail || isBelow(range, tail.range))) tail = { range, result };
  }
  if (!headAnswered || !tail) return { entries: [...previous], gaps: [], floor, hasMore: false };
  // A full tail ends at its last document; one that returned less reached the wall's end.
  const reachedEnd = !tail.result.full;
  const lowest = reachedEnd ? undefined : lower(floor, lastSettled(tail.result.entries)?.cursor);
  const gaps = findGaps(covers, lowest);
  for (const entry of previous) {
    if (entry.pending || byId.has(entryId(entry))) continue;
    if (gaps.some((gap) => inside(gap, entry.cursor))) byId.set(entryId(entry), entry);
  }
  const entries = [...byId.values()].sort((a, b) => compareCursors(a.cursor, b.cursor));
  return { entries, gaps, floor: reachedEnd ? floor : lowest, hasMore: !reachedEnd };
}

const entryId = <T>(entry: Entry<T>) => entry.cursor.id;

/** Is range `a` (open at the bottom) further down the wall than `b`? */
function isBelow(a: PageRange, b: PageRange): boolean {
  if (!a.after) return false;
  if (!b.after) return true;
  return compareCursors(b.after, a.after) < 0;
}

/**
 * The range to open on `gap`. A gap just below the first page (its head pushed down by new
 * posts) gets a range that reaches `reach` settled entries up into that page, so the next
 * posts pushing the head down fall inside it too, rather than opening a range per post
 * (half a page: the range then holds at most half a page of known entries and the gap).
 * Any other gap gets a range that starts exactly at it, so each range opened covers at
 * least one position more and a gap bigger than a page closes in a few answers.
 */
export function rangeForGap<T>(
  gap: Gap,
  entries: readonly Entry<T>[],
  key: string,
  reach = 0,
): PageRange {
  if (!gap.after) return { key, endAt: gap.endAt };
  const gapTop = gap.after;
  let at = entries.findIndex((entry) => compareCursors(entry.cursor, gapTop) >= 0);
  if (at < 0) at = entries.length;
  let reached = 0;
  let after: Cursor = gapTop;
  for (let i = at - 1; i >= 0 && reached < reach; i -= 1) {
    const entry = entries[i];
    if (!entry || entry.pending) continue;
    after = entry.cursor;
    reached += 1;
  }
  // `after` is exclusive: that entry stays with the range above, which holds it.
  return { key, after, endAt: gap.endAt };
}

/** The head's last settled entry: where the gap its new posts push open starts. */
export function headEnd<T>(result: RangeResult<T> | undefined): Cursor | undefined {
  return result?.full ? lastSettled(result.entries)?.cursor : undefined;
}
