// Runs the Playwright suite in tests/e2e against the built app (npm run build first; built
// here when dist/ holds no prerendered build).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findBrowser } from './browser.mjs';

const browser = await findBrowser();
if (!browser) process.exit(1);
// A build from before the prerender (a bare `vite build`) lacks the first screen the suite
// checks with JavaScript off, so it is rebuilt like a missing one.
const prerendered =
  existsSync('dist/index.html') &&
  existsSync('dist/app.html') &&
  readFileSync('dist/index.html', 'utf8').includes('data-emotion');
if (!prerendered) {
  const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const env = { ...process.env };
env.CHROME_PATH = browser.path;
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
