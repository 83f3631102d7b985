import type { Message } from '../data/schema/types';

/** The clock the wall's list tests stand at. */
export const WALL_NOW = new Date(2026, 5, 3, 20, 0, 0);

/** `count` messages, newest first: m<count> ... m<from>, a minute apart before WALL_NOW. */
export function wall(count: number, from = 1): Message[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + count - 1 - i;
    return {
      id: `m${n}`,
      authorName: `Guest ${n}`,
      content: `Message ${n}`,
      createdAt: new Date(WALL_NOW.getTime() - (1000 - n) * 60_000),
      pending: false,
    };
  });
}
