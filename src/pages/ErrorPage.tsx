import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { CenteredPage } from './CenteredPage';

export interface ErrorPageProps {
  /** What went wrong; its message is shown under the heading. */
  error: unknown;
}

/** Shown when rendering fails anywhere: the router's own fallback wording, and a way out. */
export function ErrorPage({ error }: ErrorPageProps) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <CenteredPage>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.6rem' } }}>
        Unexpected Application Error!
      </Typography>
      {detail && (
        <Typography component="p" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
          {detail}
        </Typography>
      )}
      <Link href="/" color="secondary" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        Reload the page
      </Link>
    </CenteredPage>
  );
}

/**
 * Catches a render error below it, logs it and shows the error page in its place, as a data
 * router's errorElement would; going to another path clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <ErrorPage error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
