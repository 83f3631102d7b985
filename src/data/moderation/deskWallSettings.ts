import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { useWallSettings, wallSettingsRef } from '../reading/liveWallSettings';
import { cleanHeldWords, heldPattern } from '../schema/heldWords';
import {
  SETTINGS_AUDIT_COLLECTION,
  WALL_SETTINGS_ID,
  type WallSettingsField,
} from '../schema/schema';
import type { WallSettingsState } from '../schema/wallSettings';
import type { WallSettingsDraft } from './moderationTypes';

/**
 * The wall settings, /moderate's side of the door: read live as every wall reads them, and
 * written whole. firestore.rules decide the write; every open wall and screen follows
 * settings/wall live.
 */

/** settings/wall, live, as every wall reads it. */
export function useDeskWallSettings(): WallSettingsState {
  return useWallSettings();
}

/**
 * Writes settings/wall whole: the two switches, the seal's moment, the cap on posts per
 * guest, and the word list with the pattern the rules match (built here, from the cleaned
 * list, by the one function that builds it). Every open wall and screen follows within
 * seconds. Whole, so nothing else stays on it: anyone reads it, and who made the change goes
 * only to settings_audit/wall, in the same batch (the rules require both).
 */
export async function writeWallSettings(
  draft: WallSettingsDraft,
  updatedBy: string,
): Promise<void> {
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
