import { PHOTO_QUEUED_AFTER_MS, QUEUED_AFTER_MS, sentOrQueued } from './postOutcome';
import { fakeTimersInEachTest } from '../../testing/fakeTimers';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('sentOrQueued', () => {
  fakeTimersInEachTest();

  it('is "sent" when the backend confirms within the wait', async () => {
    const write = deferred();
    const outcome = sentOrQueued(write.promise, QUEUED_AFTER_MS);
    await vi.advanceTimersByTimeAsync(QUEUED_AFTER_MS - 1);
    write.resolve();
    await expect(outcome).resolves.toBe('sent');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is "queued" when it has not by then', async () => {
    const write = deferred();
    const outcome = sentOrQueued(write.promise, QUEUED_AFTER_MS);
    await vi.advanceTimersByTimeAsync(QUEUED_AFTER_MS);
    await expect(outcome).resolves.toBe('queued');
    // A confirmation that comes later changes nothing here; the caller listens for it.
    write.resolve();
    await expect(outcome).resolves.toBe('queued');
  });

  it('is "queued" at once with no wait (offline)', async () => {
    const outcome = sentOrQueued(deferred().promise, 0);
    await vi.advanceTimersByTimeAsync(0);
    await expect(outcome).resolves.toBe('queued');
  });

  it('rejects with the error when the write fails first', async () => {
    const write = deferred();
    const outcome = sentOrQueued(write.promise, QUEUED_AFTER_MS);
    const refusal = new Error('permission-denied');
    write.reject(refusal);
    await expect(outcome).rejects.toBe(refusal);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is "queued" as soon as the browser goes offline, before the wait is over', async () => {
    const connection = new EventTarget();
    const write = deferred();
    const outcome = sentOrQueued(write.promise, PHOTO_QUEUED_AFTER_MS, connection);
    await vi.advanceTimersByTimeAsync(10_000);
    connection.dispatchEvent(new Event('offline'));
    await expect(outcome).resolves.toBe('queued');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops listening for the connection once the write is confirmed', async () => {
    const connection = new EventTarget();
    const removed = vi.spyOn(connection, 'removeEventListener');
    const write = deferred();
    const outcome = sentOrQueued(write.promise, QUEUED_AFTER_MS, connection);
    write.resolve();
    await expect(outcome).resolves.toBe('sent');
    expect(removed).toHaveBeenCalledWith('offline', expect.any(Function));
  });

  it('waits a few seconds online before saying a post is waiting, a minute with a photo', () => {
    expect(QUEUED_AFTER_MS).toBe(4000);
    expect(PHOTO_QUEUED_AFTER_MS).toBe(60_000);
  });
});
