import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { AppCheckLine } from './access/AppCheckLine';
import { SignedInAs } from './access/SignedInAs';
import type { WallList } from '../data/moderation/deskLists';
import type {
  DeletedMessage,
  Organizer,
  PagedList,
  RemovedMessage,
  DeskMessage,
} from '../data/moderation/moderationTypes';
import { ExportButtons } from './export/ExportButtons';
import { MessageTable } from './list/MessageTable';
import { RemovedList } from './list/RemovedList';
import { TakenBackList } from './list/TakenBackList';
import { useModerationActions } from './list/useModerationActions';
import { OfflineNote } from './OfflineNote';
import { WaitingList } from './list/WaitingList';
import { WorkProgress } from './list/WorkProgress';
import { WallSettingsPanel } from '../wallSettings/WallSettingsPanel';
import { StorageGauge } from './storage/StorageGauge';
import { usePhotoStorageDesk } from './storage/usePhotoStorageDesk';
import { WaitingAlerts } from './phone/WaitingAlerts';
import { PHONE_SIZED } from './phone/phoneSized';
import { useOnline } from '../ui/useOnline';
import type { WallSettingsState } from '../data/schema/wallSettings';
import { config } from '../config/config';

export interface ModeratorDeskProps {
  organizer: Organizer;
  personName: string;
  wall: WallList;
  removed: PagedList<RemovedMessage>;
  /** What guests took back themselves (names and times only). */
  deleted?: PagedList<DeletedMessage>;
  waiting: PagedList<DeskMessage>;
  wallSettings: WallSettingsState;
}

const now = () => new Date();

/** The moderator's view: the live wall, what was removed, and the ways to keep it all. */
export function ModeratorDesk({
  organizer,
  personName,
  wall,
  removed,
  deleted,
  waiting,
  wallSettings,
}: ModeratorDeskProps) {
  const actions = useModerationActions(organizer.email);
  const storage = usePhotoStorageDesk();
  const busy = actions.work !== undefined || storage.work !== undefined;
  const undoCount = actions.lastRemoved.length;
  const live = useOnline() && wall.status !== 'offline' && waiting.status !== 'offline';
  // What the organizer came for, first: on a phone at the party, the posts that wait.
  const waitingFirst = waiting.items.length > 0;
  // One keyed array, so React moves the panels rather than mounting them anew (a list's
  // selection and its work in progress stay as the last waiting post goes).
  const panels = [
    <Paper key="account" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <SignedInAs organizer={organizer} />
        </Box>
        <ExportButtons empty={wall.items.length === 0} personName={personName} />
        <AppCheckLine appCheck={config.appCheck} />
      </Box>
    </Paper>,
    <WallSettingsPanel
      key={`wallSettings-${wallSettings.status}`}
      settings={wallSettings.settings}
      loading={wallSettings.status === 'loading'}
      moderatorEmail={organizer.email}
      defaultSealUntil={config.target}
      now={now}
    />,
    <WaitingList key="waiting" waiting={waiting} moderatorEmail={organizer.email} />,
    <WaitingAlerts key="alerts" waiting={waiting} personName={personName} live={live} />,
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, sm: 4 }, ...PHONE_SIZED }}>
      {live ? null : <OfflineNote />}
      {waitingFirst ? [...panels.slice(2), ...panels.slice(0, 2)] : panels}
      {actions.work ? <WorkProgress work={actions.work} /> : null}
      {actions.problem ? <Alert severity="error">{actions.problem}</Alert> : null}
      {wall.status === 'loading' ? (
        <Typography role="status">Loading the wall…</Typography>
      ) : (
        <MessageTable
          messages={wall.items}
          hasMore={wall.hasMore}
          onMore={wall.loadMore}
          busy={busy}
          onRemove={actions.remove}
        />
      )}
      <StorageGauge state={storage.storage} onCheck={storage.check} />
      {storage.work ? <WorkProgress work={storage.work} /> : null}
      {storage.problem ? <Alert severity="error">{storage.problem}</Alert> : null}
      <RemovedList
        removed={removed.items}
        loading={removed.status === 'loading'}
        hasMore={removed.hasMore}
        onMore={removed.loadMore}
        busy={busy}
        onRestore={actions.restore}
        onDeleteForGood={(messages) => void storage.deleteForGood(messages)}
        personName={personName}
      />
      {deleted ? <TakenBackList deleted={deleted} /> : null}
      <Snackbar
        open={undoCount > 0 && !busy}
        onClose={(_, reason) => reason !== 'clickaway' && actions.dismiss()}
        autoHideDuration={10_000}
        message={`Removed ${undoCount} ${undoCount === 1 ? 'message' : 'messages'}`}
        action={
          <Button color="primary" onClick={() => void actions.undo()}>
            Undo
          </Button>
        }
      />
    </Box>
  );
}
