import { FirebaseProviders } from '../firebase/FirebaseProviders';
import { WallSwitchesProvider } from '../switches/WallSwitchesProvider';
import { PartyScreen } from './PartyScreen';

/**
 * /screen, a chunk of its own: the party screen with the same live query, data door and
 * organizer's switches as the home page's wall (reactfire over Firestore). A visitor never downloads it.
 */
export default function ScreenPage() {
  return (
    <FirebaseProviders>
      <WallSwitchesProvider>
        <PartyScreen />
      </WallSwitchesProvider>
    </FirebaseProviders>
  );
}
