import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * The live-wall suite (tests/live): the demo build, served by vite preview, against the
 * Firestore emulator. Run it through scripts/live.mjs, which gates on the emulator, builds
 * into artifacts/live/dist and wraps this run in `firebase emulators:exec`. The browser is
 * CHROME_PATH, else Debian's chromium, else Playwright's.
 */
function browserPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => path !== undefined && existsSync(path));
}

const port = Number(process.env.LIVE_PORT ?? 4175);
const executablePath = browserPath();

export default defineConfig({
  testDir: './tests/live',
  outputDir: './test-results/live',
  // One emulator, one wall: the tests clear it and swap its rules, so one at a time.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
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
    command: `npx vite preview --outDir artifacts/live/dist --strictPort --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
