import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
} from 'firebase/firestore';
import { config } from '../config/config';
import { parseHostPort } from './emulatorHost';

/**
 * The Firebase app and Firestore, created once when the wall's chunk loads (never inside a
 * render), then handed to reactfire's providers.
 */
export const firebaseApp = initializeApp(config.firebase);

export const firestore = initializeFirestore(firebaseApp, {
  // Memory cache: the wall is a live view, nothing to keep between visits. When the backend
  // cannot be reached the SDK answers the listener from this cache (an empty list, so the
  // visitor sees the empty state instead of a spinner).
  localCache: memoryLocalCache(),
  // Auto-detect (the default, written out) falls back to long-polling behind proxies that
  // buffer WebChannel streams, so the listener does not hang there either.
  experimentalAutoDetectLongPolling: true,
});

if (config.demoMode) {
  const { host, port } = parseHostPort(config.firestoreEmulatorHost);
  connectFirestoreEmulator(firestore, host, port);
}
