import type { BrowserContext } from '@playwright/test';
import { useGapiStandInWhenOffline } from './gapiStandIn';
import { ORGANIZER } from './signIn';

/**
 * The Firestore emulator as the organizer's @firestore specs set it up, through its REST API
 * with the owner token (past the rules). scripts/organizer.mjs starts the emulator and sets
 * FIRESTORE_EMULATOR_HOST.
 */
const PROJECT_ID = 'demo-birthday-wall';
export const DOCUMENTS = `/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** One REST call to the emulator as its owner; throws unless it succeeds. */
export async function emulator(method: string, path: string, body?: unknown): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set; run npm run test:organizer.');
  const response = await fetch(`http://${host}${path}`, {
    method,
    headers: OWNER,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
}

/**
 * Each test's start: Google's iframe library stood in where it cannot be reached, every
 * document deleted, and the test organizer made a moderator again.
 */
export async function startEmptyWithOrganizer(context: BrowserContext): Promise<void> {
  await useGapiStandInWhenOffline(context);
  await emulator('DELETE', `/emulator${DOCUMENTS}`);
  await emulator('PATCH', `${DOCUMENTS}/moderators/${encodeURIComponent(ORGANIZER.email)}`, {
    fields: {},
  });
}
