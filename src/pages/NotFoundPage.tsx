import { useEffect } from 'react';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** Any path but `/`: says so, logs the path, and offers the way home. */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

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
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '5rem', sm: '7rem' }, color: 'primary.main' }}
        >
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
      </Box>
    </Box>
  );
}
