import Typography from '@mui/material/Typography';
import type { AppConfig } from '../../config/parseConfig';

/**
 * Whether this build carries App Check, as the organizer needs to know it: with it, the
 * console can refuse every request that is not this site in a real browser; without it, any
 * script holding the public web config can read and write what the rules allow. Only the build
 * knows; whether the console enforces it is the console's to say.
 */
const LINES: Record<AppConfig['appCheck'], string> = {
  on: 'App Check is on in this build (reCAPTCHA v3). Enforce it for Firestore and Authentication in the Firebase console so that requests from anywhere else are refused.',
  off: 'App Check is off in this build: any script holding the web config can read the wall and its photos. Set VITE_APPCHECK_SITE_KEY and deploy again (README, Deploy).',
  demo: 'App Check is not used in demo mode: the local emulators need none.',
};

export function AppCheckLine({ appCheck }: { appCheck: AppConfig['appCheck'] }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {LINES[appCheck]}
    </Typography>
  );
}
