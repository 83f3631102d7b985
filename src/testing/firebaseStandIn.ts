import { testFirestore } from './testFirestore';

/**
 * Stands in for src/firebase/firebase.ts in a data test, which says
 * `vi.mock('…/firebase/firebase', () => import('…/testing/firebaseStandIn'))`: a real
 * Firestore on a throwaway app that talks to no server; each test replaces the SDK calls it
 * follows. No App Check to wait for.
 */
export const firestore = testFirestore('unit');
export const firebaseApp = firestore.app;
export const appCheckReady = undefined;
