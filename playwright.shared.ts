import { devices, type PlaywrightTestOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's chromium, else undefined (Playwright's own browser). */
function browserPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => path !== undefined && existsSync(path));
}

/**
 * The browser every suite uses: desktop Chrome in a pinned zone and locale, started with the
 * flags a closed, headless machine needs. Shared by the e2e, hosting and live configs.
 */
export function browserUse(port: number): Partial<PlaywrightTestOptions> & {
  launchOptions: { executablePath?: string; args: string[] };
} {
  const executablePath = browserPath();
  return {
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
  };
}
