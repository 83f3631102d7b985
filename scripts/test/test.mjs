// `npm test`: every suite that can run on this machine, staged on concurrently, then one
// summary. Each suite's runner (scripts/test/suite.mjs, engines.mjs) says how it went in a
// report: a suite that could not run is `not run: <suite> (<reason>)` (a failure under
// REQUIRE_EMULATOR=1), never ok (scripts/test/testSummary.mjs). CI reads the last line,
// `tests: N passed, N failed, N skipped`. Why the stages are what they are:
// docs/testing.md#stages-how-npm-test-runs-its-suites.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { concurrently } from 'concurrently';
import {
  LANE_PORT_STRIDE,
  SHARED_AUTH,
  authEmulatorHost,
  liveBuildEnv,
  portOffset,
  startAuthEmulator,
} from './emulator.mjs';
import { AHEAD_TARGET } from './engines.mjs';
import { countTests, readOutcomes, summaryLines } from './testSummary.mjs';

const reports = join('node_modules', '.tmp', 'test-reports');
// The tools' own commands (eslint, vitest...), as npm run finds them.
process.env.PATH = `${resolve('node_modules', '.bin')}${delimiter}${process.env.PATH}`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// A lane: ports moved by lane x LANE_PORT_STRIDE on top of npm test's own TEST_PORT_OFFSET,
// its own emulators and temp folder (the Firebase CLI keeps a file per project there naming
// the running emulators' hub, which another lane's CLI would delete), and, where its suites
// open the app, a demo build pointed at them. One Auth emulator, on lane 0's port, serves all.
const baseOffset = portOffset();
const offsetEnv = (lane) => ({ TEST_PORT_OFFSET: String(baseOffset + lane * LANE_PORT_STRIDE) });
const sharedAuthHost = authEmulatorHost({ ...offsetEnv(0), [SHARED_AUTH]: '' });
function laneEnv(lane) {
  const tmp = join(tmpdir(), `twenty-one-lane-${lane}`);
  mkdirSync(tmp, { recursive: true });
  return { ...offsetEnv(lane), [SHARED_AUTH]: sharedAuthHost, TMPDIR: tmp };
}
/** Lane 0 keeps dist/ (the demo build the browser suite checks); the others get their own. */
const laneDist = (lane) => (lane === 0 ? 'dist' : join('artifacts', 'lanes', String(lane), 'dist'));
const AHEAD_DIST = join('artifacts', 'lanes', '3', 'ahead');
/** Where `npm run build:fixture` builds the organizer's fixture app. */
const FIXTURE_DIST = join('artifacts', 'organizer', 'fixture');

const build = (name, outDir, lane, env = {}) => ({
  name,
  command: `node scripts/build/build.mjs --outDir ${outDir} --emptyOutDir --logLevel warn`,
  env: { ...liveBuildEnv(laneEnv(lane)), ...env },
});

/** What npm test gives a suite beyond its lane's: the builds made in stage 0, the live halves. */
const half = (n, name, files) => ({
  LIVE_DIST: laneDist(n),
  TEST_SUITE_NAME: `live wall (${name})`,
  args: `--output test-results/live-${n} ${files.map((f) => `tests/live/${f}.spec.ts`).join(' ')}`,
});
const given = {
  organizer: { ORGANIZER_DIST: laneDist(0), ORGANIZER_FIXTURE_DIST: FIXTURE_DIST },
  engines: {
    ENGINES_DIST: laneDist(3),
    ENGINES_AHEAD_DIST: AHEAD_DIST,
    ORGANIZER_FIXTURE_DIST: FIXTURE_DIST,
  },
  'live-3': half(3, 'wall, reactions', ['wall-live', 'reactions']),
  'live-4': half(4, 'own posts, wall settings', ['own-post', 'wall-settings']),
};

/** One suite as a shell command: its runner, told where its reports go (TEST_REPORT). */
const suiteKeys = [];
function suite(key) {
  suiteKeys.push(key);
  const { args = '', ...env } = given[key] ?? {};
  const vars = Object.entries({ TEST_REPORT: join(reports, key), ...env });
  const runner = key === 'engines' ? 'engines.mjs' : `suite.mjs ${key.replace(/-\d$/, '')}`;
  return `${vars.map(([name, value]) => `${name}='${value}'`).join(' ')} node scripts/test/${runner} ${args}`;
}

/** A lane: its suites one after another, whatever each one's exit code. */
const lane = (number, ...keys) => ({
  name: `lane ${number}: ${keys.join(' > ')}`,
  command: keys.map(suite).join('; '),
  env: laneEnv(number),
});

const stages = [
  // Static checks and the builds, side by side: no ports, about a core each. The organizer's
  // fixture serves lane 0's organizer suite and lane 3's engines.
  [
    { name: 'lint', command: 'eslint . --max-warnings 0' },
    { name: 'format', command: 'prettier --check . --log-level warn' },
    { name: 'typecheck', command: 'tsc -b' },
    ...[0, 3, 4].map((n) => build(n === 0 ? 'build' : `build (lane ${n})`, laneDist(n), n)),
    build('build (birthday ahead)', AHEAD_DIST, 3, { VITE_TARGET_DATE: AHEAD_TARGET }),
    {
      name: 'build (organizer fixture)',
      command: 'npm run --silent build:fixture',
      env: liveBuildEnv(laneEnv(0)),
    },
  ],
  // The unit suite alone: a worker per core, and its component tests are the ones a busy
  // machine slows past their ceilings.
  [
    {
      name: 'unit + component',
      command: `vitest run --project unit --project unit-node --reporter=default --reporter=json --outputFile.json=${join(reports, 'unit.vitest.json')}`,
    },
  ],
  // The abuse suite's second half is mostly the reaction cap's pauses, which lane 0 fills.
  [lane(0, 'rules', 'organizer'), lane(1, 'abuse', 'hosting')],
  // The browser suite; the live wall's halves, which wait on the rules' pauses and the SDK's
  // reconnecting, each in a lane of its own, WebKit and Firefox after the shorter one.
  [lane(0, 'e2e'), lane(3, 'live-3', 'engines'), lane(4, 'live-4')],
];

const started = Date.now();
// Its own process group, which Ctrl+C does not reach: exiting ends it (startInGroup).
for (const [signal, number] of Object.entries({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 })) {
  process.once(signal, () => process.exit(128 + number));
}
const auth = startAuthEmulator({
  dir: 'artifacts/auth',
  slot: 5,
  env: { ...process.env, ...laneEnv(0) },
})
  .then(
    (emulator) => console.log(`\n== Auth emulator for every suite at ${emulator.host}`) ?? emulator,
  )
  .catch((error) => {
    console.error(`\n== ${error.message}`);
    return {
      stop: async () => undefined,
      outcome: { name: 'Auth emulator', status: 'failed', reason: 'did not start' },
    };
  });

const outcomes = [];
for (const [index, commands] of stages.entries()) {
  console.log(`\n== stage ${index}: ${commands.map(({ name }) => name).join(' | ')}`);
  const { result } = concurrently(commands, {
    group: commands.length > 1,
    prefix: 'name',
    timings: true,
  });
  const closed = await result.catch((events) => events);
  // Steps that are not suites are ok or failed by their exit code.
  for (const { command, exitCode } of closed) {
    if (!command.name.startsWith('lane '))
      outcomes.push({ name: command.name, status: exitCode === 0 ? 'ok' : 'failed' });
  }
  if (index === 0) {
    const { outcome } = await auth;
    if (outcome) outcomes.push(outcome);
  }
}
await (await auth).stop();

// The suites' own outcomes, in the stages' order.
for (const key of suiteKeys)
  outcomes.push(...readOutcomes(join(reports, `${key}.outcomes.json`), key));
const counts = countTests(reports);
const failed = outcomes.filter((outcome) => outcome.status === 'failed');
console.log('');
for (const line of summaryLines(outcomes, (Date.now() - started) / 60000)) console.log(line);
if (failed.length > 0 && counts.failed === 0) counts.failed = failed.length;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);
