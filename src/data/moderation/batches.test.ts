import { BatchError, commitInBatches, inBatches, MESSAGES_PER_BATCH } from './batches';

describe('inBatches', () => {
  it('cuts 10 items into groups of 4, 4 and 2', () => {
    expect(inBatches([...'abcdefghij'], 4)).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f', 'g', 'h'],
      ['i', 'j'],
    ]);
  });

  it('keeps every batch within 500 writes (two per message)', () => {
    expect(MESSAGES_PER_BATCH * 2).toBeLessThanOrEqual(500);
  });

  it('refuses a size below one', () => {
    expect(() => inBatches([1], 0)).toThrow(RangeError);
  });
});

describe('commitInBatches', () => {
  const ids = Array.from({ length: 500 }, (_, i) => i);

  it('commits 500 messages in batches, reporting progress up to 500 of 500', async () => {
    const committed: number[][] = [];
    const progress: number[] = [];
    await commitInBatches(
      ids,
      async (batch) => {
        committed.push(batch);
      },
      ({ done, total }) => {
        expect(total).toBe(500);
        progress.push(done);
      },
    );
    expect(committed).toHaveLength(Math.ceil(500 / MESSAGES_PER_BATCH));
    expect(committed.flat().sort((a, b) => a - b)).toEqual(ids);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(500);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('runs a few batches at once, never more', async () => {
    let running = 0;
    let most = 0;
    await commitInBatches(
      ids,
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
      },
      undefined,
      { size: 4, parallel: 3 },
    );
    expect(most).toBe(3);
  });

  it('stops after a failure and says how much was done', async () => {
    let calls = 0;
    const failing = commitInBatches(
      ids,
      async () => {
        calls += 1;
        if (calls === 3) throw new Error('permission-denied');
      },
      undefined,
      { size: 4, parallel: 1 },
    );
    await expect(failing).rejects.toBeInstanceOf(BatchError);
    await expect(failing).rejects.toMatchObject({ done: 8, total: 500 });
    expect(calls).toBe(3);
  });
});
