// What a bench section run on its own (`node bench/lib/<section>.mjs --runs 2 --reuse`)
// reads: whether node ran that file, its options and flags, and the browser to measure in.
import { resolve } from 'node:path';

/** Whether `path` (from the repository's root) is the file node was started with. */
export function runsAlone(path) {
  return Boolean(process.argv[1]) && resolve(process.argv[1]) === resolve(path);
}

/** The value after `--name` on the command line, or `fallback`. */
export function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : process.argv[at + 1];
}

/** Whether `--name` is on the command line. */
export function flag(name) {
  return process.argv.includes(`--${name}`);
}

/** The Chromium the suites use (scripts/test/browser.mjs); exits 1 where there is none. */
export async function browserPath() {
  const { findBrowser } = await import('../../scripts/test/browser.mjs');
  const found = await findBrowser();
  if (!found) process.exit(1);
  return found.path;
}
