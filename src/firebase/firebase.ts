import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  enableNetwork,
  initializeFirestore,
  memoryLocalCache,
} from 'firebase/firestore';
import { config } from '../config/config';
import { parseHostPort } from '../config/local.mjs';
import { startOptionalAppCheck } from './optionalAppCheck';

/**
 * The Firebase app and Firestore, created once when the wall's chunk loads (never inside a
 * render); the data layer's modules import them.
 */
export const firebaseApp = initializeApp(config.firebase);

/**
 * Optional App Check (reCAPTCHA v3) when VITE_APPCHECK_SITE_KEY is set (never in demo mode):
 * settles once it is ready; undefined when there is none. The wall waits for it (its
 * placeholder stays up), so Firestore's first request already carries a token.
 */
export const appCheckReady = config.appCheckSiteKey
  ? startOptionalAppCheck(firebaseApp, config.appCheckSiteKey)
  : undefined;

export const firestore = initializeFirestore(firebaseApp, {
  // Memory cache: the wall is a live view, nothing to keep between visits. When the backend
  // cannot be reached the SDK answers the listener from this cache (an empty list, so the
  // visitor sees the empty state instead of a spinner). The persistent (IndexedDB) cache was
  // measured and not kept: docs/performance.md, "The persistent cache".
  localCache: memoryLocalCache(),
  // Auto-detect (the default, written out) falls back to long-polling behind proxies that
  // buffer WebChannel streams, so the listener does not hang there either.
  experimentalAutoDetectLongPolling: true,
});

if (config.demoMode) {
  const { host, port } = parseHostPort(config.firestoreEmulatorHost);
  connectFirestoreEmulator(firestore, host, port);
}

// Firestore's client (its queue, its memory cache, its remote store) is set up by the first
// call that needs it; this one asks nothing of the backend (no listen, no write, so no
// connection), and spares the wall's first listen that setup when its modules were run ahead
// (src/wall/DeferredWall.tsx).
enableNetwork(firestore).catch(() => undefined);
