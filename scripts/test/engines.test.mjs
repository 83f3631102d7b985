// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineOutcomes, miniBrowserCandidates, pickEngines } from './engines.mjs';

const MINI = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DEBIAN = ['/usr/bin/WebKitWebDriver', MINI, '/usr/bin/xvfb-run', '/usr/bin/firefox-esr'];
const OWN = { webkit: '/pw/webkit/pw_run.sh', firefox: '/pw/firefox/firefox' };

function pick({ env = {}, present = [], playwright = OWN } = {}) {
  return pickEngines({
    env,
    exists: (path) => present.includes(path),
    playwright,
    miniBrowsers: [MINI],
  });
}

describe('pickEngines', () => {
  it("prefers Playwright's own builds where they are installed", () => {
    expect(pick({ present: [...DEBIAN, OWN.webkit, OWN.firefox] })).toEqual({
      webkit: { driver: 'playwright' },
      firefox: { driver: 'playwright' },
    });
  });

  it("takes Debian's otherwise, with Xvfb when there is no display", () => {
    expect(pick({ present: DEBIAN })).toEqual({
      webkit: {
        driver: 'debian',
        env: { ENGINES_WEBKIT_DRIVER: '/usr/bin/WebKitWebDriver', ENGINES_WEBKIT_BROWSER: MINI },
        xvfb: '/usr/bin/xvfb-run',
      },
      firefox: { driver: 'debian', env: { ENGINES_FIREFOX: '/usr/bin/firefox-esr' } },
    });
    expect(pick({ present: DEBIAN, env: { DISPLAY: ':0' } }).webkit).not.toHaveProperty('xvfb');
  });

  it('says what to install for an engine it cannot find', () => {
    const picked = pick({ present: ['/usr/bin/firefox-esr'] });
    expect(picked.webkit).toEqual({
      missing:
        'no WebKit found (apt-get install webkit2gtk-driver xvfb, or npx playwright install webkit)',
    });
    expect(pick({ present: DEBIAN.filter((path) => path !== '/usr/bin/xvfb-run') }).webkit).toEqual(
      {
        missing: 'no X display (DISPLAY) and no xvfb-run for WebKitGTK',
      },
    );
  });

  it('follows ENGINES_DRIVER both ways', () => {
    const all = [...DEBIAN, OWN.webkit, OWN.firefox];
    expect(pick({ present: all, env: { ENGINES_DRIVER: 'debian' } }).firefox).toEqual({
      driver: 'debian',
      env: { ENGINES_FIREFOX: '/usr/bin/firefox-esr' },
    });
    expect(pick({ present: DEBIAN, env: { ENGINES_DRIVER: 'playwright' } }).firefox).toHaveProperty(
      'missing',
    );
  });
});

describe('miniBrowserCandidates', () => {
  it('looks in every architecture folder', () => {
    expect(miniBrowserCandidates('/no/such/folder')).toEqual([]);
  });
});

/** A Playwright JSON report with one spec per [project, status]. */
function report(results) {
  return {
    suites: [
      {
        suites: [
          {
            specs: results.map(([projectName, status]) => ({ tests: [{ projectName, status }] })),
          },
        ],
      },
    ],
  };
}

describe('engineOutcomes', () => {
  const base = { exitCode: 0, ran: ['webkit', 'firefox'], notRun: {}, required: false };

  it('counts each engine on its own', () => {
    const outcomes = engineOutcomes({
      ...base,
      exitCode: 1,
      report: report([
        ['webkit', 'expected'],
        ['webkit', 'unexpected'],
        ['firefox', 'expected'],
        ['firefox', 'flaky'],
      ]),
    });
    expect(outcomes).toEqual([
      { name: 'webkit', status: 'failed', passed: 1, failed: 1 },
      { name: 'firefox', status: 'ok', passed: 2, failed: 0 },
    ]);
  });

  it('fails an engine that ran no test, and every engine of a run that failed on its own', () => {
    expect(engineOutcomes({ ...base, report: report([['firefox', 'expected']]) })[0]).toEqual({
      name: 'webkit',
      status: 'failed',
      reason: 'no test ran',
      passed: 0,
      failed: 0,
    });
    const run = engineOutcomes({
      ...base,
      exitCode: 124,
      report: report([
        ['webkit', 'expected'],
        ['firefox', 'expected'],
      ]),
    });
    expect(run.map((outcome) => outcome.status)).toEqual(['failed', 'failed']);
  });

  it('names an engine that could not run, a failure when REQUIRE_EMULATOR=1', () => {
    const notRun = { webkit: 'no WebKit found' };
    const ran = ['firefox'];
    const input = { ...base, ran, notRun, report: report([['firefox', 'expected']]) };
    expect(engineOutcomes(input)[0]).toMatchObject({
      status: 'not run',
      reason: 'no WebKit found',
    });
    expect(engineOutcomes({ ...input, required: true })[0]).toMatchObject({ status: 'failed' });
    expect(engineOutcomes({ ...input, notRun: {}, unasked: ['webkit'] })[0]).toMatchObject({
      status: 'not run',
      reason: 'not asked for (--project)',
    });
  });
});
