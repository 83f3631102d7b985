import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import {
  DECLINED_COLLECTION,
  MESSAGES_COLLECTION,
  PENDING_COLLECTION,
  SETTINGS_AUDIT_COLLECTION,
  WALL_SETTINGS_ID,
  type WallSettingsField,
} from '../schema/schema';
import { wallSettingsRef } from '../reading/wallSwitches';
import { cleanHeldWords, heldPattern } from '../schema/heldWords';
import type { Progress } from './batches';
import { keepRemovedCopy, toWallMessage, usePagedList, writeInBatches } from './moderation';
import type { PagedSource } from '../reading/messages';
import { useWallSettings } from '../reading/wallSwitches';
import type { WallSettingsState } from '../schema/wallSettings';
import type { PagedList, SwitchesDraft, WallMessage } from './moderationTypes';

/**
 * The organizer's switches, /moderate's side of the door: the waiting list, approve and
 * decline (one or many, in batches the rules can check), and writing settings/wall.
 * firestore.rules decides every one of them; the wall follows settings/wall live.
 */

/** settings/wall, live, as every wall reads it. */
export function useSwitches(): WallSettingsState {
  return useWallSettings();
}

const PENDING_SOURCE: PagedSource = { collection: PENDING_COLLECTION, timeField: 'created_at' };

/** Posts waiting for a moderator, live, newest first, in moderator pages. */
export function usePendingMessages(): PagedList<WallMessage> {
  return usePagedList(PENDING_SOURCE, toWallMessage);
}

/**
 * Puts waiting posts on the wall, stamped with the server's time of approval (so each
 * arrives at the top of every open wall and in the screen's spotlight, as new), with
 * everything else the waiting copy holds (a held edit's edited_at and reaction counts), each
 * with its waiting copy deleted in the same batch. A post another moderator decided a moment ago
 * is gone from pending_messages, so the rules refuse its batch: the caller says so.
 */
export function approveMessages(
  messages: readonly WallMessage[],
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return writeInBatches(
    messages.filter((message) => !message.pending),
    (batch, message) => {
      // Every field the waiting copy holds, as it holds it (the rules compare them): a held
      // edit's edited_at, so it shows as edited once approved, and its reaction counts, so
      // they come back as they were; only the time is the approval's.
      batch.set(doc(firestore, MESSAGES_COLLECTION, message.id), {
        ...message.stored,
        created_at: serverTimestamp(),
      });
      batch.delete(doc(firestore, PENDING_COLLECTION, message.id));
    },
    onProgress,
  );
}

/**
 * Declines waiting posts: each goes to removed_messages as posted (so it can be restored
 * like any removed message, its reaction counts included), a declined marker tells the
 * visitor's device, its author's hold ends (keepRemovedCopy), and the waiting copy is
 * deleted, all in one batch.
 */
export function declineMessages(
  messages: readonly WallMessage[],
  declinedBy: string,
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return writeInBatches(
    messages.filter((message) => !message.pending),
    (batch, message) => {
      keepRemovedCopy(batch, message, declinedBy);
      batch.set(doc(firestore, DECLINED_COLLECTION, message.id), {
        declined_at: serverTimestamp(),
      });
      batch.delete(doc(firestore, PENDING_COLLECTION, message.id));
    },
    onProgress,
  );
}

/**
 * Writes settings/wall whole: the two switches, the seal's moment, the cap on posts per
 * guest, and the word list with the pattern the rules match (built here, from the cleaned
 * list, by the one function that builds it). Every open wall and screen follows within
 * seconds. Whole, so nothing else stays on it: anyone reads it, and who made the change goes
 * only to settings_audit/wall, in the same batch (the rules require both).
 */
export async function writeWallSettings(draft: SwitchesDraft, updatedBy: string): Promise<void> {
  const words = cleanHeldWords(draft.heldWords);
  const batch = writeBatch(firestore);
  batch.set(wallSettingsRef(), {
    approval_required: draft.approvalRequired,
    sealed_until: draft.sealedUntil,
    held_words: words,
    held_pattern: draft.filterOn ? heldPattern(words) : '',
    poster_cap: draft.posterCap,
    photos: draft.photos,
    photo_cap: draft.photoCap,
    updated_at: serverTimestamp(),
  } satisfies Record<WallSettingsField, unknown>);
  batch.set(doc(firestore, SETTINGS_AUDIT_COLLECTION, WALL_SETTINGS_ID), {
    updated_by: updatedBy,
    updated_at: serverTimestamp(),
  });
  await batch.commit();
}
