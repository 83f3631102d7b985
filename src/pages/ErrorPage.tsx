import { Component, type ErrorInfo, type ReactNode } from 'react';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

export interface ErrorPageProps {
  /** What went wrong; its message is shown under the heading. */
  error: unknown;
}

/** Shown when rendering fails anywhere: the router's own fallback wording, and a way out. */
export function ErrorPage({ error }: ErrorPageProps) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Box
      component="main"
      sx={{
        maxWidth: 600,
        mx: 'auto',
        px: 2,
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          alignItems: 'center',
          textAlign: 'center',
        }}
      >
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
      </Box>
    </Box>
  );
}

interface RenderErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a render error below it, logs it and shows the error page in its place, as a data
 * router's errorElement would; going to another path clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RenderErrorBoundary key={pathname}>{children}</RenderErrorBoundary>;
}

class RenderErrorBoundary extends Component<{ children: ReactNode }, RenderErrorBoundaryState> {
  override state: RenderErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): RenderErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
