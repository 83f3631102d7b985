// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  missingScriptOutcome,
  cpuSecondsOf,
  suiteLine,
  suiteOutcome,
  suiteOutcomes,
  summaryLines,
} from './testSummary.mjs';

const NO_JAVA = 'Java 17 found, the Firestore emulator needs Java 21+';

describe('suiteOutcome', () => {
  it('is ok only for a suite that ran and passed', () => {
    expect(suiteOutcome({ exitCode: 0 })).toEqual({ status: 'ok' });
  });

  it('is "not run" when the gate reported it, although the exit code is 0', () => {
    expect(suiteOutcome({ exitCode: 0, report: { status: 'not run', reason: NO_JAVA } })).toEqual({
      status: 'not run',
      reason: NO_JAVA,
    });
  });

  it('is failed for any other exit code, whatever the report says', () => {
    expect(suiteOutcome({ exitCode: 1, report: { status: 'not run', reason: NO_JAVA } })).toEqual({
      status: 'failed',
    });
    expect(suiteOutcome({ exitCode: null })).toEqual({ status: 'failed' });
  });
});

describe('missingScriptOutcome', () => {
  it('names the missing script', () => {
    expect(missingScriptOutcome('scripts/test/rules.mjs', { required: false })).toEqual({
      status: 'not run',
      reason: 'scripts/test/rules.mjs is missing',
    });
  });

  it('is a failure under REQUIRE_EMULATOR=1', () => {
    expect(missingScriptOutcome('scripts/test/rules.mjs', { required: true })).toEqual({
      status: 'failed',
      reason: 'scripts/test/rules.mjs is missing',
    });
  });
});

describe('cpuSecondsOf', () => {
  it('adds the user and system seconds GNU time wrote, after any warning it printed first', () => {
    expect(cpuSecondsOf('12.50 3.25\n')).toBe(15.75);
    expect(cpuSecondsOf('Command exited with non-zero status 1\n7.00 1.00\n')).toBe(8);
    expect(cpuSecondsOf('')).toBeUndefined();
    expect(cpuSecondsOf(undefined)).toBeUndefined();
  });
});

describe('suiteLine', () => {
  it('says ok, FAILED or not run, with the reason', () => {
    expect(suiteLine('lint', { status: 'ok' }, 3.14)).toBe('== lint: ok (3.1 s)');
    expect(suiteLine('live wall', { status: 'ok' }, 300, 95.6)).toBe(
      '== live wall: ok (300.0 s, 96 s of CPU)',
    );
    expect(suiteLine('build', { status: 'failed' }, 20)).toBe('== build: FAILED (20.0 s)');
    expect(suiteLine('rules', { status: 'not run', reason: NO_JAVA }, 0.2)).toBe(
      `== rules: not run (${NO_JAVA}) (0.2 s)`,
    );
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
      { name: 'rules', status: 'failed', reason: 'scripts/test/rules.mjs is missing' },
    ];
    expect(summaryLines(outcomes, 1)).toEqual([
      'Suites: 1 ok, 2 failed in 1.0 min',
      'Failed suites: build, rules (scripts/test/rules.mjs is missing)',
    ]);
  });

  it('says all ok when all ran', () => {
    expect(summaryLines([ok('lint'), ok('rules')], 0.5)).toEqual(['Suites: 2 ok in 0.5 min']);
  });
});

describe('suiteOutcomes', () => {
  it("is the step's own outcome when its report lists no suites", () => {
    expect(suiteOutcomes('browser', { exitCode: 0 })).toEqual([{ name: 'browser', status: 'ok' }]);
  });

  it('is one outcome per suite a step reports', () => {
    const report = {
      suites: [
        { name: 'webkit', status: 'failed' },
        { name: 'firefox', status: 'not run', reason: 'no Firefox found' },
      ],
    };
    expect(suiteOutcomes('engines', { exitCode: 1, report })).toEqual([
      { name: 'webkit', status: 'failed' },
      { name: 'firefox', status: 'not run', reason: 'no Firefox found' },
    ]);
  });

  it('fails the step by its name when it failed with every suite it listed passing', () => {
    const report = { suites: [{ name: 'webkit', status: 'ok' }] };
    expect(suiteOutcomes('engines', { exitCode: 1, report })).toEqual([
      { name: 'webkit', status: 'ok' },
      { name: 'engines', status: 'failed', reason: 'exited with 1' },
    ]);
  });
});
