import { FirebaseProviders } from '../firebase/FirebaseProviders';
import { PartyScreen } from './PartyScreen';

/**
 * /screen, a chunk of its own: the party screen with the same live query and data door as
 * the home page's wall (reactfire over Firestore). A visitor never downloads it.
 */
export default function ScreenPage() {
  return (
    <FirebaseProviders>
      <PartyScreen />
    </FirebaseProviders>
  );
}
