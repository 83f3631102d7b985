import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { benchBuild } from '../benchBuild.ts';

/**
 * The plain app (bench/plain/plainApp.tsx, its index.html written by ../benchBuild.ts), the
 * bench's yardstick for the wall after the load: one bundle, no code splitting, built like
 * production. The Firestore emulator's address comes from the environment
 * (VITE_FIRESTORE_EMULATOR_HOST), as the demo build's does.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(
  benchBuild({
    root: here('.'),
    envDir: here('.'),
    outDir: here('../../artifacts/bench/plain'),
    pages: { 'index.html': { title: 'Jake Turns 21! (the plain app)', entry: './plainApp.tsx' } },
    build: { rolldownOptions: { output: { codeSplitting: false } } },
  }),
);
