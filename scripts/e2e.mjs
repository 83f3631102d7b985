// Runs the Playwright suite in tests/e2e against the built app (npm run build first; built
// here when dist/ holds no prerendered build).
import { spawnSync } from 'node:child_process';
import { findBrowser } from './browser.mjs';
import { ensurePrerenderedBuild } from './prerender.mjs';

const browser = await findBrowser();
if (!browser) process.exit(1);
ensurePrerenderedBuild();
const env = { ...process.env };
env.CHROME_PATH = browser.path;
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
