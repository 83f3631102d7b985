import { config } from '../config/config';
import { useAppCheckReady } from '../firebase/useAppCheckReady';
import { NoticeProvider } from './form/NoticeProvider';
import { WallSection } from './WallSection';
import { WallSettingsProvider } from '../wallSettings/WallSettingsProvider';

/**
 * The message wall, loaded as its own chunk after the countdown paints. With App Check
 * configured it suspends until App Check is ready, so nothing it reads goes out without a
 * token.
 */
export default function Wall() {
  useAppCheckReady();
  return (
    <WallSettingsProvider>
      <NoticeProvider>
        <WallSection personName={config.personName} />
      </NoticeProvider>
    </WallSettingsProvider>
  );
}
