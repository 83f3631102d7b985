import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import baseConfig from '../../vite.config.ts';
import { moduleSwap } from '../support/moduleSwap.mjs';

/**
 * The app with /moderate's data doors swapped for tests/organizer/fixture, for the
 * organizer suite's moderator tests and the keepsake's PDF where no Firestore runs (and for
 * looking at every state: /moderate?as=not-moderator, ?as=offline, ?messages=500...).
 */
const SWAPS = new Map(
  [
    ['moderatorCheck', 'deskDoor'],
    ['deskLists', 'deskDoor'],
    ['wholeWall', 'deskDoor'],
    ['removeAndRestore', 'deskDoor'],
    ['organizerSignIn', 'session'],
    ['approval', 'waitingDoor'],
    ['deskWallSettings', 'waitingDoor'],
    ['photoStorage', 'photoStorageDoor'],
  ].map(([real, fixture]) => [
    fileURLToPath(new URL(`../../src/data/moderation/${real}.ts`, import.meta.url)),
    fileURLToPath(new URL(`./fixture/${fixture}.ts`, import.meta.url)),
  ]),
);

export default defineConfig((env) => {
  const base = typeof baseConfig === 'function' ? baseConfig(env) : baseConfig;
  return mergeConfig(base as UserConfig, {
    plugins: [moduleSwap('organizer-data-fixture', SWAPS)],
  });
});
