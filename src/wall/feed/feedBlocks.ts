import type { Message } from '../data/types';

/** Cards per block: the unit in which a long wall parks cards far off screen. */
export const BLOCK_SIZE = 12;

export interface FeedBlock {
  /** Counted from the oldest message, so a live arrival on top moves no block. */
  index: number;
  messages: Message[];
}

/**
 * Splits the first `shown` messages (newest first) into blocks of BLOCK_SIZE counted from
 * the oldest message of the whole wall: a message stays in its block however many arrive.
 */
export function feedBlocks(messages: readonly Message[], shown: number): FeedBlock[] {
  const blocks: FeedBlock[] = [];
  for (let i = 0; i < Math.min(shown, messages.length); i += 1) {
    const message = messages[i];
    if (!message) continue;
    const index = Math.floor((messages.length - 1 - i) / BLOCK_SIZE);
    const last = blocks.at(-1);
    if (last?.index === index) last.messages.push(message);
    else blocks.push({ index, messages: [message] });
  }
  return blocks;
}

/** Whether a block reaching from `top` for `height` px lies within `margin` px of the view. */
export function isNearView(top: number, height: number, viewHeight: number, margin: number) {
  return top < viewHeight + margin && top + height > -margin;
}
