import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { config } from '../config/config';
import { firebaseApp } from './firebase';

/**
 * Firebase Authentication, for the organizer's /moderate alone: only its chunk imports this
 * file, so a visitor never downloads Auth (npm run bench checks it). initializeAuth with the
 * pieces it needs, rather than getAuth, which would also bundle every persistence.
 */
export const auth = initializeAuth(firebaseApp, {
  // Signed in once on this device, an organizer stays signed in across visits.
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  popupRedirectResolver: browserPopupRedirectResolver,
});

if (config.demoMode) {
  // The emulator's own Google sign-in page stands in for Google's; no real account is used.
  connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
}
