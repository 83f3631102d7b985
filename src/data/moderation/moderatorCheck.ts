import { useEffect, useState } from 'react';
import { doc } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { listen } from '../../firebase/live';
import { isPermissionDenied } from '../errors';
import { MODERATORS_COLLECTION } from '../schema/schema';
import type { ModeratorCheck } from './moderationTypes';

/**
 * Who moderates: the organizer's first question to Firestore on /moderate, before any list.
 * firestore.rules decide it (a signed-in person may read only their own moderators entry).
 */

/**
 * Call it before any hook below: a listener that went out before App Check was ready would be
 * refused, and the refusal would read as "not a moderator".
 */
export { useAppCheckReady } from '../../firebase/useAppCheckReady';

/**
 * Whether `email` is a moderator, live: the rules let a signed-in person read their own
 * moderators entry, which exists only for moderators. A listener rather than one read, so a
 * moderator added in the console takes effect at once, and an unreachable backend shows as
 * 'offline' (the SDK answers from its empty cache) instead of a spinner.
 */
export function useModeratorCheck(email: string): ModeratorCheck {
  const [check, setCheck] = useState<{ email: string; value: ModeratorCheck }>({
    email,
    value: 'checking',
  });
  useEffect(
    () =>
      // An account without an email cannot be on the list (its id is the email): no read.
      email === ''
        ? undefined
        : listen(
            doc(firestore, MODERATORS_COLLECTION, email),
            ({ snapshot, fromCache }) => {
              const value = fromCache
                ? 'offline'
                : snapshot.exists()
                  ? 'moderator'
                  : 'not-moderator';
              setCheck({ email, value });
            },
            (error) => {
              // permission-denied: an account the rules do not accept (e.g. unverified email).
              console.warn('Moderator check failed', error);
              setCheck({
                email,
                value: isPermissionDenied(error) ? 'not-moderator' : 'offline',
              });
            },
          ),
    [email],
  );
  if (email === '') return 'not-moderator';
  return check.email === email ? check.value : 'checking';
}
