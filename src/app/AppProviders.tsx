import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { PrerenderedOver } from '../countdown/prerenderedCountdown';
import { theme } from './theme';

// framer-motion's DOM features arrive in their own chunk after first paint.
const loadMotionFeatures = () => import('./motionFeatures').then((mod) => mod.default);

export interface AppProvidersProps {
  /** Whether the prerendered HTML shows the countdown as over (see PrerenderedOver). */
  prerenderedOver?: boolean;
  children: ReactNode;
}

/**
 * Providers shared by every page: theme, global styles and motion (honouring reduced
 * motion). The browser wraps the router in them; the prerender wraps the router in the
 * very same ones, so the HTML it writes is the tree the browser hydrates.
 */
export function AppProviders({ prerenderedOver = false, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <PrerenderedOver value={prerenderedOver}>{children}</PrerenderedOver>
        </MotionConfig>
      </LazyMotion>
    </ThemeProvider>
  );
}
