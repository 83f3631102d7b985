// Runs the Playwright suite in tests/e2e against the built app (npm run build first).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from './browser.mjs';

const browser = await findBrowser();
if (!browser) process.exit(1);
if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const env = { ...process.env };
if (!browser.managed) env.CHROME_PATH = browser.path;
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
