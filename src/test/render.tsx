import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import { theme } from '../app/theme';

/** Renders with the providers every feature expects (theme, motion), synchronously. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user">{ui}</MotionConfig>
      </LazyMotion>
    </ThemeProvider>,
  );
}
