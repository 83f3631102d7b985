import { useEffect, useState } from 'react';
import {
  browserPopupRedirectResolver,
  getRedirectResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithPopup,
  signInWithRedirect,
  signOut as authSignOut,
  type User,
} from 'firebase/auth';
import { appAuth } from '../../firebase/auth';
import { errorCode } from '../errors';
import type { Organizer, Session } from './moderationTypes';

/**
 * The organizer's door to Firebase Authentication: who is signed in, sign in with Google,
 * sign out. Components get `useSession()`, `signIn()` and `signOut()`; nothing else on
 * /moderate touches the Auth SDK (eslint's no-restricted-imports says so).
 */

export function toOrganizer(user: Pick<User, 'email' | 'displayName'>): Organizer {
  const email = (user.email ?? '').toLowerCase();
  return { email, name: user.displayName?.trim() || email };
}

let redirectFinished: Promise<unknown> | undefined;

/**
 * Back from a redirect sign-in, finishes it (once per page). The app's Auth has no
 * popup/redirect resolver of its own (the wall's guests never need one), so /moderate hands
 * it over here and in signIn.
 */
function finishRedirect(): Promise<unknown> {
  redirectFinished ??= getRedirectResult(appAuth(), browserPopupRedirectResolver).catch(
    (error: unknown) => console.error('The redirect sign-in did not finish', error),
  );
  return redirectFinished;
}

/**
 * The signed-in organizer, live; 'starting' until Auth has read its saved session and, back
 * from a redirect sign-in, finished it. A guest's anonymous identity (made when they posted on
 * the wall from this browser) is no organizer: it reads as signed out.
 */
export function useSession(): Session {
  const [session, setSession] = useState<Session>({ status: 'starting' });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void finishRedirect().then(() => {
      if (stopped) return;
      stop = onAuthStateChanged(appAuth(), (user) =>
        setSession(
          user && !user.isAnonymous
            ? { status: 'signed-in', organizer: toOrganizer(user) }
            : { status: 'signed-out' },
        ),
      );
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  return session;
}

/** Why a sign-in did not finish, in the organizer's words. */
export class SignInError extends Error {
  override name = 'SignInError';
}

/** Popup errors after which the same tab can still sign in by redirect. */
const POPUP_CANNOT_OPEN = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-environment',
]);
const QUIET = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

/**
 * Google sign-in in a popup; where a popup cannot open (blocked, or an in-app browser), the
 * same tab goes to Google and comes back (redirect). Resolves when signed in or when the
 * organizer closed the popup; rejects with a SignInError to show.
 */
export async function signIn({ redirect = false }: { redirect?: boolean } = {}): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const auth = appAuth();
  if (redirect) return signInWithRedirect(auth, provider, browserPopupRedirectResolver);
  try {
    await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  } catch (error) {
    const code = errorCode(error);
    if (POPUP_CANNOT_OPEN.has(code)) {
      return signInWithRedirect(auth, provider, browserPopupRedirectResolver);
    }
    if (QUIET.has(code)) return;
    console.error('Sign-in failed', error);
    throw new SignInError(
      code === 'auth/network-request-failed'
        ? "Couldn't reach the sign-in service. Check your connection and try again."
        : "Sign-in didn't work. Try again, or sign in in this tab instead.",
    );
  }
}

export function signOut(): Promise<void> {
  return authSignOut(appAuth());
}
