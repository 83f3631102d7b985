import { BLOCK_SIZE, assignSlots, feedBlocks, isNearView } from './feedBlocks';
import type { Message } from '../../data/schema/types';

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

/** Blocks of a wall seen for the first time. */
const firstBlocks = (messages: Message[], shown = messages.length) =>
  feedBlocks(messages, shown, assignSlots(new Map(), messages));
const blockOf = (blocks: ReturnType<typeof feedBlocks>, id: string) =>
  blocks.find((block) => block.messages.some((message) => message.id === id))?.index;
const without = (messages: Message[], ...ids: string[]) =>
  messages.filter((message) => !ids.includes(message.id));
/** Every message once, newest first, and each block below the one before. */
function expectWellFormed(blocks: ReturnType<typeof feedBlocks>, messages: Message[]) {
  expect(blocks.flatMap((block) => block.messages)).toEqual(messages);
  const indices = blocks.map((block) => block.index);
  expect(indices).toEqual([...indices].sort((a, b) => b - a));
  expect(new Set(indices).size).toBe(indices.length);
}

describe('feedBlocks', () => {
  it('counts blocks from the oldest message, the newest block holding the rest', () => {
    const messages = wall(2 * BLOCK_SIZE + 3);
    expect(shape(firstBlocks(messages))).toEqual([
      [2, 3, `m${2 * BLOCK_SIZE + 3}`],
      [1, BLOCK_SIZE, `m${2 * BLOCK_SIZE}`],
      [0, BLOCK_SIZE, `m${BLOCK_SIZE}`],
    ]);
  });

  it('keeps every message in its block when new ones arrive on top', () => {
    const before = wall(5 * BLOCK_SIZE);
    const slots = assignSlots(new Map(), before);
    const after = wall(5 * BLOCK_SIZE + 1);
    const blocksBefore = feedBlocks(before, before.length, slots);
    const blocksAfter = feedBlocks(after, after.length, assignSlots(slots, after));
    for (const n of [1, BLOCK_SIZE, BLOCK_SIZE + 1, 2 * BLOCK_SIZE, 5 * BLOCK_SIZE]) {
      expect(blockOf(blocksAfter, `m${n}`)).toBe(blockOf(blocksBefore, `m${n}`));
    }
    expect(blockOf(blocksAfter, `m${5 * BLOCK_SIZE + 1}`)).toBe(5);
  });

  it('keeps every other message in its block when an old one is removed, and takes it back into its own', () => {
    const messages = wall(5 * BLOCK_SIZE);
    const slots = assignSlots(new Map(), messages);
    const before = feedBlocks(messages, messages.length, slots);
    // m3 is in the oldest block; every message above it would have moved down a place.
    const removed = without(messages, 'm3');
    expect(assignSlots(slots, removed)).toBe(slots);
    const after = feedBlocks(removed, removed.length, slots);
    expectWellFormed(after, removed);
    for (const { id } of removed) expect(blockOf(after, id)).toBe(blockOf(before, id));
    expect(shape(after).at(-1)).toEqual([0, BLOCK_SIZE - 1, `m${BLOCK_SIZE}`]);

    const restored = feedBlocks(messages, messages.length, assignSlots(slots, messages));
    expect(restored).toEqual(before);
  });

  it('puts a message this page never saw between its neighbours, in their blocks', () => {
    const all = wall(3 * BLOCK_SIZE);
    // The page opened while m20 was removed; the organizer restores it.
    const opened = without(all, 'm20');
    const slots = assignSlots(new Map(), opened);
    const next = assignSlots(slots, all);
    const blocks = feedBlocks(all, all.length, next);
    expectWellFormed(blocks, all);
    expect(blockOf(blocks, 'm20')).toBe(blockOf(blocks, 'm19'));
    // Nothing else moved.
    const before = feedBlocks(opened, opened.length, slots);
    for (const { id } of opened) expect(blockOf(blocks, id)).toBe(blockOf(before, id));
  });

  it('puts messages older than every message seen below them, in blocks of their own', () => {
    const all = wall(4 * BLOCK_SIZE);
    const newest = all.slice(0, 2 * BLOCK_SIZE);
    const slots = assignSlots(new Map(), newest);
    const blocks = feedBlocks(all, all.length, assignSlots(slots, all));
    expectWellFormed(blocks, all);
    expect(blocks.map((block) => block.messages.length)).toEqual([12, 12, 12, 12]);
    expect(blocks.at(-1)?.index).toBe(-2);
  });

  it('gives a message that moved above a newer one the block above it, never a block twice', () => {
    const messages = wall(3 * BLOCK_SIZE);
    const slots = assignSlots(new Map(), messages);
    // m30's time changed (a pending post given the server's time): it is now the oldest.
    const moved = [...without(messages, 'm30'), ...messages.filter(({ id }) => id === 'm30')];
    const blocks = feedBlocks(moved, moved.length, assignSlots(slots, moved));
    expectWellFormed(blocks, moved);
    expect(blockOf(blocks, 'm30')).toBe(0);
  });

  it('holds only the messages shown so far', () => {
    const blocks = firstBlocks(wall(4 * BLOCK_SIZE), BLOCK_SIZE + 5);
    expect(blocks.flatMap((block) => block.messages)).toHaveLength(BLOCK_SIZE + 5);
    expect(shape(blocks)).toEqual([
      [3, BLOCK_SIZE, `m${4 * BLOCK_SIZE}`],
      [2, 5, `m${3 * BLOCK_SIZE}`],
    ]);
  });

  it('is empty for an empty wall', () => {
    expect(firstBlocks([])).toEqual([]);
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
