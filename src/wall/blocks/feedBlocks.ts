import type { Message } from '../../data/schema/types';

/** Cards per block: the unit in which a long wall parks cards far off screen. */
export const BLOCK_SIZE = 12;

export interface FeedBlock {
  /** Counted from the oldest message, so a live arrival on top moves no block. */
  index: number;
  messages: Message[];
}

/** Each message's place in the wall, counted from the oldest: what puts it in its block. */
export type Slots = ReadonlyMap<string, number>;

/**
 * Gives every message not yet in `slots` a place (`messages` newest first), keeping every
 * place already given: a message keeps its block when others arrive, leave or come back, so a
 * parked block's measured height stays its own. Returns `slots` itself when nothing is new.
 *
 * A run of new messages takes the places next to its neighbours: above every place ever given
 * when it is on top (a live arrival), below the oldest when it is at the bottom, and spread
 * between the two neighbours' places when it falls between them (a message restored that this
 * page never saw).
 */
export function assignSlots(slots: Slots, messages: readonly Message[]): Slots {
  if (messages.every((message) => slots.has(message.id))) return slots;
  const next = new Map(slots);
  let top = -1;
  for (const slot of slots.values()) top = Math.max(top, slot);
  // From the oldest message up, one run of messages without a place at a time.
  for (let oldest = messages.length - 1; oldest >= 0;) {
    if (next.has(messages[oldest]?.id ?? '')) {
      oldest -= 1;
      continue;
    }
    let newest = oldest;
    while (newest > 0 && !next.has(messages[newest - 1]?.id ?? '')) newest -= 1;
    const below = next.get(messages[oldest + 1]?.id ?? '');
    const above = next.get(messages[newest - 1]?.id ?? '');
    const length = oldest - newest + 1;
    for (let k = 0; k < length; k += 1) {
      const message = messages[oldest - k];
      if (!message) continue;
      let slot: number;
      if (above === undefined) slot = top + 1 + k;
      else if (below === undefined) slot = above - length + k;
      else slot = below + ((k + 1) * (above - below)) / (length + 1);
      next.set(message.id, slot);
    }
    if (above === undefined) top += length;
    oldest = newest - 1;
  }
  return next;
}

/**
 * Splits the first `shown` messages (newest first) into blocks of BLOCK_SIZE places, counted
 * from the oldest message (see assignSlots): a message stays in its block however many
 * arrive or leave. A block holds fewer cards once some of its messages are removed.
 */
export function feedBlocks(messages: readonly Message[], shown: number, slots: Slots): FeedBlock[] {
  const blocks: FeedBlock[] = [];
  for (let i = 0; i < Math.min(shown, messages.length); i += 1) {
    const message = messages[i];
    if (!message) continue;
    const last = blocks.at(-1);
    // A message without a place, or one placed above a newer one (its time changed), joins
    // the block above it: blocks only ever count down the list.
    const slot = slots.get(message.id);
    const own = slot === undefined ? (last?.index ?? 0) : Math.floor(slot / BLOCK_SIZE);
    const index = last ? Math.min(own, last.index) : own;
    if (last?.index === index) last.messages.push(message);
    else blocks.push({ index, messages: [message] });
  }
  return blocks;
}

/** Whether a block reaching from `top` for `height` px lies within `margin` px of the view. */
export function isNearView(top: number, height: number, viewHeight: number, margin: number) {
  return top < viewHeight + margin && top + height > -margin;
}
