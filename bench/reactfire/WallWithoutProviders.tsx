// Options (c) and (d) of the reactfire experiment: the wall without reactfire's providers
// (their hooks are not used once useMessages takes the Firestore instance directly).
import { config } from '../../src/config/config';
import { NoticeProvider } from '../../src/wall/NoticeProvider';
import { WallSection } from '../../src/wall/WallSection';

export default function Wall() {
  return (
    <NoticeProvider>
      <WallSection personName={config.personName} />
    </NoticeProvider>
  );
}
