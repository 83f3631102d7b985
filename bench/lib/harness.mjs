// The bench harnesses (bench/vite.bench.config.ts: bench/harness/, its pages written by
// bench/benchBuild.ts) built once per run and served by `vite preview` on loopback, in this
// process.
import { build, preview } from 'vite';
import { movedPort } from '../../scripts/test/emulator.mjs';

const CONFIG = 'bench/vite.bench.config.ts';
let built;

/**
 * Builds the harnesses (once per process) and serves them on `port` moved by TEST_PORT_OFFSET
 * (the next free one if taken); call close() when done.
 */
export async function serveHarness(port) {
  built ??= build({ configFile: CONFIG });
  await built;
  const server = await preview({ configFile: CONFIG, preview: { port: movedPort(port) } });
  const baseUrl = server.resolvedUrls?.local[0];
  if (!baseUrl) {
    await server.close();
    throw new Error('vite preview reported no URL');
  }
  return { baseUrl, close: () => server.close() };
}
