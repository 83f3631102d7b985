// How npm test (scripts/test/test.mjs) reads its suites' outcomes and counts their tests. A
// suite is "ok" only when it ran and passed: one that did not run says so, with the reason
// (scripts/test/suite.mjs, reportOutcomes), and one that said nothing at all failed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const STATUSES = ['ok', 'failed', 'not run'];

/**
 * The outcomes a suite's runner wrote to `path` (reportOutcomes), each named; where it wrote
 * none (it crashed, or never started), one failed outcome named `name`.
 *
 * @returns {{ name: string, status: 'ok' | 'failed' | 'not run', reason?: string }[]}
 */
export function readOutcomes(path, name) {
  const listed = readJson(path)?.outcomes;
  if (!Array.isArray(listed) || listed.length === 0) {
    return [{ name, status: 'failed', reason: 'it reported no outcome' }];
  }
  return listed.map((outcome) => ({
    name: outcome.name ?? name,
    status: STATUSES.includes(outcome.status) ? outcome.status : 'failed',
    ...(outcome.reason ? { reason: outcome.reason } : {}),
  }));
}

/**
 * The tests counted in every JSON report in `dir`: Vitest's (`*.vitest.json`) and Playwright's
 * (`*.playwright.json`), a flaky test (passed on its retry) as passed.
 */
export function countTests(dir) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of readdirSync(dir)) {
    const report = readJson(join(dir, file));
    if (!report) continue;
    if (file.endsWith('.vitest.json')) {
      counts.passed += report.numPassedTests ?? 0;
      counts.failed += report.numFailedTests ?? 0;
      counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    } else if (file.endsWith('.playwright.json') && report.stats) {
      counts.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      counts.failed += report.stats.unexpected ?? 0;
      counts.skipped += report.stats.skipped ?? 0;
    }
  }
  return counts;
}

/**
 * The summary lines for every suite's outcome, e.g.
 * "Suites: 7 ok, 2 not run (rules: no Java found; live wall: no Java found) in 3.1 min".
 *
 * @param {{ name: string, status: string, reason?: string }[]} outcomes
 */
export function summaryLines(outcomes, minutes) {
  const named = (status) => outcomes.filter((outcome) => outcome.status === status);
  const ok = named('ok');
  const failed = named('failed');
  const notRun = named('not run');
  const parts = [`${ok.length} ok`];
  if (failed.length > 0) parts.push(`${failed.length} failed`);
  if (notRun.length > 0) {
    const why = notRun.map((outcome) => `${outcome.name}: ${outcome.reason}`).join('; ');
    parts.push(`${notRun.length} not run (${why})`);
  }
  const lines = [`Suites: ${parts.join(', ')} in ${minutes.toFixed(1)} min`];
  if (failed.length > 0) {
    const which = failed.map((outcome) =>
      outcome.reason ? `${outcome.name} (${outcome.reason})` : outcome.name,
    );
    lines.push(`Failed suites: ${which.join(', ')}`);
  }
  return lines;
}
