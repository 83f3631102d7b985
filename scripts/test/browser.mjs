// The one place that knows which Chromium the browser suites, the bench and the image
// scripts use, and the flags it starts with. playwright.config.ts imports it too, so a
// Playwright run by hand picks the same browser as `npm test`.
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
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/**
 * Chromium's own windows draw parts of their toolbar as web pages ("top chrome" WebUI): since
 * about version 140 every window preloads its address bar's popup, two pages in a renderer of
 * their own, even headless. Playwright opens a window for every browser context (the live and
 * organizer tests open three or four each), so in one run of the browser suite that renderer
 * used 77 CPU-seconds, more than Chromium's browser process itself, for a popup no test opens.
 * Measured here (Debian's Chromium 156): a context opened and closed costs 2.4 CPU-seconds with
 * them and 0.75 without. Unknown names are ignored, so a build without these
 * (Playwright's headless shell) is unaffected.
 */
export const UNUSED_CHROMIUM_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

/**
 * The features the installed Playwright turns off for Chromium (its own `--disable-features`,
 * scripts' source of truth: playwright-core's chromiumSwitches), or undefined where they cannot
 * be read. A second `--disable-features` replaces the first (Chromium keeps the last), so ours
 * must carry Playwright's too.
 *
 * @param {string} [bundle] playwright-core's code that lists them (read from the install by default)
 * @returns {string[] | undefined}
 */
export function playwrightDisabledFeatures(bundle = readPlaywrightSwitches()) {
  const list = bundle?.match(/disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/)?.[1];
  if (!list) return undefined;
  const code = list.replace(/\/\/.*$/gm, '');
  const names = [...code.matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]);
  return names.length > 0 ? names : undefined;
}

function readPlaywrightSwitches() {
  let root;
  try {
    root = dirname(require.resolve('playwright-core/package.json'));
  } catch {
    return undefined;
  }
  // Where the list is: one bundle now, a module of its own in earlier versions.
  for (const file of ['lib/coreBundle.js', 'lib/server/chromium/chromiumSwitches.js']) {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      // Not in this version's layout: try the next.
    }
  }
  return undefined;
}

let installedDisabled;
/** Playwright's list, read once per process (its bundle is 3.6 MB; the config asks five times). */
function installedDisabledFeatures() {
  installedDisabled ??= { list: playwrightDisabledFeatures() };
  return installedDisabled.list;
}

/**
 * The flags for the test suites' Chromium under Playwright: CHROMIUM_ARGS, plus
 * UNUSED_CHROMIUM_FEATURES turned off beside Playwright's own list. Where Playwright's list
 * cannot be read, nothing is added, so its list is never lost.
 *
 * @param {() => string[] | undefined} [readDisabled] Playwright's list (read from the install by default)
 */
export function testChromiumArgs(readDisabled = installedDisabledFeatures) {
  const disabled = readDisabled();
  if (!disabled) return [...CHROMIUM_ARGS];
  const features = [...new Set([...disabled, ...UNUSED_CHROMIUM_FEATURES])];
  return [...CHROMIUM_ARGS, `--disable-features=${features.join(',')}`];
}

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
