import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { config } from '../config/config';
import { CheckingCard, NotModeratorCard, OfflineCard } from './access/AccessCards';
import { SignInCard } from './access/SignInCard';
import { useAppCheckReady, useModeratorCheck } from '../data/moderation/moderatorCheck';
import {
  useDeletedMessages,
  usePendingMessages,
  useRemovedMessages,
  useWallMessages,
} from '../data/moderation/deskLists';
import { useDeskWallSettings } from '../data/moderation/deskWallSettings';
import { useSession } from '../data/moderation/organizerSignIn';
import type { Organizer } from '../data/moderation/moderationTypes';
import { Keepsake } from './keepsake/Keepsake';
import { ModerateFrame } from './ModerateFrame';
import { ModeratorDesk } from './ModeratorDesk';
import { useDeskManifest } from './phone/useDeskManifest';

/**
 * /moderate, loaded as its own chunk: Firebase Auth and everything here reach only the
 * organizers who open it. Signed out, checking, not a moderator, offline, or the desk.
 */
export default function ModerateRoute() {
  const session = useSession();
  useDeskManifest();
  return (
    <ModerateFrame personName={config.personName}>
      {session.status === 'starting' ? (
        <CheckingCard text="Checking whether you're signed in…" />
      ) : session.status === 'signed-out' ? (
        <SignInCard />
      ) : (
        <Suspense fallback={<CheckingCard text={CHECKING_MODERATOR} />}>
          <ModeratorGate organizer={session.organizer} />
        </Suspense>
      )}
    </ModerateFrame>
  );
}

const CHECKING_MODERATOR = 'Checking whether you can moderate this wall…';

/** What the rules say about this account decides what it sees. */
function ModeratorGate({ organizer }: { organizer: Organizer }) {
  // Before the first listener: a request without App Check's token would be refused, and the
  // refusal would read as "not a moderator". Suspends (the checking card above) until ready.
  useAppCheckReady();
  const check = useModeratorCheck(organizer.email);
  if (check === 'checking') return <CheckingCard text={CHECKING_MODERATOR} />;
  if (check === 'not-moderator') return <NotModeratorCard organizer={organizer} />;
  if (check === 'offline') return <OfflineCard organizer={organizer} />;
  return <ModeratorRoutes organizer={organizer} />;
}

function ModeratorRoutes({ organizer }: { organizer: Organizer }) {
  const wall = useWallMessages();
  const removed = useRemovedMessages();
  const deleted = useDeletedMessages();
  const waiting = usePendingMessages();
  const wallSettings = useDeskWallSettings();
  return (
    <Routes>
      <Route path="keepsake" element={<Keepsake personName={config.personName} />} />
      <Route
        path="*"
        element={
          <ModeratorDesk
            organizer={organizer}
            personName={config.personName}
            wall={wall}
            removed={removed}
            deleted={deleted}
            waiting={waiting}
            wallSettings={wallSettings}
          />
        }
      />
    </Routes>
  );
}
