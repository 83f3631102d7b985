import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  signInAnonymously,
  type Auth,
  type User,
} from 'firebase/auth';
import { config } from '../config/config';
import { firebaseApp } from './firebase';

/**
 * Firebase Authentication, one instance for the whole app (an app may initialize Auth once):
 * the wall's quiet guest identity and the organizer's Google sign-in on /moderate share it.
 * Auth's lightest setup: one persistence (localStorage, so a guest keeps their identity, and
 * an organizer their session, across visits) and no popup/redirect resolver. /moderate hands
 * browserPopupRedirectResolver to the calls that need it (src/data/moderation/organizerSignIn.ts), so
 * the wall never runs it (its bytes share the chunk the wall and /moderate both load: a bundler
 * keeps one module in one chunk; docs/performance.md). Created on first use, never at import: a visitor who only reads
 * never starts Auth, and nothing of it runs on the first screen.
 */
let instance: Auth | undefined;

export function appAuth(): Auth {
  if (!instance) {
    instance = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
    if (config.demoMode) {
      // The Auth emulator stands in for Google's (and its own Google sign-in page for
      // /moderate's); no real account is made or used.
      connectAuthEmulator(instance, `http://${config.authEmulatorHost}`, { disableWarnings: true });
    }
  }
  return instance;
}

/**
 * The identity a post is made by: whoever is signed in on this device (the guest's anonymous
 * account from an earlier post, or an organizer), else a new anonymous account, made here, at
 * the guest's first post. Rejects when Auth cannot be reached (offline, blocked): the post is
 * then not sent at all, and the form says so with the text kept.
 */
export async function postingIdentity(): Promise<User> {
  const auth = appAuth();
  await auth.authStateReady();
  return auth.currentUser ?? (await signInAnonymously(auth)).user;
}
