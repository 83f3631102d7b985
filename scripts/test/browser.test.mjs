// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  SYSTEM_PATHS,
  UNUSED_CHROMIUM_FEATURES,
  pickBrowser,
  playwrightDisabledFeatures,
  testChromiumArgs,
} from './browser.mjs';

const PLAYWRIGHT = '/home/ci/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const on =
  (...paths) =>
  (path) =>
    paths.includes(path);

describe('pickBrowser', () => {
  it('takes CHROME_PATH first', () => {
    expect(
      pickBrowser({
        chromePath: '/opt/chrome',
        playwrightPath: PLAYWRIGHT,
        exists: on('/opt/chrome', PLAYWRIGHT, '/usr/bin/chromium'),
      }),
    ).toEqual({ path: '/opt/chrome', source: 'CHROME_PATH' });
  });

  it('stops at a CHROME_PATH that names nothing instead of quietly taking another browser', () => {
    expect(
      pickBrowser({ chromePath: '/nope', playwrightPath: PLAYWRIGHT, exists: on(PLAYWRIGHT) }),
    ).toEqual({ error: 'CHROME_PATH=/nope does not exist.' });
  });

  it("takes Playwright's own Chromium over the system's once it is installed (as on CI)", () => {
    // GitHub's ubuntu runners ship their own /usr/bin/chromium; CI installs Playwright's.
    expect(
      pickBrowser({ playwrightPath: PLAYWRIGHT, exists: on(PLAYWRIGHT, '/usr/bin/chromium') }),
    ).toEqual({ path: PLAYWRIGHT, source: 'playwright' });
  });

  it("takes Debian's chromium where Playwright's is not installed (as on this project's machines)", () => {
    expect(pickBrowser({ playwrightPath: PLAYWRIGHT, exists: on('/usr/bin/chromium') })).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
  });

  it('tries the system paths in order', () => {
    expect(SYSTEM_PATHS[0]).toBe('/usr/bin/chromium');
    expect(
      pickBrowser({ exists: on('/usr/bin/google-chrome', '/usr/bin/chromium-browser') }),
    ).toEqual({ path: '/usr/bin/chromium-browser', source: 'system' });
  });

  it('finds nothing when nothing is there', () => {
    expect(pickBrowser({ playwrightPath: PLAYWRIGHT, exists: () => false })).toBeUndefined();
  });
});

describe('testChromiumArgs', () => {
  const disableFeatures = (args) => args.filter((arg) => arg.startsWith('--disable-features='));

  it("reads the installed Playwright's own list of features it turns off", () => {
    // The list this project's Playwright passes; if a version moves it, this says so here
    // rather than by quietly dropping what Playwright turns off.
    const installed = playwrightDisabledFeatures();
    expect(installed).toEqual(expect.arrayContaining(['PaintHolding', 'MediaRouter']));
  });

  it("turns the address bar's preloaded popup off beside every feature Playwright turns off", () => {
    const args = testChromiumArgs(() => ['MediaRouter', 'PaintHolding']);
    expect(args.slice(0, CHROMIUM_ARGS.length)).toEqual(CHROMIUM_ARGS);
    // One --disable-features: Chromium keeps only the last, so a second would drop Playwright's.
    expect(disableFeatures(args)).toEqual([
      `--disable-features=MediaRouter,PaintHolding,${UNUSED_CHROMIUM_FEATURES.join(',')}`,
    ]);
  });

  it("adds nothing where Playwright's list cannot be read, so that list is never replaced", () => {
    expect(testChromiumArgs(() => undefined)).toEqual(CHROMIUM_ARGS);
  });

  it('finds the list in either layout, without its comments', () => {
    const source = `disabledFeatures = [
      // See an issue: "NotAFeature" in a comment
      "AvoidUnnecessaryBeforeUnloadCheckSync",
      process.env.X ? "" : "Translate",
    ].filter(Boolean);`;
    expect(playwrightDisabledFeatures(source)).toEqual([
      'AvoidUnnecessaryBeforeUnloadCheckSync',
      'Translate',
    ]);
    expect(playwrightDisabledFeatures('nothing here')).toBeUndefined();
  });
});
