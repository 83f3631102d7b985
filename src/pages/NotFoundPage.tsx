import { useEffect } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CenteredPage } from './CenteredPage';

/** Any path but `/`: says so, logs the path, and offers the way home. */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <CenteredPage>
      <Typography variant="h1" sx={{ fontSize: { xs: '5rem', sm: '7rem' }, color: 'primary.main' }}>
        404
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.4rem' }}>
        Oops! Page not found
      </Typography>
      <Link
        component={RouterLink}
        to="/"
        color="secondary"
        sx={{ fontSize: '1.1rem', fontWeight: 600 }}
      >
        Return to Home
      </Link>
    </CenteredPage>
  );
}
