import { BLOCK_SIZE, feedBlocks, isNearView } from './feedBlocks';
import type { Message } from '../data/types';

const wall = (count: number): Message[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `m${count - i}`,
    authorName: 'Sam',
    content: 'Hi',
    createdAt: new Date(0),
    pending: false,
  }));

const shape = (blocks: ReturnType<typeof feedBlocks>) =>
  blocks.map((block) => [block.index, block.messages.length, block.messages[0]?.id]);

describe('feedBlocks', () => {
  it('counts blocks from the oldest message, the newest block holding the rest', () => {
    const messages = wall(2 * BLOCK_SIZE + 3);
    expect(shape(feedBlocks(messages, messages.length))).toEqual([
      [2, 3, `m${2 * BLOCK_SIZE + 3}`],
      [1, BLOCK_SIZE, `m${2 * BLOCK_SIZE}`],
      [0, BLOCK_SIZE, `m${BLOCK_SIZE}`],
    ]);
  });

  it('keeps every message in its block when new ones arrive on top', () => {
    const before = feedBlocks(wall(5 * BLOCK_SIZE), 5 * BLOCK_SIZE);
    const after = feedBlocks(wall(5 * BLOCK_SIZE + 1), 5 * BLOCK_SIZE + 1);
    const blockOf = (blocks: typeof before, id: string) =>
      blocks.find((block) => block.messages.some((message) => message.id === id))?.index;
    for (const n of [1, BLOCK_SIZE, BLOCK_SIZE + 1, 2 * BLOCK_SIZE, 5 * BLOCK_SIZE]) {
      const id = `m${n}`;
      expect(blockOf(after, id)).toBe(blockOf(before, id));
    }
  });

  it('holds only the messages shown so far', () => {
    const blocks = feedBlocks(wall(4 * BLOCK_SIZE), BLOCK_SIZE + 5);
    expect(blocks.flatMap((block) => block.messages)).toHaveLength(BLOCK_SIZE + 5);
    expect(shape(blocks)).toEqual([
      [3, BLOCK_SIZE, `m${4 * BLOCK_SIZE}`],
      [2, 5, `m${3 * BLOCK_SIZE}`],
    ]);
  });

  it('is empty for an empty wall', () => {
    expect(feedBlocks([], 50)).toEqual([]);
  });
});

describe('isNearView', () => {
  it.each([
    ['inside the view', 100, 200, true],
    ['just below, within the margin', 1000 + 499, 100, true],
    ['below the margin', 1000 + 500, 100, false],
    ['just above, within the margin', -600, 101, true],
    ['above the margin', -600, 100, false],
    ['taller than the view, around it', -5000, 10_000, true],
  ])('%s', (_case, top, height, near) => {
    expect(isNearView(top, height, 1000, 500)).toBe(near);
  });
});
