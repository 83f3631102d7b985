import { defineConfig } from 'vitest/config';

/**
 * The abuse suite (tests/abuse): the Firebase JS SDK in Node, as a script would run it, against
 * the Auth and Firestore emulators that scripts/abuse.mjs starts. Its attacks run concurrently
 * in one file; the 30 s loop is the longest, so a test may take a minute on a loaded machine.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/abuse/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
