import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { signIn, SignInError } from '../../data/moderation/organizerSignIn';
import { StatusCard } from './StatusCard';

/** Signed out: Google sign-in in a popup, or in this tab when the popup does not work. */
export function SignInCard() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function start(redirect: boolean) {
    setBusy(true);
    setProblem(undefined);
    try {
      await signIn({ redirect });
    } catch (error) {
      setProblem(error instanceof SignInError ? error.message : "Sign-in didn't work.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <StatusCard title="Sign in to moderate">
      <Typography sx={{ color: 'text.secondary' }}>
        This page is for the wall&apos;s organizers: take down a message, bring it back, and keep
        every message after the party. Visitors never need to sign in.
      </Typography>
      <Button variant="contained" disabled={busy} onClick={() => void start(false)}>
        Sign in with Google
      </Button>
      {problem ? (
        <Alert
          severity="error"
          sx={{ width: '100%' }}
          action={
            <Button color="inherit" size="small" onClick={() => void start(true)}>
              Sign in in this tab
            </Button>
          }
        >
          {problem}
        </Alert>
      ) : null}
    </StatusCard>
  );
}
