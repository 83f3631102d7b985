// The party screen's harness: the real /screen page (src/screen/ScreenPage.tsx) with the
// app's theme and motion providers, its messages fed by ./fixtureMessages.ts.
// bench/lib/screen.mjs opens it in Chromium, drives arrivals through window.screenBench
// and reads what the page measures about itself.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LazyMotion, MotionConfig } from 'framer-motion';
import '@fontsource-variable/fredoka/wght.css';
import { theme } from '../../src/app/theme';
import ScreenPage from '../../src/screen/ScreenPage';
import { installScreenBench } from './screenMeasure';

// As in App.tsx: framer-motion's features arrive in their own chunk.
const loadMotionFeatures = () => import('../../src/app/motionFeatures').then((mod) => mod.default);

installScreenBench();
const root = document.getElementById('root');
if (!root) throw new Error('screen.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <ScreenPage />
        </MotionConfig>
      </LazyMotion>
    </ThemeProvider>
  </StrictMode>,
);
