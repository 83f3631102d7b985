import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { benchPages } from '../benchPages.ts';

/**
 * The plain app (bench/plain/plainApp.tsx, its index.html written by ../benchPages.ts), the
 * bench's yardstick for the wall after the load: one bundle, no code splitting, built like
 * production. The Firestore emulator's address comes from the environment
 * (VITE_FIRESTORE_EMULATOR_HOST), as the demo build's does.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [
    react(),
    benchPages(fileURLToPath(new URL('.', import.meta.url)), {
      'index.html': { title: 'Jake Turns 21! (the plain app)', entry: './plainApp.tsx' },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('../../artifacts/bench/plain', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: { output: { codeSplitting: false } },
  },
  logLevel: 'warn',
});
