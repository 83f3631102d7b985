// The one production build every script uses: `vite build` (any of its flags pass through),
// then the prerender of the home page into the result (scripts/build/prerender.mjs). The VITE_*
// environment reaches both, so a build for another project or the emulator stays one.
//
//   node scripts/build/build.mjs [--outDir dir] [--emptyOutDir] [--logLevel warn] [...]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { prerender, SHELL } from './prerender.mjs';

const args = process.argv.slice(2);

function option(name, fallback) {
  const at = args.indexOf(name);
  if (at >= 0) return args[at + 1] ?? fallback;
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : fallback;
}

const build = spawnSync('npx', ['vite', 'build', ...args], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const outDir = option('--outDir', 'dist');
const logLevel = option('--logLevel', 'warn');
try {
  const sizes = await prerender({ outDir, logLevel });
  if (logLevel !== 'warn' && logLevel !== 'error' && logLevel !== 'silent') {
    console.log(
      `prerendered / into ${join(outDir, 'index.html')} (${sizes.html} B of HTML, ${sizes.styles} B of styles, countdown ${sizes.over ? 'over' : 'clock-free'}); shell kept as ${join(outDir, SHELL)}`,
    );
  }
} catch (error) {
  console.error(`prerender failed: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
}
