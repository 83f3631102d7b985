import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The plain app (bench/plain/plain.html, plainApp.tsx), the bench's yardstick for the wall after
 * the load: one bundle, no code splitting, built like production. The Firestore emulator's address
 * comes from the environment (VITE_FIRESTORE_EMULATOR_HOST), as the demo build's does.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../artifacts/bench/plain', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: {
      input: fileURLToPath(new URL('./plain.html', import.meta.url)),
      output: { codeSplitting: false },
    },
  },
  logLevel: 'warn',
});
