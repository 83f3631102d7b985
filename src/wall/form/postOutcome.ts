/**
 * How long a post may wait for the backend's confirmation before the visitor is told it is
 * waiting for a connection. Offline, they are told at once.
 */
export const QUEUED_AFTER_MS = 4000;

/**
 * 'sent' when `write` is confirmed within `waitMs`, 'queued' when it is not (the SDK keeps it
 * and sends it when it can); rejects when the write fails first. The write itself goes on
 * either way: nothing here cancels or repeats it.
 */
export function sentOrQueued(write: Promise<void>, waitMs: number): Promise<'sent' | 'queued'> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('queued'), waitMs);
    write.then(
      () => {
        clearTimeout(timer);
        resolve('sent');
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
