import { devices, type PlaywrightTestOptions } from '@playwright/test';
import { CHROMIUM_ARGS, browserExecutablePath } from './scripts/test/browser.mjs';

/**
 * The browser every suite uses: desktop Chrome in a pinned zone and locale, started with the
 * flags a closed, headless machine needs. Shared by the e2e, organizer, hosting and live configs. Which
 * Chromium it is (CHROME_PATH, Playwright's own, then the system's) is scripts/test/browser.mjs's
 * decision, the same one the runners and the bench make.
 */
export function browserUse(port: number): Partial<PlaywrightTestOptions> & {
  launchOptions: { executablePath?: string; args: string[] };
} {
  const executablePath = browserExecutablePath();
  return {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    timezoneId: 'America/New_York',
    locale: 'en-US',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_ARGS],
    },
  };
}

/**
 * A Vite server for a suite, on 127.0.0.1 at `port`, started afresh for the run: `vite preview`
 * of a build, or Vite's dev server with a config of its own (`args`). Ready once `path` answers.
 */
export function viteServer(args: string, port: number, path = '') {
  return {
    command: `npx vite ${args} --strictPort --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}${path}`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}
