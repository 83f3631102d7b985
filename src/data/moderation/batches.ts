/**
 * How /moderate splits a removal or a restore of many messages into Firestore batches. Pure:
 * the commit is a parameter, so the arithmetic is tested without Firestore.
 *
 * A batch holds at most 500 writes, but the rules are the tighter limit here: a batched write
 * (or a transaction's commit) may make at most 20 document reads in the rules
 * (get/exists/getAfter/existsAfter, each document once), and the rules check every message
 * against its other copies. Measured on the emulator (tests/rules/desk.rules.test.ts, the table
 * in docs/rules.md): the moderators entry once, then 2 reads a message for a removal or a
 * restore, 3 for an approval or a decline. So 3 messages (up to 12 writes) read at most 10,
 * within the 15 the desk keeps to, which leaves room for rules that grow. Batches run a few at
 * a time, so 500 messages take about 34 rounds.
 */
export const MESSAGES_PER_BATCH = 3;
export const BATCHES_AT_ONCE = 5;

/** `items` cut into consecutive groups of at most `size`. */
export function inBatches<T>(items: readonly T[], size = MESSAGES_PER_BATCH): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be >= 1, got ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

/** How far a removal or restore has got: `done` of `total` messages. */
export interface Progress {
  done: number;
  total: number;
}

/** The batches that committed before one failed, so the organizer can be told what happened. */
export class BatchError extends Error {
  override name = 'BatchError';
  constructor(
    readonly done: number,
    readonly total: number,
    readonly cause: unknown,
  ) {
    super(`${done} of ${total} done before a batch failed`);
  }
}

/**
 * Commits `items` in batches, at most `parallel` at once, reporting progress after each one.
 * After a failure no new batch starts; the ones in flight finish, then it rejects with a
 * BatchError saying how many messages were done.
 */
export async function commitInBatches<T>(
  items: readonly T[],
  commit: (batch: T[]) => Promise<void>,
  onProgress: (progress: Progress) => void = () => undefined,
  { size = MESSAGES_PER_BATCH, parallel = BATCHES_AT_ONCE } = {},
): Promise<void> {
  const queue = inBatches(items, size);
  const total = items.length;
  let done = 0;
  let failure: { error: unknown } | undefined;
  onProgress({ done, total });
  async function worker() {
    for (let batch = queue.shift(); batch && !failure; batch = queue.shift()) {
      try {
        await commit(batch);
        done += batch.length;
        onProgress({ done, total });
      } catch (error) {
        failure ??= { error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
  if (failure) throw new BatchError(done, total, failure.error);
}
