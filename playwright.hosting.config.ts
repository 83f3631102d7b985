import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * The hosting-edge suite (tests/hosting) against the Firebase Hosting emulator, which applies
 * firebase.json's headers and rewrites the way Firebase Hosting does. Run it through
 * scripts/hosting.mjs, which builds the app into artifacts/hosting/ and writes the emulator's
 * config there first. The browser is CHROME_PATH, else Debian's chromium, else Playwright's.
 */
function browserPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => path !== undefined && existsSync(path));
}

const port = Number(process.env.HOSTING_PORT ?? 5050);
const executablePath = browserPath();

export default defineConfig({
  testDir: './tests/hosting',
  outputDir: './test-results/hosting',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    timezoneId: 'America/New_York',
    locale: 'en-US',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
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
