// `npm run test:<suite>`: one suite and what no test runner does for it. Its servers and
// emulators start with it (Playwright's webServer, playwright.config.ts; Vitest's globalSetup,
// scripts/test/vitestEmulators.mjs). Here: whether a Firestore emulator can run here at all
// (where none can, a suite that needs one prints `not run: <suite> (<reason>)` and exits 0, or
// fails under REQUIRE_EMULATOR=1), a time limit, and its outcome for npm test (TEST_REPORT).
// Extra arguments go to vitest or Playwright:
//   node scripts/test/suite.mjs rules -t "refuses a delete"
//   node scripts/test/suite.mjs live -g "appears in the other, newest first"
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { emulatorRequired } from './emulator.mjs';
import { firestoreEmulatorRoute } from './firestoreEmulator.mjs';
import { ensurePrerenderedBuild } from '../build/prerender.mjs';

/**
 * Tells npm test (scripts/test/test.mjs) how this run went: `outcomes`, one
 * { name, status: 'ok' | 'failed' | 'not run', reason? } per suite, in <TEST_REPORT>.outcomes.json,
 * so an exit code of 0 is never mistaken for a pass.
 */
export function reportOutcomes(outcomes, env = process.env) {
  if (env.TEST_REPORT)
    writeFileSync(`${env.TEST_REPORT}.outcomes.json`, `${JSON.stringify({ outcomes })}\n`);
}

/**
 * Each suite: its name in the summary, whether it needs Firestore ('all' of it, or 'some', its
 * `@firestore` tests), its vitest project (else it is Playwright's), its limit in minutes, and
 * what to make before it that no server of its own makes.
 */
const SUITES = {
  rules: { name: 'rules', firestore: 'all', vitest: 'rules', minutes: 15 },
  abuse: { name: 'abuse', firestore: 'all', vitest: 'abuse', minutes: 10 },
  // The built app in dist/, prerendered (built here when it is not).
  e2e: { name: 'browser', minutes: 12, prepare: ensurePrerenderedBuild },
  organizer: { name: 'organizer', firestore: 'some', minutes: 12 },
  hosting: { name: 'hosting', minutes: 8 },
  live: { name: 'live wall', firestore: 'all', minutes: 14 },
  engines: { name: 'engines', minutes: 12 },
};

/**
 * Runs suite `key` with `args` and whatever `env` adds, inside `wrap` (xvfb-run, say); resolves
 * with its exit code. `outcomes` turns the exit code into the suites npm test lists
 * (scripts/test/engines.mjs names two).
 */
export async function runSuite(key, args, { env = {}, outcomes, wrap = [] } = {}) {
  const suite = { ...SUITES[key] };
  // npm test names each half of the live wall.
  suite.name = process.env.TEST_SUITE_NAME ?? suite.name;
  const notRun = [];
  if (suite.firestore) {
    const route = await firestoreEmulatorRoute();
    if (!route.ok) {
      const what =
        suite.firestore === 'all' ? suite.name : `the ${suite.name}'s tests on Firestore`;
      if (emulatorRequired()) {
        console.error(`error: ${what} cannot run (${route.reason}) and REQUIRE_EMULATOR=1`);
        process.exit(1);
      }
      console.log(`not run: ${what} (${route.reason})`);
      notRun.push({ name: what, status: 'not run', reason: route.reason });
      if (suite.firestore === 'all') {
        reportOutcomes(notRun);
        process.exit(0);
      }
      env.TEST_WITHOUT_FIRESTORE = '1';
      args = ['--grep-invert', '@firestore', ...args];
    }
  }
  suite.prepare?.();
  // npm test's reports: Vitest's or Playwright's JSON beside the outcome (testSummary.mjs).
  const report = process.env.TEST_REPORT && resolve(process.env.TEST_REPORT);
  if (report && suite.vitest)
    args = [
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}.vitest.json`,
      ...args,
    ];
  if (report) env.PLAYWRIGHT_JSON_OUTPUT_NAME ??= `${report}.playwright.json`;
  const [bin, ...command] = [
    ...wrap,
    ...(suite.vitest
      ? [join('node_modules', '.bin', 'vitest'), 'run', '--project', suite.vitest]
      : [join('node_modules', '.bin', 'playwright'), 'test']),
  ];
  const run = spawnSync(bin, [...command, ...args], {
    stdio: 'inherit',
    env: { ...process.env, TEST_SUITE: key, ...env },
    timeout: suite.minutes * 60_000,
    // As Ctrl+C would: Playwright then stops its servers, vitest runs its teardown.
    killSignal: 'SIGINT',
  });
  if (run.error?.code === 'ETIMEDOUT') {
    console.error(
      `${suite.name}: stopped after ${suite.minutes} min; an emulator or a browser hung (see artifacts/emulator/ and test-results/).`,
    );
  }
  const code = run.status ?? 1;
  const ran = outcomes?.(code) ?? [{ name: suite.name, status: code === 0 ? 'ok' : 'failed' }];
  reportOutcomes([...ran, ...notRun]);
  return code;
}

if (process.argv[1]?.endsWith(join('scripts', 'test', 'suite.mjs'))) {
  const [key, ...args] = process.argv.slice(2);
  if (!(key in SUITES)) {
    console.error(`usage: node scripts/test/suite.mjs ${Object.keys(SUITES).join('|')} [args]`);
    process.exit(2);
  }
  process.exit(await runSuite(key, args));
}
