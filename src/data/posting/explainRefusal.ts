import { isPermissionDenied } from '../errors';
import type { WallSettings } from '../schema/wallSettings';
import { madeBy } from './bookkeeping';
import { PhotoCapError, PosterCapError } from './refusals';

/**
 * Why the rules refused a guest's post or edit, when its bookkeeping can say: the caps. The
 * new post's path (sendPost.ts) and the edit's (editAndDelete.ts) both explain through here.
 */

/** What explainRefusal needs of the wall settings: the caps. */
export type RefusalSettings = Pick<WallSettings, 'posterCap' | 'photoCap'>;

/**
 * A refusal, explained when it can be: a guest who has made posterCap posts (their
 * bookkeeping says so; only they may read it) gets a PosterCapError, and a post with a photo
 * from a guest who has posted photoCap photos a PhotoCapError. Anything else is rethrown as
 * it was.
 */
export async function explainRefusal(
  error: unknown,
  uid: string,
  settings: RefusalSettings,
  withPhoto = false,
): Promise<never> {
  if (isPermissionDenied(error)) {
    const cap = await capReached(uid, settings, withPhoto);
    if (cap) throw cap;
  }
  throw error;
}

/** The cap the identity `uid` has reached, asked of its bookkeeping; undefined for none. */
export async function capReached(
  uid: string,
  settings: RefusalSettings,
  withPhoto: boolean,
): Promise<PosterCapError | PhotoCapError | undefined> {
  const made = await madeBy(uid).catch(() => ({ posts: 0, photos: 0 }));
  if (made.posts >= settings.posterCap) return new PosterCapError(settings.posterCap);
  if (withPhoto && made.photos >= settings.photoCap) return new PhotoCapError(settings.photoCap);
  return undefined;
}
