import { defineConfig } from '@playwright/test';
import { browserUse, viteServer } from './playwright.shared';

/**
 * The live-wall suite (tests/live): the demo build, served by vite preview, against the
 * Firestore emulator. Run it through scripts/test/live.mjs, which gates on the emulator, builds
 * into artifacts/live/dist (or takes npm test's build, LIVE_DIST) and runs this under
 * scripts/test/firestoreEmulator.mjs. The browser is scripts/test/browser.mjs's choice.
 */
const port = Number(process.env.LIVE_PORT ?? 4175);
const dist = process.env.LIVE_DIST ?? 'artifacts/live/dist';

export default defineConfig({
  testDir: './tests/live',
  outputDir: './test-results/live',
  // One emulator, one wall: the tests clear it and swap its rules, so one at a time.
  fullyParallel: false,
  workers: 1,
  // Five tests of at most 90 s each, retried once on CI, could take 15 minutes when the
  // emulator hangs; the whole run gets 8, so such a run fails fast and names its test.
  retries: process.env.CI ? 1 : 0,
  globalTimeout: 8 * 60_000,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: browserUse(port),
  webServer: viteServer(`preview --outDir ${dist}`, port),
});
