// Renders per tick by component: runs src/pages/renders.test.tsx (the whole home page under
// React Profilers, fake timers, five ticks) and reads the counts it leaves in its test meta.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const TEST = 'src/pages/renders.test.tsx';
const REPORT = join('node_modules', '.tmp', 'bench', 'renders.json');

/** Returns { component: renders per tick }; throws with vitest's output if it did not run. */
export function measureRenders() {
  mkdirSync(join('node_modules', '.tmp', 'bench'), { recursive: true });
  rmSync(REPORT, { force: true });
  const result = spawnSync(
    'npx',
    ['vitest', 'run', TEST, '--reporter=json', `--outputFile.json=${REPORT}`],
    // The same pinned zone as `npm test`. NODE_ENV: this process has run `vite build`, which
    // sets it to production, and React's act() exists only in development builds.
    // Five minutes bounds a hung run.
    {
      encoding: 'utf8',
      env: { ...process.env, TZ: 'America/New_York', NODE_ENV: 'test' },
      timeout: 300_000,
    },
  );
  let report;
  try {
    report = JSON.parse(readFileSync(REPORT, 'utf8'));
  } catch {
    throw new Error(`${TEST} did not run:\n${result.stdout}${result.stderr}`);
  }
  const test = report.testResults?.[0]?.assertionResults?.[0];
  const perTick = test?.meta?.rendersPerTick;
  if (!perTick) {
    const why = test?.failureMessages?.join('\n') ?? `${result.stdout}${result.stderr}`;
    throw new Error(`${TEST} reported no counts:\n${why}`);
  }
  return { perTick, testPassed: test.status === 'passed' };
}
