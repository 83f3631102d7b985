// The wall benchmark harness: the real wall, with the app's theme and motion providers, fed N
// messages by ./fixtureMessages.ts. bench/lib/wall.mjs opens it in Chromium and
// reads what this page measures about itself (window.wallBench).
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { LazyMotion, MotionConfig } from 'framer-motion';
import '@fontsource-variable/fredoka/wght.css';
import { theme } from '../../src/app/theme';
import Wall from '../../src/wall/Wall';
import { fixtureFeed } from './fixtureMessages';
import { afterNextPaint, installBench } from './measure';

declare global {
  interface Window {
    /** The live store behind the harness's wall, for tests/e2e/wall-removal.spec.ts. */
    wallFeed: typeof fixtureFeed;
  }
}

// As in App.tsx: framer-motion's features arrive in their own chunk.
const loadMotionFeatures = () => import('../../src/app/motionFeatures').then((mod) => mod.default);

function Harness() {
  // The list renders in the first commit (the fixture is ready at once); its first screen
  // is on screen at the paint after it.
  useEffect(() => {
    afterNextPaint(() => performance.mark('wall-painted'));
  }, []);
  return (
    <Box component="main" sx={{ maxWidth: 900, mx: 'auto', py: 4, px: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Wall />
      </Box>
    </Box>
  );
}

installBench();
window.wallFeed = fixtureFeed;
const root = document.getElementById('root');
if (!root) throw new Error('wall.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <Harness />
        </MotionConfig>
      </LazyMotion>
    </ThemeProvider>
  </StrictMode>,
);
