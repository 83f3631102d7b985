import { useRef, useState } from 'react';
import { FORM_NOTICES } from './formNotices';
import { postMessage } from '../../data/messages';
import { useNotices } from './noticeContext';
import { QUEUED_AFTER_MS, sentOrQueued } from './postOutcome';
import { cleanText } from '../../data/text';
import type { MessageDraft } from '../../data/types';
import type { PostOutcome } from '../../data/switches';
import { useWallSwitches } from '../../switches/switchesContext';
import { useCooldown } from './useCooldown';
import { validateDraft } from './validation';

const EMPTY: MessageDraft = { authorName: '', content: '' };

/** The notice for a post the backend confirmed: the spec's, or where it went instead. */
const CONFIRMED: Record<PostOutcome, keyof typeof FORM_NOTICES> = {
  posted: 'posted',
  held: 'held',
  sealed: 'sealedPosted',
};

/**
 * The post form's state and its one action (spec sections 4, 5 and 8), plus what the spec
 * leaves open: a post the backend cannot confirm yet is said to be waiting (the SDK sends it
 * when the connection is back, then the success notice follows), and a pause between posts.
 */
export function useMessageForm() {
  const [fields, setFields] = useState(EMPTY);
  const [posting, setPosting] = useState(false);
  // A second click or a repeated Enter can land before React re-renders the button.
  const inFlight = useRef(false);
  const cooldown = useCooldown();
  const notify = useNotices();
  // The organizer's switches decide where a post goes; with none, it goes onto the wall.
  const { send = (draft: MessageDraft) => postMessage(draft).then(() => 'posted' as const) } =
    useWallSwitches();

  function setField(field: keyof MessageDraft, value: string) {
    const cleaned = cleanText(value, field === 'authorName');
    setFields((current) => ({ ...current, [field]: cleaned }));
  }

  /** The spec's failure path. A post that was waiting gives its text back to an empty form. */
  function fail(error: unknown, draft?: MessageDraft) {
    console.error('Could not post the message.', error);
    cooldown.clear();
    if (draft) setFields((current) => (current.authorName || current.content ? current : draft));
    notify(FORM_NOTICES.failed);
  }

  async function submit() {
    if (inFlight.current || cooldown.isActive()) return;
    const check = validateDraft(fields);
    if (!check.ok) {
      notify(FORM_NOTICES[check.problem]);
      return;
    }
    inFlight.current = true;
    setPosting(true);
    cooldown.start();
    const write = send(check.draft);
    try {
      const outcome = await sentOrQueued(
        write.then(() => undefined),
        navigator.onLine ? QUEUED_AFTER_MS : 0,
      );
      setFields(EMPTY);
      if (outcome === 'sent') {
        notify(FORM_NOTICES[CONFIRMED[await write]]);
      } else {
        notify(FORM_NOTICES.queued);
        write.then(
          (where) => notify(FORM_NOTICES[CONFIRMED[where]]),
          (error: unknown) => fail(error, check.draft),
        );
      }
    } catch (error) {
      fail(error);
    } finally {
      inFlight.current = false;
      setPosting(false);
    }
  }

  return { fields, setField, posting, cooldownSeconds: cooldown.seconds, submit };
}
