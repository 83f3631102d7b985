/**
 * Which message the party screen puts in its spotlight. Pure: the messages (newest first,
 * as the live query delivers them), the current time and the previous state in, the next
 * state out. The screen calls it on every snapshot and again at `nextChangeAt`.
 *
 * - The first snapshot puts the newest message in the spotlight; none of it is an arrival.
 * - A message newer than any seen before is an arrival: it takes the spotlight at once,
 *   unless the one there arrived less than ARRIVAL_MIN_HOLD_MS ago, in which case it waits
 *   its turn (at most MAX_WAITING wait; in a rush the oldest waiting gives way, and is still
 *   on screen among the latest messages). A message restored by the organizer is not newer
 *   than what was seen, so it does not take the spotlight.
 * - When nothing new has arrived for IDLE_MS, the spotlight moves to the next older message
 *   every ROTATION_MS, wrapping round to the newest, so every note gets its moment.
 * - A message removed while in the spotlight (the organizer's /moderate) gives way at once
 *   to the next waiting arrival, else to the next older message.
 */

/** How long an arrival holds the spotlight before a newer arrival may take it. */
export const ARRIVAL_MIN_HOLD_MS = 6_000;
/** How long nothing new must arrive before the spotlight starts moving through older notes. */
export const IDLE_MS = 20_000;
/** How long each older message holds the spotlight while it rotates. */
export const ROTATION_MS = 12_000;
/** Arrivals that may wait for the spotlight at once. */
export const MAX_WAITING = 5;

/** What the reducer reads of a message. */
export interface SpotlightMessage {
  id: string;
  createdAt: Date;
}

export type SpotlightReason = 'newest' | 'arrival' | 'rotation';

export interface SpotlightState {
  /** The message in the spotlight; null while there are none. */
  id: string | null;
  /** Its time, so the rotation can go on from its place if it is removed. */
  createdAtMs: number;
  reason: SpotlightReason;
  /** When it took the spotlight. */
  since: number;
  /** Arrivals waiting for the spotlight, oldest first. */
  waiting: readonly string[];
  /** The newest time seen in any snapshot: anything newer is an arrival. */
  newestSeenMs: number;
}

const NOTHING_SEEN = Number.NEGATIVE_INFINITY;

function show(
  message: SpotlightMessage | undefined,
  reason: SpotlightReason,
  now: number,
  rest: Pick<SpotlightState, 'waiting' | 'newestSeenMs'>,
): SpotlightState {
  return {
    id: message?.id ?? null,
    createdAtMs: message?.createdAt.getTime() ?? NOTHING_SEEN,
    reason,
    since: now,
    ...rest,
  };
}

/** The message after the one at `createdAtMs` (`id`), going older, wrapping to the newest. */
function olderThan(
  messages: readonly SpotlightMessage[],
  id: string | null,
  createdAtMs: number,
): SpotlightMessage | undefined {
  const at = messages.findIndex((message) => message.id === id);
  const next =
    at >= 0
      ? messages[at + 1]
      : messages.find((message) => message.createdAt.getTime() < createdAtMs);
  return next ?? messages[0];
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The next spotlight state for a snapshot (or the same one again) at time `now`: the very
 * same object when nothing changed, so React has nothing to render.
 */
export function nextSpotlight(
  previous: SpotlightState | null,
  messages: readonly SpotlightMessage[],
  now: number,
): SpotlightState {
  const next = decide(previous, messages, now);
  if (previous === null) return next;
  const unchanged =
    next.id === previous.id &&
    next.reason === previous.reason &&
    next.newestSeenMs === previous.newestSeenMs &&
    sameIds(next.waiting, previous.waiting);
  return unchanged ? previous : next;
}

function decide(
  previous: SpotlightState | null,
  messages: readonly SpotlightMessage[],
  now: number,
): SpotlightState {
  const newest = messages[0];
  const newestMs = newest?.createdAt.getTime() ?? NOTHING_SEEN;
  if (previous === null) {
    return show(newest, 'newest', now, { waiting: [], newestSeenMs: newestMs });
  }

  const byId = new Map(messages.map((message) => [message.id, message]));
  // Arrivals come newest first in the snapshot; they wait oldest first.
  const arrivals = messages
    .filter((message) => message.createdAt.getTime() > previous.newestSeenMs)
    .reverse()
    .map((message) => message.id);
  const queue = [...previous.waiting.filter((id) => byId.has(id)), ...arrivals];
  const newestSeenMs = Math.max(previous.newestSeenMs, newestMs);
  const rest = { newestSeenMs, waiting: queue.slice(-MAX_WAITING) };
  const current = previous.id === null ? undefined : byId.get(previous.id);
  const held = now - previous.since;

  const mayGiveWay = !current || previous.reason !== 'arrival' || held >= ARRIVAL_MIN_HOLD_MS;
  if (queue.length > 0 && mayGiveWay) {
    // The first of those that will still be waiting after it takes its turn.
    const [first, ...others] = queue.slice(-(MAX_WAITING + 1));
    return show(first === undefined ? undefined : byId.get(first), 'arrival', now, {
      newestSeenMs,
      waiting: others,
    });
  }
  if (!current) {
    // The one in the spotlight was removed: the rotation goes on from its place.
    const next =
      previous.id === null ? newest : olderThan(messages, previous.id, previous.createdAtMs);
    return show(next, next && previous.id !== null ? 'rotation' : 'newest', now, rest);
  }
  const due = previous.reason === 'rotation' ? ROTATION_MS : IDLE_MS;
  if (messages.length > 1 && held >= due) {
    return show(olderThan(messages, current.id, previous.createdAtMs), 'rotation', now, rest);
  }
  return { ...previous, ...rest };
}

/** When the state changes next without a new snapshot; null when only a snapshot can. */
export function nextChangeAt(
  state: SpotlightState,
  messages: readonly SpotlightMessage[],
): number | null {
  if (state.waiting.length > 0) return state.since + ARRIVAL_MIN_HOLD_MS;
  if (state.id === null || messages.length < 2) return null;
  return state.since + (state.reason === 'rotation' ? ROTATION_MS : IDLE_MS);
}
