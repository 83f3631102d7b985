// Mounts a harness page inside the app's theme and motion providers, as App.tsx does.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LazyMotion, MotionConfig } from 'framer-motion';
import '@fontsource-variable/fredoka/wght.css';
import { theme } from '../../src/app/theme';

// As in App.tsx: framer-motion's features arrive in their own chunk.
const loadMotionFeatures = () => import('../../src/app/motionFeatures').then((mod) => mod.default);

/** Renders `page` into #root of `html` (named in the error if it has none). */
export function mountHarness(html: string, page: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error(`${html} has no #root element`);
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LazyMotion features={loadMotionFeatures} strict>
          <MotionConfig reducedMotion="user">{page}</MotionConfig>
        </LazyMotion>
      </ThemeProvider>
    </StrictMode>,
  );
}
