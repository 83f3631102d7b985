import { defineConfig } from '@playwright/test';
import { browserUse, viteServer } from './playwright.shared';

/**
 * Browser tests against the built app (vite preview). The browser is scripts/test/browser.mjs's
 * choice (see playwright.shared.ts). Beside it, the bench's wall harness (the real wall fed
 * by a local store, bench/vite.config.ts) on Vite's dev server, which builds nothing up
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
    viteServer('preview', port),
    viteServer('--config bench/vite.config.ts', harnessPort, '/wall.html'),
  ],
});
