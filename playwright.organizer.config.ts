import { defineConfig } from '@playwright/test';
import { browserUse, viteServer } from './playwright.shared';

/**
 * The organizer suite (tests/organizer): /moderate against the Auth emulator, which
 * scripts/test/organizer.mjs starts around this run (it is plain Node, so it runs everywhere).
 * Two servers: the built app (dist/, demo mode: Auth goes to the emulator), and the same app
 * served with /moderate's data doors swapped for a fixture (tests/organizer/vite.config.ts), for
 * the moderator's desk and the keepsake where no Firestore runs.
 */
const port = Number(process.env.ORGANIZER_PORT ?? 4176);
const fixturePort = port + 1;

export default defineConfig({
  testDir: './tests/organizer',
  outputDir: './test-results/organizer',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: browserUse(port),
  webServer: [
    viteServer('preview', port),
    viteServer('--config tests/organizer/vite.config.ts', fixturePort, '/moderate'),
  ],
});
