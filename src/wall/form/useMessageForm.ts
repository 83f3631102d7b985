import { useEffect, useRef, useState } from 'react';
import { capReachedNotice, FORM_NOTICES, photoRefusedNotice } from './formNotices';
import { useNotices } from './noticeContext';
import { PHOTO_QUEUED_AFTER_MS, QUEUED_AFTER_MS, sentOrQueued } from './postOutcome';
import { readyToPost } from '../../data/posting/identity';
import { sendPost, type PostOutcome } from '../../data/posting/sendPost';
import { PhotoCapError, PhotosOffError, PosterCapError } from '../../data/posting/refusals';
import { cleanText, textToSend } from '../../data/schema/text';
import type { MessageDraft, PostDraft } from '../../data/schema/types';
import { useWallSettingsInForce } from '../../wallSettings/wallSettingsContext';
import { usePhoto } from './photo/usePhoto';
import { useCooldown } from './useCooldown';
import { validateDraft } from './validation';

const EMPTY: MessageDraft = { authorName: '', content: '' };

/** The notice for a post the backend confirmed: the spec's, or where it went instead. */
const CONFIRMED: Record<PostOutcome, keyof typeof FORM_NOTICES> = {
  posted: 'posted',
  held: 'held',
  sealed: 'sealedPosted',
};

/** How long the form shows "Posting..." before it says the post waits (postOutcome.ts). */
function queuedAfter(draft: PostDraft): number {
  if (!navigator.onLine) return 0;
  return draft.photo ? PHOTO_QUEUED_AFTER_MS : QUEUED_AFTER_MS;
}

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
  // The wall settings decide where a post goes; with none, it goes onto the wall.
  const inForce = useWallSettingsInForce();
  // As they are now: a post that waited for its photo goes by the wall settings of its sending,
  // not of its click (the host may have turned photos off meanwhile).
  const inForceNow = useRef(inForce);
  useEffect(() => {
    inForceNow.current = inForce;
  });
  // The optional photo, made small on the device as soon as it is chosen (photo/usePhoto.ts).
  const photo = usePhoto();
  const [sendingPhoto, setSendingPhoto] = useState(false);

  function setField(field: keyof MessageDraft, value: string) {
    const cleaned = cleanText(value, field === 'authorName');
    setFields((current) => ({ ...current, [field]: cleaned }));
  }

  /**
   * The spec's failure path (or, past the cap, a plain word on it). A post that was waiting
   * gives its text back to an empty form.
   */
  function fail(error: unknown, draft?: PostDraft) {
    console.error('Could not post the message.', error);
    cooldown.clear();
    if (draft) {
      const { authorName, content } = draft;
      setFields((current) =>
        current.authorName || current.content ? current : { authorName, content },
      );
      if (draft.photo) photo.restoreIfNone(draft.photo, draft.photo.alt);
    }
    if (error instanceof PhotoCapError || error instanceof PhotosOffError) {
      notify(photoRefusedNotice(error.message));
    } else {
      notify(error instanceof PosterCapError ? capReachedNotice(error.cap) : FORM_NOTICES.failed);
    }
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
    try {
      // A photo still being made small is waited for; one that could not be made says so
      // itself, and the post waits for the guest with their text kept.
      const chosen = await photo.forPost();
      if (!chosen.ok) {
        cooldown.clear();
        return;
      }
      // Photos switched off after this one was chosen: nothing is sent (posting the words
      // alone would drop the photo without a word). Text and photo stay, so the guest can
      // take the photo off and post. The one place this is checked: sendPost leaves it here.
      const sendingInForce = inForceNow.current;
      if (chosen.prepared && sendingInForce.settings.photos === 'off') {
        cooldown.clear();
        notify(photoRefusedNotice(new PhotosOffError().message));
        return;
      }
      const draft: PostDraft = chosen.prepared
        ? { ...check.draft, photo: { ...chosen.prepared, alt: textToSend(photo.alt, true) } }
        : check.draft;
      setSendingPhoto(draft.photo !== undefined);
      // The guest's identity first (made at their first post): without one nothing is sent,
      // so a first post made offline fails here, with the text kept, rather than waiting.
      const uid = await readyToPost();
      const write = sendPost(draft, sendingInForce, uid);
      const outcome = await sentOrQueued(
        write.then(() => undefined),
        queuedAfter(draft),
      );
      setFields(EMPTY);
      photo.remove();
      // The rules count the pause from the server's time of the post, which is later than
      // the click: the form counts it again from the confirmation, so it never ends first.
      if (outcome === 'sent') {
        const where = await write;
        cooldown.start();
        notify(FORM_NOTICES[CONFIRMED[where]]);
      } else {
        notify(FORM_NOTICES.queued);
        write.then(
          (where) => {
            cooldown.start();
            notify(FORM_NOTICES[CONFIRMED[where]]);
          },
          (error: unknown) => fail(error, draft),
        );
      }
    } catch (error) {
      fail(error);
    } finally {
      inFlight.current = false;
      setPosting(false);
      setSendingPhoto(false);
    }
  }

  return {
    fields,
    setField,
    posting,
    cooldownSeconds: cooldown.seconds,
    submit,
    photo,
    photoMode: inForce.settings.photos,
    sendingPhoto,
  };
}
