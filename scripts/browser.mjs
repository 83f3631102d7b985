// Finds a Chromium for the browser suites: CHROME_PATH, else Debian's chromium, else the
// one Playwright manages. Shared by the e2e, live and bench runners.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Chromium flags for a closed, headless machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function playwrightManaged() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Returns { path, managed } for a usable browser, installing Playwright's own as a last
 * resort; returns undefined (after one line saying how to get one) when there is none.
 */
export async function findBrowser({ install = true } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return { path: fromEnv, managed: false };
    console.error(`CHROME_PATH=${fromEnv} does not exist.`);
  }
  const system = SYSTEM_PATHS.find((path) => existsSync(path));
  if (system) return { path: system, managed: false };
  const managed = await playwrightManaged();
  if (managed) return { path: managed, managed: true };
  if (install) {
    console.log('No Chromium found: trying `npx playwright install chromium`...');
    const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
    if (result.status === 0) {
      const installed = await playwrightManaged();
      if (installed) return { path: installed, managed: true };
    }
  }
  console.error(
    'No browser: install Chromium (Debian: apt-get install chromium; elsewhere: npx playwright install chromium) or set CHROME_PATH to a Chrome/Chromium binary.',
  );
  return undefined;
}
