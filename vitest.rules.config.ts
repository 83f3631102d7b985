import { defineConfig } from 'vitest/config';

/**
 * The security-rules suite. It talks to the Firestore emulator that scripts/firestoreEmulator.mjs
 * starts (scripts/rules.mjs), so it runs in Node: the Firebase SDK misbehaves under jsdom.
 * Each test is a round trip to a JVM, and the first one waits for the emulator to load the
 * rules, hence the generous timeouts.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    // Reads files only, no emulator: it runs once, with the unit suite (vite.config.ts).
    exclude: ['tests/rules/limits-agree.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One emulator, one database: files must not clear each other's data mid-test.
    fileParallelism: false,
  },
});
