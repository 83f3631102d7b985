import { defineConfig } from '@playwright/test';
import { browserUse } from './playwright.shared';

/**
 * Browser tests against the built app (vite preview). The browser is scripts/browser.mjs's
 * choice (see playwright.shared.ts). Beside it, the bench's wall harness (the real wall fed
 * by a local store, vite.bench.config.ts) on Vite's dev server, which builds nothing up
 * front: for what needs messages changing live, where no backend runs.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const harnessPort = port + 1;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: browserUse(port),
  webServer: [
    {
      command: `npx vite preview --strictPort --port ${port} --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite --config vite.bench.config.ts --strictPort --port ${harnessPort} --host 127.0.0.1`,
      url: `http://127.0.0.1:${harnessPort}/wall.html`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
