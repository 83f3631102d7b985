import { useEffect } from 'react';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when rendering fails anywhere: the router's own fallback wording, and a way out. */
export function ErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

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
