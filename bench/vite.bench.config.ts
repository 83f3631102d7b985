import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { moduleSwap } from '../tests/support/moduleSwap.mjs';
import { benchBuild } from './benchBuild.ts';

/**
 * The harnesses for `npm run bench`: the real wall (wall.html) and the real party screen
 * (screen.html), pages of bench/harness written by ./benchBuild.ts, their data module swapped
 * for a local fixture of messages, built like production and served on loopback.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Each real module and its stand-in: the messages, their photos (drawn here), and the wall settings (all off, known at once,
// so the wall does not wait for settings/wall from a Firestore the bench never reaches).
const FIXTURES = new Map([
  [here('../src/data/reading/liveMessages.ts'), here('./harness/fixtureMessages.ts')],
  [here('../src/wallSettings/WallSettingsProvider.tsx'), here('./harness/fixtureWallSettings.tsx')],
  [here('../src/data/reading/photos.ts'), here('./harness/fixturePhotos.ts')],
]);

export default defineConfig({
  ...benchBuild({
    root: here('./harness'),
    envDir: here('..'),
    outDir: here('../artifacts/bench/harness'),
    pages: {
      'wall.html': { title: 'Wall benchmark harness', entry: './wall.tsx' },
      'screen.html': { title: 'Party screen benchmark harness', entry: './screen.tsx' },
    },
    plugins: [moduleSwap('bench-wall-data-fixture', FIXTURES)],
  }),
  preview: { host: '127.0.0.1', strictPort: false },
});
