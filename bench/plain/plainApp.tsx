import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { motion } from 'framer-motion';
import { formatDistanceToNow, differenceInSeconds } from 'date-fns';
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentData,
} from 'firebase/firestore';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  CssBaseline,
  Stack,
  TextField,
  ThemeProvider,
  Typography,
  createTheme,
} from '@mui/material';

// The design card built the simple way, for the bench's "scroll after load" section
// (bench/lib/afterLoad.mjs): one bundle with React, MUI, framer-motion, notistack,
// react-router and date-fns, that subscribes to the 50 newest messages as it mounts. It is
// the yardstick the product's wall is held to, not part of the product.

const emulator = (import.meta.env.VITE_FIRESTORE_EMULATOR_HOST as string | undefined) ?? '';
const app = initializeApp({
  projectId:
    (import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined) ?? 'demo-birthday-wall',
  apiKey: 'demo-api-key',
  appId: 'demo-app-id',
});
const db = getFirestore(app);
const [host = '127.0.0.1', port = '8080'] = emulator.split(':');
connectFirestoreEmulator(db, host, Number(port));

const target = new Date('2030-06-04T00:00:00');
const theme = createTheme({ palette: { mode: 'dark', primary: { main: '#f5b301' } } });

function Countdown() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, differenceInSeconds(target, now));
  const parts = [
    ['days', Math.floor(left / 86400)],
    ['hours', Math.floor(left / 3600) % 24],
    ['minutes', Math.floor(left / 60) % 60],
    ['seconds', left % 60],
  ] as const;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
      {parts.map(([label, value]) => (
        <Card key={label} sx={{ minWidth: 72, textAlign: 'center' }}>
          <CardContent>
            <Typography variant="h4">{String(value).padStart(2, '0')}</Typography>
            <Typography variant="caption">{label}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function Wall() {
  const [messages, setMessages] = useState<{ id: string; data: DocumentData }[]>([]);
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      onSnapshot(
        query(collection(db, 'messages'), orderBy('created_at', 'desc'), limit(50)),
        (snapshot) => setMessages(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))),
        (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      ),
    [enqueueSnackbar],
  );
  return (
    <Box component="section" aria-label="Message Wall" sx={{ py: 4 }}>
      <Typography variant="h4" component="h2" gutterBottom>
        Message Wall
      </Typography>
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack spacing={2}>
            <TextField label="Your name" fullWidth />
            <TextField label="Your message" multiline minRows={3} fullWidth />
            <Button variant="contained">Post</Button>
          </Stack>
        </CardContent>
      </Card>
      <Stack spacing={2}>
        {messages.map(({ id, data }) => (
          <motion.div key={id} initial={{ opacity: 0, y: 8 }} animate={{ opacity: 1, y: 0 }}>
            <Card component="article">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Avatar>{String(data.author_name ?? '?').slice(0, 1)}</Avatar>
                  <Typography sx={{ fontWeight: 'bold' }}>
                    {String(data.author_name ?? '')}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {data.created_at?.toDate
                      ? formatDistanceToNow(data.created_at.toDate(), { addSuffix: true })
                      : ''}
                  </Typography>
                </Stack>
                <Typography sx={{ mt: 1 }}>{String(data.content ?? '')}</Typography>
                {data.reactions ? <Chip size="small" label="🍻" sx={{ mt: 1 }} /> : null}
              </CardContent>
            </Card>
          </motion.div>
        ))}
      </Stack>
    </Box>
  );
}

function Home() {
  return (
    <Container maxWidth="sm">
      {/* The first screen, as tall as the product's: its wall starts about 1,000 px down. */}
      <Box sx={{ minHeight: 1000, pt: 6, textAlign: 'center' }}>
        <motion.div initial={{ scale: 0.9 }} animate={{ scale: 1 }}>
          <Typography variant="h2" component="h1" gutterBottom>
            Jake Turns 21!
          </Typography>
        </motion.div>
        <Countdown />
      </Box>
      <Wall />
    </Container>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Home />} />
          </Routes>
        </BrowserRouter>
      </SnackbarProvider>
    </ThemeProvider>
  </StrictMode>,
);
