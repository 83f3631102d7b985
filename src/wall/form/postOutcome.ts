/**
 * How long a post may wait for the backend's confirmation before the visitor is told it is
 * waiting for a connection. Offline, they are told at once.
 */
export const QUEUED_AFTER_MS = 4000;

/**
 * The same for a post with a photo while the browser says it is online. Its upload is up to
 * 440 KiB, which a weak phone uplink (~700 kbps) needs well over 4 s for: telling that guest
 * "Waiting for a connection" and clearing the form while the bytes still go would be wrong.
 * The post keeps "Posting..." and its progress until the backend confirms, the browser goes
 * offline, or a minute has passed (a network that says online but carries nothing, such as a
 * venue's Wi-Fi before its sign-in page: the post then waits like any other). A minute covers
 * the upload down to about 60 kbps.
 */
export const PHOTO_QUEUED_AFTER_MS = 60_000;

/**
 * 'sent' when `write` is confirmed within `waitMs`, 'queued' when it is not, or when the
 * browser goes offline first (`connection` fires 'offline'; the SDK keeps the write and sends
 * it when it can); rejects when the write fails first. The write itself goes on either way:
 * nothing here cancels or repeats it.
 */
export function sentOrQueued(
  write: Promise<void>,
  waitMs: number,
  // No window under Node (the unit tests of this module): nothing to listen to there.
  connection: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): Promise<'sent' | 'queued'> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      connection?.removeEventListener('offline', queued);
    };
    const queued = () => {
      done();
      resolve('queued');
    };
    const timer = setTimeout(queued, waitMs);
    connection?.addEventListener('offline', queued);
    write.then(
      () => {
        done();
        resolve('sent');
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
  });
}
