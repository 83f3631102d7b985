// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reportOutcomes } from './suite.mjs';
import { countTests, readOutcomes, summaryLines } from './testSummary.mjs';

const NO_JAVA = 'Java 17 found, the Firestore emulator needs Java 21+';
const scratch = mkdtempSync(join(tmpdir(), 'test-summary-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `value` as JSON to `name` in a fresh folder of its own; returns the file's path. */
function file(name, value, dir = mkdtempSync(join(scratch, 'run-'))) {
  writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  return join(dir, name);
}

describe('readOutcomes', () => {
  it('reads what the runner reported, one outcome per suite it names', () => {
    const path = join(scratch, 'engines.outcomes.json');
    reportOutcomes(
      [
        { name: 'webkit', status: 'failed' },
        { name: 'firefox', status: 'not run', reason: 'no Firefox found' },
      ],
      { TEST_REPORT: join(scratch, 'engines') },
    );
    expect(readOutcomes(path, 'engines')).toEqual([
      { name: 'webkit', status: 'failed' },
      { name: 'firefox', status: 'not run', reason: 'no Firefox found' },
    ]);
  });

  it('keeps a suite that did not run as "not run", with its reason', () => {
    const path = file('rules.outcomes.json', {
      outcomes: [{ name: 'rules', status: 'not run', reason: NO_JAVA }],
    });
    expect(readOutcomes(path, 'rules')).toEqual([
      { name: 'rules', status: 'not run', reason: NO_JAVA },
    ]);
  });

  it('fails a suite that reported nothing, or nothing readable', () => {
    const failed = [{ name: 'rules', status: 'failed', reason: 'it reported no outcome' }];
    expect(readOutcomes(join(scratch, 'absent.json'), 'rules')).toEqual(failed);
    expect(readOutcomes(file('rules.outcomes.json', '{"outcomes": ['), 'rules')).toEqual(failed);
    expect(readOutcomes(file('rules.outcomes.json', { outcomes: [] }), 'rules')).toEqual(failed);
  });

  it('fails an outcome of no known status, and names an unnamed one after the suite', () => {
    const path = file('live.outcomes.json', { outcomes: [{ status: 'passed' }] });
    expect(readOutcomes(path, 'live')).toEqual([{ name: 'live', status: 'failed' }]);
  });

  it('writes nothing where npm test asked for no report', () => {
    expect(() => reportOutcomes([{ name: 'rules', status: 'ok' }], {})).not.toThrow();
  });
});

describe('countTests', () => {
  it("adds up Vitest's and Playwright's JSON reports, a flaky test as passed", () => {
    const dir = mkdtempSync(join(scratch, 'reports-'));
    file(
      'unit.vitest.json',
      { numPassedTests: 10, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 },
      dir,
    );
    file('rules.vitest.json', { numPassedTests: 5, numFailedTests: 0 }, dir);
    file(
      'e2e.playwright.json',
      { stats: { expected: 7, flaky: 1, unexpected: 2, skipped: 3 } },
      dir,
    );
    expect(countTests(dir)).toEqual({ passed: 23, failed: 3, skipped: 6 });
  });

  it('counts nothing from an outcome file, a half-written report or an empty folder', () => {
    const dir = mkdtempSync(join(scratch, 'reports-'));
    expect(countTests(dir)).toEqual({ passed: 0, failed: 0, skipped: 0 });
    file('rules.outcomes.json', { outcomes: [{ name: 'rules', status: 'ok' }] }, dir);
    file('live.playwright.json', '{"stats": {"expected"', dir);
    expect(countTests(dir)).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});

describe('summaryLines', () => {
  const ok = (name) => ({ name, status: 'ok' });

  it('never counts a suite that did not run as ok', () => {
    const outcomes = [
      ...['lint', 'format', 'typecheck', 'unit + component', 'build', 'browser', 'hosting'].map(ok),
      { name: 'rules', status: 'not run', reason: NO_JAVA },
      { name: 'live wall', status: 'not run', reason: NO_JAVA },
    ];
    expect(summaryLines(outcomes, 3.14)).toEqual([
      `Suites: 7 ok, 2 not run (rules: ${NO_JAVA}; live wall: ${NO_JAVA}) in 3.1 min`,
    ]);
  });

  it('names failed suites, with a reason where there is one', () => {
    const outcomes = [
      ok('lint'),
      { name: 'build', status: 'failed' },
      { name: 'rules', status: 'failed', reason: 'it reported no outcome' },
    ];
    expect(summaryLines(outcomes, 1)).toEqual([
      'Suites: 1 ok, 2 failed in 1.0 min',
      'Failed suites: build, rules (it reported no outcome)',
    ]);
  });

  it('says all ok when all ran', () => {
    expect(summaryLines([ok('lint'), ok('rules')], 0.5)).toEqual(['Suites: 2 ok in 0.5 min']);
  });
});
