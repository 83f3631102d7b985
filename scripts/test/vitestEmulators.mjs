// Vitest's globalSetup for the rules and abuse suites (vite.config.ts): the Firestore emulator
// (scripts/test/firestoreEmulator.mjs, either route) and, for the abuse suite, the Auth
// emulator (npm test's one where it names it), started before the workers, which inherit the
// hosts the SDKs read, and stopped after them. An emulator named in FIRESTORE_EMULATOR_HOST
// already is used as it is.
import { join } from 'node:path';
import { PROJECT_ID, SHARED_AUTH, startAuthEmulator } from './emulator.mjs';
import { startFirestoreEmulator } from './firestoreEmulator.mjs';

/** @param {{ name: string }} project */
export async function setup(project) {
  const stops = [];
  try {
    if (!process.env.FIRESTORE_EMULATOR_HOST) {
      const firestore = await startFirestoreEmulator({ handleSignals: false });
      stops.push(firestore.stop);
      process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
    }
    if (project.name === 'abuse' && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      const auth = process.env[SHARED_AUTH]
        ? { host: process.env[SHARED_AUTH] }
        : await startAuthEmulator({ dir: join('artifacts', 'abuse'), slot: 1 });
      if (auth.stop) stops.push(auth.stop);
      process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
    }
  } catch (error) {
    await Promise.all(stops.map((stop) => stop()));
    throw error;
  }
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  return () => Promise.all(stops.map((stop) => stop()));
}
