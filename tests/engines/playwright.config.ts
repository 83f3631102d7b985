import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The cross-engine suite (tests/engines): the same scenarios in a WebKit project and a Firefox
 * project, run side by side (one worker each), against two builds served by vite preview and
 * the Firestore emulator. Run it through scripts/test/engines.mjs, which builds, starts the emulator
 * and Xvfb, and says which driver each engine gets (tests/engines/fixtures.ts).
 */
const port = Number(process.env.ENGINES_PORT ?? 4178);
const demo = process.env.ENGINES_DIST ?? 'artifacts/engines/dist';
const ahead = process.env.ENGINES_AHEAD_DIST ?? 'artifacts/engines/ahead';
/** The repository, where the builds' paths start (a server's default is this folder). */
const root = join(import.meta.dirname, '..', '..');

/** vite preview of one build, started afresh for the run. */
function preview(outDir: string, at: number) {
  return {
    command: `npx vite preview --outDir ${outDir} --strictPort --port ${at} --host 127.0.0.1`,
    cwd: root,
    url: `http://127.0.0.1:${at}`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: 'guest.spec.ts',
  outputDir: '../../test-results/engines',
  // One worker per engine: a project's tests run in order and share its browsers.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Every test waits for the page by polling (queries.ts), never for a fixed time.
  timeout: 60_000,
  globalTimeout: 8 * 60_000,
  reporter: [['list']],
  projects: [
    { name: 'webkit', use: { browserName: 'webkit' } },
    { name: 'firefox', use: { browserName: 'firefox' } },
  ],
  webServer: [preview(demo, port), preview(ahead, port + 1)],
});
