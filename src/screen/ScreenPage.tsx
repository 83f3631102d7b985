import { FirebaseProviders } from '../firebase/FirebaseProviders';
import { PartyScreen, type PartyScreenProps } from './PartyScreen';

export type ScreenPageProps = PartyScreenProps;

/**
 * /screen, a chunk of its own: the party screen with the same live query and data door as
 * the home page's wall (reactfire over Firestore). A visitor never downloads it.
 *
 * The countdown comes in as a prop from the route rather than by an import: when a lazy
 * chunk imports a module the entry already holds, Rolldown 1.2 splits the entry into several
 * files (rolldown/rolldown#9963, #10731), which cost the visitor's first load 2.2 kB gzip
 * and three more requests. `npm run bench` fails if the entry is ever split again.
 */
export default function ScreenPage({ Countdown }: ScreenPageProps) {
  return (
    <FirebaseProviders>
      <PartyScreen Countdown={Countdown} />
    </FirebaseProviders>
  );
}
