// `npm test`: every suite that can run on this machine, in order, then one summary.
// Suites that need a Firestore emulator (scripts/test/firestoreEmulator.mjs) print
// `not run: <suite> (<reason>)` where none can start (and fail instead when REQUIRE_EMULATOR=1); the summary counts them as not
// run, with the reason, never as ok (scripts/test/testSummary.mjs). CI reads the last line,
// `tests: N passed, N failed, N skipped`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_AUTH_SLOT, ownAuthEmulatorHost, startAuthEmulator } from './authEmulator.mjs';
import {
  LANE_PORT_STRIDE,
  SHARED_AUTH,
  emulatorRequired,
  liveBuildEnv,
  portOffset,
} from './emulator.mjs';
import { ORGANIZER_FIXTURE_DIST, fixtureBuildCommand } from './organizerFixture.mjs';
import {
  cpuSecondsOf,
  missingScriptOutcome,
  suiteLine,
  suiteOutcomes,
  summaryLines,
} from './testSummary.mjs';

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

// Where the time goes (docs/testing.md#stages-how-npm-test-runs-its-suites): this
// machine's two cores, not the suites' waiting. Measured machine-wide, a run uses about 1,700
// CPU-seconds (headless Chromium most of it, then the unit suite, then the emulators' JVMs), so
// side by side suites only stretch one another; what running them together buys is filling the
// waits of one with another's work. So:
//
// Stage 0 (`together`): the static checks and the builds, side by side, their output held and
// printed whole as each ends. They bind no port and mostly keep one core each; the run's Auth
// emulator starts beside them.
//
// Stage 1: the unit suite alone. It keeps both cores busy (a worker each), and its component
// tests are the ones a busy machine slows past their ceilings.
//
// Stage 2: lane 0 the rules suite, then the organizer's; lane 1 the abuse suite, whose second
// half is mostly waiting (the reaction cap's pauses), then the hosting suite. Alone, one after
// another, the first three left a core idle for a minute and a half of their four minutes.
// (WebKit and Firefox there too, beside the organizer's suite, only moved their time: 881 s
// against 867 s for a whole run.)
//
// Stage 3: three lanes side by side: the browser suite; the live wall's two halves, which
// wait on the rules' pauses between posts, on a sealed wall's moment and on the SDK's
// reconnecting; WebKit and Firefox after the shorter half.
//
// A lane has emulators of its own on ports moved by lane x LANE_PORT_STRIDE (TEST_PORT_OFFSET,
// scripts/test/emulator.mjs) and, where its suites open the app, a demo build pointed at them,
// so no lane sees another's data or ports. A stage of one lane prints its output as it comes.
//
// One Auth emulator serves every lane and suite, started as the run starts (the suites'
// scripts/test/authEmulator.mjs): each suite starting its own paid 21 s and 23 CPU-seconds
// compiling the emulator's API schema, six times a run. It runs on lane 0's port; every demo
// build and suite is told it (TEST_AUTH_EMULATOR_HOST). Nothing a suite checks depends on the
// accounts another made: each guest signs in as someone new, and the organizer's account is
// the same one every time.
//
// On top of the offset npm test itself was given (TEST_PORT_OFFSET), if any.
const baseOffset = portOffset();
const offsetEnv = (lane) => ({ TEST_PORT_OFFSET: String(baseOffset + lane * LANE_PORT_STRIDE) });
// Where it does not start, the suites that need it fail, saying so, without running: the demo
// builds, made beside its start, look for it, and a suite's own would be on another port.
const sharedAuthHost = ownAuthEmulatorHost(offsetEnv(0));
const laneEnv = (lane) => ({ ...offsetEnv(lane), [SHARED_AUTH]: sharedAuthHost });
/** Lane 0 keeps dist/ (the demo build the browser suite checks); the others get their own. */
const laneDist = (lane) => (lane === 0 ? 'dist' : join('artifacts', 'lanes', String(lane), 'dist'));
/** The lanes whose suites open the app. */
const BUILT_LANES = [0, 3, 4];

/** The live wall's specs in two halves of about the same time, each a lane of its own. */
const LIVE_HALVES = [
  { lane: 3, name: 'live wall (wall, reactions)', files: ['wall-live', 'reactions'] },
  { lane: 4, name: 'live wall (own posts, wall settings)', files: ['own-post', 'wall-settings'] },
];

// One demo build per such lane: demo mode against that lane's emulators whatever a .env file
// says (liveBuildEnv), which the browser, organizer, live-wall and engine suites assume (the
// browser suite checks the demo project id and its emulator address). The suites serve them
// (ORGANIZER_DIST, LIVE_DIST, ENGINES_DIST) instead of building their own; the hosting
// suite's production-shaped build is a different one.
const builds = BUILT_LANES.map((lane) => ({
  name: lane === 0 ? 'build' : `build (lane ${lane})`,
  cmd: [
    'node',
    'scripts/build/build.mjs',
    '--outDir',
    laneDist(lane),
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  env: liveBuildEnv(laneEnv(lane)),
  together: true,
}));

/** The organizer suite's fixture app, built for lane 0's emulators (scripts/test/organizerFixture.mjs). */
const fixtureBuild = {
  name: 'build (organizer fixture)',
  cmd: fixtureBuildCommand(ORGANIZER_FIXTURE_DIST),
  env: liveBuildEnv(laneEnv(0)),
  together: true,
};

const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'], together: true },
  {
    name: 'format',
    cmd: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'],
    together: true,
  },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-b'], together: true },
  ...builds,
  fixtureBuild,
  {
    name: 'unit + component',
    stage: 1,
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'unit-node',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    // Pinned zone: the daylight-saving cases need one that has DST.
    env: { TZ: 'America/New_York' },
  },
  {
    name: 'browser',
    auth: true,
    stage: 3,
    lane: 0,
    script: join('scripts', 'test', 'e2e.mjs'),
    ...playwrightReport('e2e'),
  },
  // Stage 2: the abuse suite on lane 1 beside the rules and organizer suites on lane 0.
  ...[
    ['rules', 0],
    ['abuse', 1],
  ].map(([suite, lane]) => ({
    name: suite,
    stage: 2,
    lane,
    auth: suite === 'abuse',
    script: join('scripts', 'test', `${suite}.mjs`),
    args: [
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${suite === 'rules' ? rulesJson : abuseJson}`,
    ],
  })),
  // After the abuse suite, in the minute its reaction cap spends waiting.
  {
    name: 'hosting',
    stage: 2,
    lane: 1,
    script: join('scripts', 'test', 'hosting.mjs'),
    ...playwrightReport('hosting'),
  },
  {
    name: 'organizer',
    auth: true,
    stage: 2,
    lane: 0,
    script: join('scripts', 'test', 'organizer.mjs'),
    args: playwrightReport('organizer').args,
    env: {
      ...playwrightReport('organizer').env,
      ORGANIZER_DIST: laneDist(0),
      ORGANIZER_FIXTURE_DIST,
    },
  },
  ...LIVE_HALVES.map(({ lane, name, files }) => ({
    name,
    auth: true,
    stage: 3,
    lane,
    script: join('scripts', 'test', 'live.mjs'),
    args: [
      ...playwrightReport(`live-${lane}`).args,
      // Each half its own output folder: a run empties its folder as it starts.
      '--output',
      join('test-results', `live-${lane}`),
      ...files.map((file) => join('tests', 'live', `${file}.spec.ts`)),
    ],
    env: { ...playwrightReport(`live-${lane}`).env, LIVE_DIST: laneDist(lane) },
  })),
  // WebKit and Firefox, side by side in one run that reports two suites, "webkit" and
  // "firefox" (scripts/test/engines.mjs): the lane's build, plus one of its own with a birthday
  // ahead. After the live wall's shorter half, so the last stage's three lanes end together.
  {
    name: 'engines',
    auth: true,
    stage: 3,
    lane: 3,
    script: join('scripts', 'test', 'engines.mjs'),
    // The organizer's fixture app, built in stage 0, for the desk's count (no Firestore in it).
    env: {
      ...playwrightReport('engines').env,
      ENGINES_DIST: laneDist(3),
      ORGANIZER_FIXTURE_DIST,
    },
  },
];

/** GNU time, where this machine has it (Debian's `time` package): /usr/bin/time -f. */
const GNU_TIME =
  process.platform === 'linux' &&
  existsSync('/usr/bin/time') &&
  spawnSync('/usr/bin/time', ['-f', '%U', 'true'], { encoding: 'utf8' }).status === 0
    ? '/usr/bin/time'
    : undefined;

function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Runs one step; resolves with its outcomes once it has ended. `held` collects its output to
 * print whole at the end, for steps that run beside others.
 */
function runStep(step, index, { held }) {
  const t0 = Date.now();
  const print = (line) => (held ? held.push(Buffer.from(`${line}\n`)) : console.log(line));
  if (step.script && !existsSync(step.script)) {
    const outcome = missingScriptOutcome(step.script, { required: emulatorRequired() });
    print(`\n${suiteLine(step.name, outcome, 0)}`);
    return Promise.resolve([{ name: step.name, ...outcome }]);
  }
  const cmd = step.cmd ?? ['node', step.script, ...(step.args ?? [])];
  // A gated suite that does not run writes why here (scripts/test/emulator.mjs, reportNotRun).
  const reportPath = join(reports, `suite-${index}.json`);
  print(`\n== ${step.name}: ${cmd.join(' ')}`);
  // Where GNU time is at hand, it measures the CPU the step and its children use.
  const cpuPath = join(reports, `cpu-${index}.txt`);
  const timed = GNU_TIME ? [GNU_TIME, '-o', cpuPath, '-f', '%U %S', ...cmd] : cmd;
  return new Promise((resolve) => {
    const child = spawn(timed[0], timed.slice(1), {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env, TEST_SUITE_REPORT: reportPath },
    });
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const done = (exitCode) => {
      const seconds = (Date.now() - t0) / 1000;
      const report = readJson(reportPath);
      const stepOutcomes = suiteOutcomes(step.name, { exitCode, report });
      const cpu = GNU_TIME ? cpuSecondsOf(readText(cpuPath)) : undefined;
      for (const outcome of stepOutcomes) print(suiteLine(outcome.name, outcome, seconds, cpu));
      resolve(stepOutcomes);
    };
    child.on('error', (error) => {
      print(`${step.name}: ${error.message}`);
      done(1);
    });
    child.on('close', (code) => done(code));
  });
}

/** Runs `group` side by side, each step's output held and printed whole as it ends. */
async function runTogether(group) {
  console.log(`\n== together: ${group.map(({ step }) => step.name).join(', ')}`);
  const runs = group.map(({ step, index }) => {
    const held = [];
    return runStep(step, index, { held }).then((stepOutcomes) => {
      process.stdout.write(Buffer.concat(held));
      return stepOutcomes;
    });
  });
  return (await Promise.all(runs)).flat();
}

/**
 * One stage: each lane's steps in order, the lanes side by side. Where the stage has more than
 * one lane each step's output is held and printed whole as it ends; a lone lane's comes as it
 * comes.
 */
async function runStage(stage, laned) {
  const lanes = [...new Set(laned.map(({ step }) => step.lane ?? 0))];
  const alone = lanes.length === 1;
  console.log(
    `\n== stage ${stage}${alone ? '' : ', lanes side by side'}: ${lanes
      .map((lane) => laned.filter(({ step }) => (step.lane ?? 0) === lane))
      .map((inLane) => inLane.map(({ step }) => step.name).join(' > '))
      .join(' | ')}`,
  );
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const { step, index } of laned.filter((entry) => (entry.step.lane ?? 0) === lane)) {
        const held = alone ? undefined : [];
        // A temp folder of its own too: the Firebase CLI keeps one file per project there
        // naming the running emulators' hub, which a second lane's CLI would warn about and,
        // stopping, delete.
        const tmp = join(tmpdir(), `twenty-one-lane-${lane}`);
        mkdirSync(tmp, { recursive: true });
        const env = { ...laneEnv(lane), TMPDIR: tmp, ...step.env };
        const stepOutcomes =
          step.auth && !authReady
            ? [
                {
                  name: step.name,
                  status: 'failed',
                  reason: "the run's Auth emulator did not start",
                },
              ]
            : await runStep({ ...step, env }, index, { held });
        if (held) process.stdout.write(Buffer.concat(held));
        done.push({ index, stepOutcomes });
      }
      return done;
    }),
  );
  // In the steps' order, whichever lane ran them.
  return results
    .flat()
    .sort((a, b) => a.index - b.index)
    .flatMap(({ stepOutcomes }) => stepOutcomes);
}

/**
 * Starts the run's Auth emulator beside stage 0; resolves with its stop(), or, where it did
 * not start, with a failed outcome.
 */
async function sharedAuthEmulator() {
  const tmp = join(tmpdir(), 'twenty-one-auth');
  mkdirSync(tmp, { recursive: true });
  const t0 = Date.now();
  try {
    const auth = await startAuthEmulator({
      dir: join('artifacts', 'auth'),
      slot: SHARED_AUTH_SLOT,
      env: { ...process.env, ...offsetEnv(0), TMPDIR: tmp },
    });
    console.log(
      `\n== Auth emulator for every suite at ${auth.host}: up after ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    return { stop: auth.stop };
  } catch (error) {
    console.error(`\n== Auth emulator: ${error.message}`);
    return {
      stop: async () => undefined,
      outcome: { name: 'Auth emulator', status: 'failed', reason: 'did not start' },
    };
  }
}

const indexed = steps.map((step, index) => ({ step, index }));
const started = Date.now();
const auth = sharedAuthEmulator();
// Its own process group, which Ctrl+C does not reach: exiting ends it (startAuthEmulator).
for (const [signal, number] of Object.entries({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 })) {
  process.once(signal, () => process.exit(128 + number));
}
const outcomes = await runTogether(indexed.filter(({ step }) => step.together));
const { stop: stopAuth, outcome: authOutcome } = await auth;
const authReady = !authOutcome;
if (authOutcome) outcomes.push(authOutcome);
const stages = [...new Set(steps.flatMap(({ stage }) => (stage ? [stage] : [])))].sort(
  (a, b) => a - b,
);
for (const stage of stages)
  outcomes.push(
    ...(await runStage(
      stage,
      indexed.filter(({ step }) => step.stage === stage),
    )),
  );
await stopAuth();
const failed = outcomes.filter((outcome) => outcome.status === 'failed');

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const path of [vitestJson, rulesJson, abuseJson]) {
  const vitest = readJson(path);
  if (!vitest) continue;
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
for (const suite of ['e2e', 'organizer', 'hosting', 'live-3', 'live-4', 'engines']) {
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
