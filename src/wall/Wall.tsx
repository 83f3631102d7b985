import { config } from '../config/config';
import { FirebaseProviders } from '../firebase/FirebaseProviders';
import { NoticeProvider } from './form/NoticeProvider';
import { WallSection } from './WallSection';
import { WallSwitchesProvider } from '../switches/WallSwitchesProvider';

/**
 * The message wall, loaded as its own chunk after the countdown paints (the providers wait
 * for App Check when it is configured).
 */
export default function Wall() {
  return (
    <FirebaseProviders>
      <WallSwitchesProvider>
        <NoticeProvider>
          <WallSection personName={config.personName} />
        </NoticeProvider>
      </WallSwitchesProvider>
    </FirebaseProviders>
  );
}
