import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { signOut } from '../../data/moderation/organizerSignIn';
import type { Organizer } from '../../data/moderation/moderationTypes';

/** Who is signed in, and the way out. */
export function SignedInAs({ organizer }: { organizer: Organizer }) {
  return (
    <>
      <Typography>
        Signed in as <strong>{organizer.name}</strong>
        {organizer.name !== organizer.email ? ` (${organizer.email})` : null}
      </Typography>
      <Button variant="outlined" onClick={() => void signOut()}>
        Sign out
      </Button>
    </>
  );
}
