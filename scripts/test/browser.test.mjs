// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SYSTEM_PATHS, pickBrowser } from './browser.mjs';

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
