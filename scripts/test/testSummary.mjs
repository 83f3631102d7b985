// How scripts/test/test.mjs names each suite's outcome and sums them up. A suite is "ok" only when
// it ran and passed: a gated suite that did not run (its gate wrote a report saying so) and a
// suite whose script is missing are "not run", with the reason, in every line that mentions
// them; under REQUIRE_EMULATOR=1 a missing script is a failure.

/**
 * One suite's outcome from its exit code and the report its gate may have written.
 *
 * @param {{ exitCode: number | null, report?: { status?: string, reason?: string } }} input
 * @returns {{ status: 'ok' | 'failed' | 'not run', reason?: string }}
 */
export function suiteOutcome({ exitCode, report }) {
  if (exitCode !== 0) return { status: 'failed' };
  if (report?.status === 'not run') {
    return { status: 'not run', reason: report.reason || 'no reason given' };
  }
  return { status: 'ok' };
}

/**
 * The outcomes of one step, each named: the step's own, or, where its report lists `suites`
 * (one step that runs several, as scripts/test/engines.mjs does for "webkit" and "firefox"), one
 * per suite listed. A step that failed with every listed suite passing fails under its name.
 *
 * @param {string} name
 * @param {{ exitCode: number | null, report?: { status?: string, reason?: string,
 *   suites?: { name: string, status: string, reason?: string }[] } }} input
 * @returns {{ name: string, status: 'ok' | 'failed' | 'not run', reason?: string }[]}
 */
export function suiteOutcomes(name, { exitCode, report }) {
  const listed = Array.isArray(report?.suites) ? report.suites : [];
  if (listed.length === 0) return [{ name, ...suiteOutcome({ exitCode, report }) }];
  const outcomes = listed.map((suite) => {
    const status = ['ok', 'failed', 'not run'].includes(suite.status) ? suite.status : 'failed';
    return { name: suite.name, status, ...(suite.reason ? { reason: suite.reason } : {}) };
  });
  if (exitCode !== 0 && !outcomes.some((outcome) => outcome.status === 'failed')) {
    outcomes.push({ name, status: 'failed', reason: `exited with ${exitCode}` });
  }
  return outcomes;
}

/** The outcome of a suite whose script is not there. */
export function missingScriptOutcome(script, { required }) {
  const reason = `${script} is missing`;
  return required ? { status: 'failed', reason } : { status: 'not run', reason };
}

/**
 * The line closing one suite's run: its time, and the CPU time it and everything it started
 * used, where that was measured (`cpuSeconds`), which says how much of a lane's time is work
 * and how much waiting.
 */
export function suiteLine(name, outcome, seconds, cpuSeconds) {
  const status =
    outcome.status === 'failed' ? 'FAILED' : outcome.status === 'ok' ? 'ok' : 'not run';
  const reason = outcome.reason ? ` (${outcome.reason})` : '';
  const cpu = cpuSeconds === undefined ? '' : `, ${cpuSeconds.toFixed(0)} s of CPU`;
  return `== ${name}: ${status}${reason} (${seconds.toFixed(1)} s${cpu})`;
}

/**
 * The CPU seconds (user + system) in what GNU time's `-f '%U %S'` wrote, or undefined.
 *
 * @param {string | undefined} text
 */
export function cpuSecondsOf(text) {
  const match = /(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\s*$/.exec(text ?? '');
  return match ? Number(match[1]) + Number(match[2]) : undefined;
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
