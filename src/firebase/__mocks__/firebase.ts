import { testFirestore } from '../../testing/testFirestore';

/**
 * Stands in for src/firebase/firebase.ts in a unit test that writes
 * `vi.mock('…/firebase/firebase')` without a factory (Vitest takes this file then): a real
 * Firestore on a throwaway app that talks to no server; each test replaces the SDK calls it
 * follows. No App Check to wait for.
 */
export const firestore = testFirestore('unit');
export const firebaseApp = firestore.app;
export const appCheckReady = undefined;
