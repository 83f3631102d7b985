import { useCallback, useState } from 'react';
import { BatchError, type Progress } from '../../data/moderation/batches';
import { deleteForGood, usePhotoStorage } from '../../data/moderation/photoStorage';
import type { PhotoStorageState, RemovedMessage } from '../../data/moderation/moderationTypes';

export interface PhotoStorageDesk {
  /** The gauge's figures. */
  storage: PhotoStorageState;
  /** Weighs the photos again. */
  check(): void;
  /** The delete for good under way, with how far it has got. */
  work?: Progress & { verb: 'Deleting for good' };
  problem?: string;
  deleteForGood(messages: readonly RemovedMessage[]): Promise<void>;
}

/**
 * The desk's storage: the gauge, and deleting removed messages for good, after which the gauge
 * weighs the photos again (however far the delete got).
 */
export function usePhotoStorageDesk(): PhotoStorageDesk {
  const [version, setVersion] = useState(0);
  const storage = usePhotoStorage(version);
  const [work, setWork] = useState<PhotoStorageDesk['work']>();
  const [problem, setProblem] = useState<string>();
  const check = useCallback(() => setVersion((was) => was + 1), []);
  const run = useCallback(async (messages: readonly RemovedMessage[]) => {
    if (messages.length === 0) return;
    const verb = 'Deleting for good';
    setProblem(undefined);
    setWork({ verb, done: 0, total: messages.length });
    try {
      await deleteForGood(messages, (progress) => setWork({ verb, ...progress }));
    } catch (error) {
      console.error('Deleting for good failed', error);
      const done = error instanceof BatchError ? ` (${error.done} of ${error.total} done)` : '';
      setProblem(`Deleting for good didn't finish${done}. Check your connection and try again.`);
    } finally {
      setWork(undefined);
      setVersion((was) => was + 1);
    }
  }, []);
  return { storage, check, work, problem, deleteForGood: run };
}
