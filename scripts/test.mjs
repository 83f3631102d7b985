// `npm test`: every suite that can run on this machine, in order, then one summary.
// Suites that need the Firestore emulator print `not run: <suite> (<reason>)` where it
// cannot start (and fail instead when REQUIRE_EMULATOR=1).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = join('node_modules', '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');

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
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    // Pinned zone: the daylight-saving cases need one that has DST.
    env: { TZ: 'America/New_York' },
  },
  { name: 'build', cmd: ['node', 'scripts/build.mjs', '--logLevel', 'warn'] },
  {
    name: 'browser',
    cmd: ['node', 'scripts/e2e.mjs', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
  ...['organizer', 'hosting', 'rules', 'live']
    .filter((suite) => existsSync(join('scripts', `${suite}.mjs`)))
    .map((suite) => ({ name: suite, cmd: ['node', join('scripts', `${suite}.mjs`)] })),
];

const failed = [];
const started = Date.now();
for (const step of steps) {
  console.log(`\n== ${step.name}: ${step.cmd.join(' ')}`);
  const t0 = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed.push(step.name);
    console.log(`== ${step.name}: FAILED (${seconds} s)`);
  } else {
    console.log(`== ${step.name}: ok (${seconds} s)`);
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}
const vitest = readJson(vitestJson);
if (vitest) {
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(playwrightJson);
if (playwright?.stats) {
  counts.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  counts.failed += playwright.stats.unexpected ?? 0;
  counts.skipped += playwright.stats.skipped ?? 0;
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nSuites: ${steps.length - failed.length} of ${steps.length} ok in ${minutes} min`);
if (failed.length > 0) console.log(`Failed suites: ${failed.join(', ')}`);
if (failed.length > 0 && counts.failed === 0) counts.failed = failed.length;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);
