import { useCallback, useState } from 'react';
import { BatchError, type Progress } from '../../data/moderation/batches';
import { approveMessages, declineMessages } from '../../data/moderation/approval';
import type { DeskMessage } from '../../data/moderation/moderationTypes';
import { isPermissionDenied } from '../../data/errors';

export interface ApprovalWork extends Progress {
  verb: 'Approving' | 'Declining';
}

export interface ApprovalActions {
  work?: ApprovalWork;
  problem?: string;
  approve(messages: readonly DeskMessage[]): Promise<void>;
  decline(messages: readonly DeskMessage[]): Promise<void>;
}

function failureText(verb: ApprovalWork['verb'], error: unknown): string {
  const done = error instanceof BatchError ? ` (${error.done} of ${error.total} done)` : '';
  const cause = error instanceof BatchError ? error.cause : error;
  return isPermissionDenied(cause)
    ? `${verb} didn't finish${done}: another moderator may have just approved or declined some of these. The list shows what is still waiting.`
    : `${verb} didn't finish${done}. Check your connection and try again.`;
}

/** Approve and decline, one at a time, with progress and a kind failure. */
export function useApprovalActions(moderatorEmail: string): ApprovalActions {
  const [work, setWork] = useState<ApprovalWork>();
  const [problem, setProblem] = useState<string>();

  const run = useCallback(
    async (verb: ApprovalWork['verb'], messages: readonly DeskMessage[]) => {
      if (messages.length === 0) return;
      setProblem(undefined);
      setWork({ verb, done: 0, total: messages.length });
      try {
        const onProgress = (progress: Progress) => setWork({ verb, ...progress });
        if (verb === 'Approving') await approveMessages(messages, onProgress);
        else await declineMessages(messages, moderatorEmail, onProgress);
      } catch (error) {
        console.error(`${verb} failed`, error);
        setProblem(failureText(verb, error));
      } finally {
        setWork(undefined);
      }
    },
    [moderatorEmail],
  );

  const approve = useCallback(
    (messages: readonly DeskMessage[]) => run('Approving', messages),
    [run],
  );
  const decline = useCallback(
    (messages: readonly DeskMessage[]) => run('Declining', messages),
    [run],
  );
  return { work, problem, approve, decline };
}
