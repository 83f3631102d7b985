// Which projects of playwright.config.ts a runner asks for: its suite's own, unless the
// command line names some (`npm run test:e2e -- --project wall-harness`). The config starts
// only the named projects' servers, so a runner always names its projects.

/**
 * `--project=<name>` (never the spaced form, which swallows the file filters after it) for each of `suite`'s projects, or nothing when `argv` names any.
 *
 * @param {string[]} suite
 * @param {string[]} [argv]
 * @returns {string[]}
 */
export function projects(suite, argv = process.argv.slice(2)) {
  const named = argv.some((arg) => arg === '--project' || arg.startsWith('--project='));
  return named ? [] : suite.map((name) => `--project=${name}`);
}
