// The organizer suite's fixture app (tests/organizer/vite.config.ts: /moderate with its data
// doors swapped for tests/organizer/fixture) as a production build, which the suite serves with
// `vite preview` (playwright.config.ts). npm test builds it with the others
// (scripts/test/test.mjs); scripts/test/organizer.mjs builds it when run alone.

import { join } from 'node:path';

/** Where the fixture app is built, unless ORGANIZER_FIXTURE_DIST names another folder. */
export const ORGANIZER_FIXTURE_DIST = join('artifacts', 'organizer', 'fixture');

/**
 * The command that builds the fixture app into `outDir`, as [command, ...args]. The emulator
 * hosts it reads come from the environment, as for the demo builds (liveBuildEnv).
 *
 * @param {string} outDir
 * @returns {string[]}
 */
export function fixtureBuildCommand(outDir) {
  return [
    'node',
    'node_modules/vite/bin/vite.js',
    'build',
    '--config',
    'tests/organizer/vite.config.ts',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ];
}
