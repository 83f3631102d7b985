import { getDocFromServer } from 'firebase/firestore';
import { isPermissionDenied } from '../errors';
import { signedInUid } from './identity';
import { authorRef } from './bookkeeping';

/**
 * Who may still change a guest's own message, as the rules see it: authors/{id}, which only
 * its author may read. Apart from editAndDelete.ts so the wall's card can ask (OwnMessageActions)
 * while the edit and delete themselves load with their dialogs.
 */

/**
 * Whether authors/{id} still names this device's identity, asked of the server. False once
 * the message is no longer its author's: the organizer removed or declined it (which ends the
 * author's hold, and a restore does not give it back), it was deleted, or this device has no
 * identity any more (the rules refuse a get of an author document that is gone or another's).
 * Rejects when the server cannot be asked (offline).
 */
export async function isStillAuthor(id: string): Promise<boolean> {
  const uid = await signedInUid();
  if (uid === null) return false;
  try {
    const author = await getDocFromServer(authorRef(id));
    return author.get('uid') === uid;
  } catch (error) {
    if (isPermissionDenied(error)) return false;
    throw error;
  }
}
