// `npm test`: every suite that can run on this machine, in order, then one summary.
// Suites that need a Firestore emulator (scripts/test/firestoreEmulator.mjs) print
// `not run: <suite> (<reason>)` where none can start (and fail instead when REQUIRE_EMULATOR=1); the summary counts them as not
// run, with the reason, never as ok (scripts/test/testSummary.mjs). CI reads the last line,
// `tests: N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorRequired, liveBuildEnv } from './emulator.mjs';
import { missingScriptOutcome, suiteLine, suiteOutcomes, summaryLines } from './testSummary.mjs';

const reports = join('node_modules', '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestJson = join(reports, 'vitest.json');
const rulesJson = join(reports, 'vitest-rules.json');
const abuseJson = join(reports, 'vitest-abuse.json');
// Every Playwright suite writes a JSON report beside its list, so the last line counts them all.
const playwrightJson = (suite) => join(reports, `playwright-${suite}.json`);
const playwrightReport = (suite) => ({
  args: ['--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson(suite) },
});

const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-b'] },
  {
    name: 'unit + component',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    // Pinned zone: the daylight-saving cases need one that has DST.
    env: { TZ: 'America/New_York' },
  },
  // One demo build in dist/ for the browser, organizer and live-wall suites: demo mode against
  // the local emulators whatever a .env file says (liveBuildEnv), which all three assume (the
  // browser suite checks the demo project id and its emulator address). The live suite serves
  // it (LIVE_DIST) instead of building its own; the hosting suite's production-shaped build is
  // a different one.
  {
    name: 'build',
    cmd: ['node', 'scripts/build/build.mjs', '--logLevel', 'warn'],
    env: liveBuildEnv(),
  },
  { name: 'browser', script: join('scripts', 'test', 'e2e.mjs'), ...playwrightReport('e2e') },
  ...[
    ['organizer', 'organizer'],
    ['hosting', 'hosting'],
    ['rules', 'rules'],
    ['abuse', 'abuse'],
    ['live wall', 'live'],
  ].map(([name, script]) => ({
    name,
    script: join('scripts', 'test', `${script}.mjs`),
    // The rules and abuse suites are vitest under the emulators; the others are Playwright.
    ...(script === 'rules' || script === 'abuse'
      ? {
          args: [
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${script === 'rules' ? rulesJson : abuseJson}`,
          ],
        }
      : playwrightReport(script)),
    ...(script === 'live' ? { env: { ...playwrightReport(script).env, LIVE_DIST: 'dist' } } : {}),
  })),
  // WebKit and Firefox, side by side in one run that reports two suites, "webkit" and
  // "firefox" (scripts/test/engines.mjs): the same build, plus one of its own with a birthday ahead.
  {
    name: 'engines',
    script: join('scripts', 'test', 'engines.mjs'),
    env: { ...playwrightReport('engines').env, ENGINES_DIST: 'dist' },
  },
];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const outcomes = [];
const started = Date.now();
for (const [index, step] of steps.entries()) {
  const t0 = Date.now();
  if (step.script && !existsSync(step.script)) {
    const outcome = missingScriptOutcome(step.script, { required: emulatorRequired() });
    console.log(`\n${suiteLine(step.name, outcome, 0)}`);
    outcomes.push({ name: step.name, ...outcome });
    continue;
  }
  const cmd = step.cmd ?? ['node', step.script, ...(step.args ?? [])];
  // A gated suite that does not run writes why here (scripts/test/emulator.mjs, reportNotRun).
  const reportPath = join(reports, `suite-${index}.json`);
  console.log(`\n== ${step.name}: ${cmd.join(' ')}`);
  const result = spawnSync(cmd[0], cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env, TEST_SUITE_REPORT: reportPath },
  });
  const seconds = (Date.now() - t0) / 1000;
  const report = readJson(reportPath);
  for (const outcome of suiteOutcomes(step.name, { exitCode: result.status, report })) {
    console.log(suiteLine(outcome.name, outcome, seconds));
    outcomes.push(outcome);
  }
}
const failed = outcomes.filter((outcome) => outcome.status === 'failed');

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const path of [vitestJson, rulesJson, abuseJson]) {
  const vitest = readJson(path);
  if (!vitest) continue;
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
for (const suite of ['e2e', 'organizer', 'hosting', 'live', 'engines']) {
  const stats = readJson(playwrightJson(suite))?.stats;
  if (!stats) continue;
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}

console.log('');
for (const line of summaryLines(outcomes, (Date.now() - started) / 60000)) console.log(line);
if (failed.length > 0 && counts.failed === 0) counts.failed = failed.length;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);
