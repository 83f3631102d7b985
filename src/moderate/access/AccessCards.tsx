import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Organizer } from '../../data/moderation/moderationTypes';
import { MODERATORS_DOC_HINT } from './howToModerate';
import { SignedInAs } from './SignedInAs';
import { StatusCard } from './StatusCard';

/** Waiting for Auth's saved session, or for the rules' answer about this account. */
export function CheckingCard({ text }: { text: string }) {
  return (
    <StatusCard title="One moment" live>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{text}</Typography>
      </Box>
    </StatusCard>
  );
}

/** Signed in, but not on the moderators list: who, why not, how to become one; nothing else. */
export function NotModeratorCard({ organizer }: { organizer: Organizer }) {
  return (
    <StatusCard title="Not a moderator of this wall">
      <SignedInAs organizer={organizer} />
      <Typography>This account is not a moderator of this wall.</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {MODERATORS_DOC_HINT} Its name must be <strong>{organizer.email}</strong>. Then come back to
        this page: it updates by itself.
      </Typography>
    </StatusCard>
  );
}

/** The rules cannot be asked: the database is out of reach. It recovers by itself. */
export function OfflineCard({ organizer }: { organizer: Organizer }) {
  return (
    <StatusCard title="Can't check right now" live>
      <Typography>
        Can&apos;t check whether you&apos;re a moderator: the wall&apos;s database can&apos;t be
        reached. This page carries on by itself once it&apos;s back.
      </Typography>
      <SignedInAs organizer={organizer} />
    </StatusCard>
  );
}
