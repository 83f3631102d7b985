import { useCallback, useState } from 'react';
import { BatchError, type Progress } from '../../data/moderation/batches';
import { removeMessages, restoreMessages } from '../../data/moderation/removeAndRestore';
import type { DeskMessage } from '../../data/moderation/moderationTypes';

export interface Work extends Progress {
  verb: 'Removing' | 'Restoring';
}

export interface ModerationActions {
  /** The removal or restore under way, with how far it has got. */
  work?: Work;
  /** What the last removal took down, for its Undo. */
  lastRemoved: DeskMessage[];
  problem?: string;
  remove(messages: readonly DeskMessage[]): Promise<void>;
  restore(messages: readonly DeskMessage[]): Promise<void>;
  undo(): Promise<void>;
  dismiss(): void;
}

function failureText(verb: string, error: unknown): string {
  const done = error instanceof BatchError ? ` (${error.done} of ${error.total} done)` : '';
  return `${verb} didn't finish${done}. Check your connection and try again.`;
}

/** Removal, restore and Undo, one at a time, with progress and a kind failure. */
export function useModerationActions(moderatorEmail: string): ModerationActions {
  const [work, setWork] = useState<Work>();
  const [lastRemoved, setLastRemoved] = useState<DeskMessage[]>([]);
  const [problem, setProblem] = useState<string>();

  const run = useCallback(
    async (verb: Work['verb'], messages: readonly DeskMessage[]) => {
      if (messages.length === 0) return false;
      setProblem(undefined);
      setWork({ verb, done: 0, total: messages.length });
      try {
        const onProgress = (progress: Progress) => setWork({ verb, ...progress });
        if (verb === 'Removing') await removeMessages(messages, moderatorEmail, onProgress);
        else await restoreMessages(messages, onProgress);
        return true;
      } catch (error) {
        console.error(`${verb} failed`, error);
        setProblem(failureText(verb === 'Removing' ? 'Removing' : 'Restoring', error));
        return false;
      } finally {
        setWork(undefined);
      }
    },
    [moderatorEmail],
  );

  const remove = useCallback(
    async (messages: readonly DeskMessage[]) => {
      const batch = [...messages];
      if (await run('Removing', batch)) setLastRemoved(batch);
    },
    [run],
  );
  const restore = useCallback(
    async (messages: readonly DeskMessage[]) => {
      setLastRemoved([]);
      await run('Restoring', messages);
    },
    [run],
  );
  const undo = useCallback(async () => {
    const batch = lastRemoved;
    setLastRemoved([]);
    await run('Restoring', batch);
  }, [lastRemoved, run]);
  const dismiss = useCallback(() => setLastRemoved([]), []);

  return { work, lastRemoved, problem, remove, restore, undo, dismiss };
}
