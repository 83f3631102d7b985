import { useAppCheckReady } from '../firebase/useAppCheckReady';
import { WallSettingsProvider } from '../wallSettings/WallSettingsProvider';
import { PartyScreen } from './PartyScreen';

/**
 * /screen, a chunk of its own: the party screen with the same live query, data door and
 * wall settings as the home page's wall. A visitor never downloads it. Like the wall,
 * it waits for App Check when that is configured.
 */
export default function ScreenPage() {
  useAppCheckReady();
  return (
    <WallSettingsProvider>
      <PartyScreen />
    </WallSettingsProvider>
  );
}
