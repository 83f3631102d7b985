import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { theme } from './theme';
import { createAppRouter } from './router';

// framer-motion's DOM features arrive in their own chunk after first paint.
const loadMotionFeatures = () => import('./motionFeatures').then((mod) => mod.default);

/** Providers shared by every page: theme, motion (honouring reduced motion) and the router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <RouterProvider router={router} />
        </MotionConfig>
      </LazyMotion>
    </ThemeProvider>
  );
}
