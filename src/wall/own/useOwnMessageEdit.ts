import { useState, type FormEvent } from 'react';
import { forgetAuthored } from '../../data/device/postedHere';
import { editOwnMessage, type EditOutcome } from '../../data/posting/editAndDelete';
import { NoLongerYoursError, PosterCapError } from '../../data/posting/refusals';
import type { Message, MessageDraft } from '../../data/schema/types';
import { useWallSettingsInForce } from '../../wallSettings/wallSettingsContext';
import { FORM_NOTICES } from '../form/formNotices';
import { useNotices } from '../form/noticeContext';
import { QUEUED_AFTER_MS, sentOrQueued } from '../form/postOutcome';
import { useCooldown } from '../form/useCooldown';
import { validateDraft } from '../form/validation';
import { OWN_MESSAGE_NOTICES } from './ownMessageNotices';

const EDITED: Record<EditOutcome, keyof typeof OWN_MESSAGE_NOTICES> = {
  edited: 'edited',
  held: 'editHeld',
};

/** What the edit dialog says when the message is no longer its author's to change. */
const NOT_YOURS_PROBLEM = `${OWN_MESSAGE_NOTICES.notYours.title}. ${OWN_MESSAGE_NOTICES.notYours.description} Your changes are still in the fields above, to copy if you like.`;

function problemOf(error: unknown): string {
  if (error instanceof PosterCapError)
    return `That's the last change from you. You have made ${error.cap} posts and edits, the most one person can on this wall; your message stays as it is.`;
  if (error instanceof NoLongerYoursError) return NOT_YOURS_PROBLEM;
  return `${OWN_MESSAGE_NOTICES.editFailed.title}. ${OWN_MESSAGE_NOTICES.editFailed.description}`;
}

/**
 * The edit dialog's state and its save: the message's name and text, checked like a post
 * (validateDraft) before it is sent. A refusal keeps the dialog open with the text as typed.
 * One because the message is no longer the guest's (the host took it down and put it back)
 * says so, and on closing this device forgets the message was theirs, so its card stops
 * offering Edit and Delete.
 */
export function useOwnMessageEdit(message: Message, onClose: () => void) {
  const notify = useNotices();
  const { settings } = useWallSettingsInForce();
  const [fields, setFields] = useState<MessageDraft>({
    authorName: message.authorName,
    content: message.content,
  });
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const [notYours, setNotYours] = useState(false);
  const close = notYours
    ? () => {
        onClose();
        forgetAuthored(message.id);
      }
    : onClose;
  // An edit counts as a post (the rules hold the pause and the cap per identity): the form's
  // own pause, shared by this device's tabs, started again by a saved edit.
  const cooldown = useCooldown();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || notYours || cooldown.isActive()) return;
    const check = validateDraft(fields);
    if (!check.ok) {
      const notice = FORM_NOTICES[check.problem];
      setProblem('description' in notice ? `${notice.title}. ${notice.description}` : notice.title);
      return;
    }
    setSaving(true);
    setProblem('');
    try {
      const write = editOwnMessage(message.id, check.draft, settings, message.photo?.alt);
      const outcome = await sentOrQueued(
        write.then(() => undefined),
        navigator.onLine ? QUEUED_AFTER_MS : 0,
      );
      cooldown.start();
      onClose();
      if (outcome === 'sent') notify(OWN_MESSAGE_NOTICES[EDITED[await write]]);
      else {
        notify(OWN_MESSAGE_NOTICES.editQueued);
        write.then(
          (where) => notify(OWN_MESSAGE_NOTICES[EDITED[where]]),
          (error: unknown) => {
            console.error('Could not save the edit.', error);
            notify(OWN_MESSAGE_NOTICES.editFailed);
          },
        );
      }
    } catch (error) {
      console.error('Could not save the edit.', error);
      if (error instanceof NoLongerYoursError) setNotYours(true);
      setProblem(problemOf(error));
      setSaving(false);
    }
  }

  return {
    fields,
    setFields,
    problem,
    saving,
    notYours,
    close,
    save,
    held: settings.approvalRequired,
    cooling: cooldown.seconds > 0 && !saving,
    pauseSeconds: cooldown.seconds,
  };
}
