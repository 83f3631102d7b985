import { defineConfig } from '@playwright/test';
import { browserUse } from './playwright.shared';

/**
 * The hosting-edge suite (tests/hosting) against the Firebase Hosting emulator, which applies
 * firebase.json's headers and rewrites the way Firebase Hosting does. Run it through
 * scripts/test/hosting.mjs, which builds the app into artifacts/hosting/ and writes the emulator's
 * config there first. The browser is scripts/test/browser.mjs's choice.
 */
const port = Number(process.env.HOSTING_PORT ?? 5050);

export default defineConfig({
  testDir: './tests/hosting',
  outputDir: './test-results/hosting',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: browserUse(port),
  webServer: {
    // A demo- project id needs no login; NO_UPDATE_NOTIFIER keeps the CLI off the network.
    command:
      'npx firebase emulators:start --only hosting --project demo-birthday-wall --config artifacts/hosting/firebase.json',
    env: { NO_UPDATE_NOTIFIER: '1' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
