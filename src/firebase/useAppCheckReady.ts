import { use } from 'react';
import { appCheckReady } from './firebase';

/**
 * With App Check configured, suspends until it is ready: a listener started before it would
 * go out without a token, and be refused (permission-denied). Without App Check, nothing to
 * wait for. The wall, /screen and /moderate each call it before they read.
 */
export function useAppCheckReady(): void {
  if (appCheckReady) use(appCheckReady);
}
