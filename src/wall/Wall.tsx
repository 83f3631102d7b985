import { use } from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { config } from '../config/config';
import { appCheckReady, firebaseApp, firestore } from '../firebase/firebase';
import { NoticeProvider } from './form/NoticeProvider';
import { WallSection } from './WallSection';

/**
 * The message wall, loaded as its own chunk after the countdown paints. Firebase was set up
 * once when this chunk loaded; the providers only pass those instances down.
 */
export default function Wall() {
  // With App Check configured, nothing reaches Firestore before it can carry a token.
  if (appCheckReady) use(appCheckReady);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>
        <NoticeProvider>
          <WallSection personName={config.personName} />
        </NoticeProvider>
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
