import { Route, Routes } from 'react-router-dom';
import { config } from '../config/config';
import { CheckingCard, NotModeratorCard, OfflineCard } from './access/AccessCards';
import { SignInCard } from './access/SignInCard';
import { useModeratorCheck, useRemovedMessages, useWallMessages } from './data/moderation';
import { useSession } from './data/session';
import type { Organizer } from './data/types';
import { Keepsake } from './keepsake/Keepsake';
import { ModerateFrame } from './ModerateFrame';
import { ModeratorDesk } from './ModeratorDesk';

/**
 * /moderate, loaded as its own chunk: Firebase Auth and everything here reach only the
 * organizers who open it. Signed out, checking, not a moderator, offline, or the desk.
 */
export default function ModerateRoute() {
  const session = useSession();
  return (
    <ModerateFrame personName={config.personName}>
      {session.status === 'starting' ? (
        <CheckingCard text="Checking whether you're signed in…" />
      ) : session.status === 'signed-out' ? (
        <SignInCard />
      ) : (
        <ModeratorGate organizer={session.organizer} />
      )}
    </ModerateFrame>
  );
}

/** What the rules say about this account decides what it sees. */
function ModeratorGate({ organizer }: { organizer: Organizer }) {
  const check = useModeratorCheck(organizer.email);
  if (check === 'checking') {
    return <CheckingCard text="Checking whether you can moderate this wall…" />;
  }
  if (check === 'not-moderator') return <NotModeratorCard organizer={organizer} />;
  if (check === 'offline') return <OfflineCard organizer={organizer} />;
  return <ModeratorRoutes organizer={organizer} />;
}

function ModeratorRoutes({ organizer }: { organizer: Organizer }) {
  const wall = useWallMessages();
  const removed = useRemovedMessages();
  return (
    <Routes>
      <Route
        path="keepsake"
        element={<Keepsake messages={wall.items} personName={config.personName} />}
      />
      <Route
        path="*"
        element={
          <ModeratorDesk
            organizer={organizer}
            personName={config.personName}
            wall={wall}
            removed={removed}
          />
        }
      />
    </Routes>
  );
}
