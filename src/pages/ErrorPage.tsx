import { useEffect } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
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
    <Container
      component="main"
      maxWidth="sm"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
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
      </Stack>
    </Container>
  );
}
