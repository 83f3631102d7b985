// The one place that knows which Chromium the browser suites, the bench and the image
// scripts use, and the flags it starts with. playwright.shared.ts imports it too, so a
// Playwright config run by hand picks the same browser as `npm test`.
//
// Lookup order, the same on every machine:
//   1. CHROME_PATH, when set (a wrong path is an error, never a silent fallback);
//   2. Playwright's own Chromium, when `npx playwright install chromium` has put it there: the
//      build this Playwright version is tested with, and the one CI installs;
//   3. a system Chromium (Debian's /usr/bin/chromium, then chromium-browser, google-chrome),
//      for machines where Playwright's download host cannot be reached;
//   4. (runners only) `npx playwright install chromium`, then one line saying how to get one.
//
//   node scripts/test/browser.mjs                       prints the choice, exits 1 without one
//   node scripts/test/browser.mjs --expect playwright   also exits 1 unless it is Playwright's own
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Chromium flags for a closed, headless machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const require = createRequire(import.meta.url);

/** Where Playwright's own Chromium would be for the installed Playwright, or undefined. */
export function playwrightChromiumPath() {
  try {
    /** @type {{ chromium: { executablePath(): string } }} */
    const core = require('playwright-core');
    return core.chromium.executablePath() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The lookup order above as a pure function:
 * { path, source: 'CHROME_PATH' | 'playwright' | 'system' }, or { error } when CHROME_PATH
 * names nothing, or undefined when no candidate exists.
 *
 * @param {{ chromePath?: string, playwrightPath?: string, exists: (path: string) => boolean }} input
 * @returns {{ path: string, source: string } | { error: string } | undefined}
 */
export function pickBrowser({ chromePath, playwrightPath, exists }) {
  if (chromePath) {
    return exists(chromePath)
      ? { path: chromePath, source: 'CHROME_PATH' }
      : { error: `CHROME_PATH=${chromePath} does not exist.` };
  }
  if (playwrightPath && exists(playwrightPath))
    return { path: playwrightPath, source: 'playwright' };
  const system = SYSTEM_PATHS.find((path) => exists(path));
  return system ? { path: system, source: 'system' } : undefined;
}

/** This machine's choice (no install attempted). */
export function resolveBrowser(env = process.env) {
  return pickBrowser({
    chromePath: env.CHROME_PATH || undefined,
    playwrightPath: playwrightChromiumPath(),
    exists: existsSync,
  });
}

/** The executable for Playwright's launchOptions: the choice above, or Playwright's default. */
export function browserExecutablePath(env = process.env) {
  const choice = resolveBrowser(env);
  return choice && 'path' in choice ? choice.path : undefined;
}

const HOW_TO_GET_ONE =
  'No browser: install Chromium (Debian: apt-get install chromium; elsewhere: npx playwright install chromium) or set CHROME_PATH to a Chrome/Chromium binary.';

/**
 * For the runners: { path, source } for a usable browser, installing Playwright's own as a
 * last resort; undefined (after one line saying why) when there is none.
 */
export async function findBrowser({ install = true } = {}) {
  let choice = resolveBrowser();
  if (choice && 'error' in choice) {
    console.error(choice.error);
    return undefined;
  }
  if (!choice && install) {
    console.log('No Chromium found: trying `npx playwright install chromium`...');
    const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
    if (result.status === 0) choice = resolveBrowser();
  }
  if (choice && 'path' in choice) return choice;
  console.error(HOW_TO_GET_ONE);
  return undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const expectIndex = process.argv.indexOf('--expect');
  const expected = expectIndex > 0 ? process.argv[expectIndex + 1] : undefined;
  const choice = resolveBrowser();
  if (!choice || 'error' in choice) {
    console.error(choice?.error ?? HOW_TO_GET_ONE);
    process.exit(1);
  }
  console.log(`Chromium: ${choice.path} (${choice.source})`);
  if (expected && choice.source !== expected) {
    console.error(`expected the ${expected} Chromium, found the ${choice.source} one`);
    process.exit(1);
  }
}
