import type { ReactNode } from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp, firestore } from './firebase';
import { useAppCheckReady } from './useAppCheckReady';

export interface FirebaseProvidersProps {
  children: ReactNode;
}

/**
 * reactfire's providers around a live view of the wall (the home page's wall, the party
 * screen). Firebase was set up once when this module loaded; the providers only pass those
 * instances down. With App Check configured, this suspends until it is ready, so nothing
 * reaches Firestore before it can carry a token.
 */
export function FirebaseProviders({ children }: FirebaseProvidersProps) {
  useAppCheckReady();
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}
