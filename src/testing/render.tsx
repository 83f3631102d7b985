import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import { theme } from '../app/theme';

/**
 * Renders with the providers every feature expects (theme, motion), synchronously. They are
 * the render's wrapper, so `rerender` keeps them (and the state below them).
 */
export function renderWithProviders(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ThemeProvider theme={theme}>
        <LazyMotion features={domAnimation} strict>
          <MotionConfig reducedMotion="user">{children}</MotionConfig>
        </LazyMotion>
      </ThemeProvider>
    ),
  });
}
