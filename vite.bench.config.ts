import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The harnesses for `npm run bench`: the real wall (bench/harness/wall.html) and the real party
 * screen (bench/harness/screen.html), their data module swapped for a local fixture of messages,
 * built like production and served on loopback.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Each real module and its stand-in: the messages, and the switches (all off, known at once,
// so the wall does not wait for settings/wall from a Firestore the bench never reaches).
const FIXTURES = new Map([
  [here('./src/data/messages.ts'), here('./bench/harness/fixtureMessages.ts')],
  [here('./src/switches/WallSwitchesProvider.tsx'), here('./bench/harness/fixtureSwitches.tsx')],
]);
const STAND_INS = new Set(FIXTURES.values());

// resolve.alias matches import specifiers ('./messages' could mean any folder's); this
// matches the resolved file, so exactly the wall's data module is replaced.
function wallDataFixture(): Plugin {
  return {
    name: 'bench-wall-data-fixture',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer && STAND_INS.has(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && FIXTURES.get(resolved.id)) ?? null;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./bench/harness', import.meta.url)),
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [react(), wallDataFixture()],
  build: {
    outDir: fileURLToPath(new URL('./artifacts/bench/harness', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        wall: fileURLToPath(new URL('./bench/harness/wall.html', import.meta.url)),
        screen: fileURLToPath(new URL('./bench/harness/screen.html', import.meta.url)),
      },
    },
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
  },
  preview: { host: '127.0.0.1', strictPort: false },
  logLevel: 'warn',
});
