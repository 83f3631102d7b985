/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PORTS } from './src/config/local.mjs';
import { loadAppConfig, pageMeta } from './scripts/build/vite/appConfig.ts';
import { deskManifestPlugin } from './scripts/build/vite/deskManifest.ts';
import { ENTRY_CHUNK } from './scripts/build/vite/entryChunk.ts';
import { hostingCacheHeaders } from './scripts/build/vite/hostingCacheHeaders.ts';
import { PRODUCTION_ALIASES } from './scripts/build/vite/productionAliases.ts';

// The build's plugins and their reasons live in scripts/build/vite/; why each Vitest project
// runs as it does is in docs/testing.md ("The suites" and "Stages").
const cores = availableParallelism();

export default defineConfig(({ mode, command, isSsrBuild }) => ({
  plugins: [
    react(),
    hostingCacheHeaders(),
    pageMeta(loadAppConfig(mode, command)),
    deskManifestPlugin(loadAppConfig(mode, command)),
  ],
  resolve: command === 'build' ? { alias: PRODUCTION_ALIASES } : undefined,
  server: { port: PORTS.dev, strictPort: false },
  preview: { port: PORTS.preview },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Budgets are gzip sizes per load phase, checked by npm run bench, not Vite's raw size.
    chunkSizeWarningLimit: 700,
    // scripts/build/prerender.mjs reads the headline font's hashed name from the manifest.
    manifest: true,
    // One stylesheet, which index.html links and the prerender inlines: split per chunk, Vite
    // would list it among the wall's import's dependencies and fetch it again (offline, that
    // failed request fails the import).
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [ENTRY_CHUNK] } } },
  },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          // The components' .tsx tests in jsdom, a VM context each in long-lived workers.
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./src/testing/unitSetup.ts'],
          globalSetup: ['./scripts/test/timeZone.mjs'],
          include: ['src/**/*.test.tsx'],
          pool: 'vmForks',
          maxWorkers: cores,
          // react-router-dom's Node entry require()s ES modules, which VM modules cannot.
          alias: [
            {
              find: /^react-router-dom$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url),
              ),
            },
          ],
          // A ceiling for a busy machine, not a measurement: times are for the bench.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // The logic's, the scripts' and the bench's tests in plain Node (a file that needs a
          // page says `// @vitest-environment jsdom` on its first line).
          name: 'unit-node',
          environment: 'node',
          globals: true,
          globalSetup: ['./scripts/test/timeZone.mjs'],
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'bench/**/*.test.mjs',
            'tests/rules/limits-agree.test.ts',
          ],
          pool: 'vmForks',
          maxWorkers: cores,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // On the Firestore emulator its globalSetup starts; a project per worker.
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          exclude: ['tests/rules/limits-agree.test.ts'],
          setupFiles: ['./tests/rules/setup.ts'],
          globalSetup: ['./scripts/test/vitestEmulators.mjs'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: cores,
        },
      },
      {
        test: {
          // The Firebase JS SDK in Node, as a script would run it, on the emulators its
          // globalSetup starts.
          name: 'abuse',
          environment: 'node',
          include: ['tests/abuse/**/*.test.ts'],
          globalSetup: ['./scripts/test/vitestEmulators.mjs'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
}));
