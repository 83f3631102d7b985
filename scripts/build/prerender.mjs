// Writes the home page's first screen into a finished client build, so the page paints from
// HTML and CSS before its JavaScript has arrived, and React hydrates it (src/main.tsx).
//
//   1. builds src/app/prerenderEntry.tsx with Vite's SSR mode into a temporary folder (same
//      vite.config.ts and VITE_* environment as the client build, so the same texts);
//   2. renders '/' and collects emotion's critical styles for exactly that HTML;
//   3. keeps the shell as app.html (firebase.json rewrites every other path to it, so a
//      deep link never shows the home page's markup before the 404 page), then writes
//      index.html with the markup inside <div id="root">, the styles in <head> and a
//      preload of the latin Fredoka face the headline is set in;
//   4. names the app's and the wall's modules in both pages (<meta name="app-modules">,
//      <meta name="wall-modules">), which src/boot.ts fetches ahead once the page is idle
//      (src/boot/fetchAhead.ts), so the app and the wall still open after the connection
//      drops. Metas, not a script: the page without its script (npm run bench) must hold
//      no script element.
//
//   node scripts/build/prerender.mjs [--outDir dist]      (scripts/build/build.mjs runs it after vite build)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { BOOT_LOADER, BOOT_MODULE_META } from './bootLoader.mjs';

const ENTRY = 'src/app/prerenderEntry.tsx';
const ROOT = '<div id="root"></div>';
/** The face the headline and the boxes' digits use (the other subsets are for other scripts). */
const HEADLINE_FONT = /\/fredoka-latin-wght-normal\.woff2$/;
export const SHELL = 'app.html';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /<script\b[^>]*type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
/** The wall's lazily loaded module (src/wall/useWallLoading.ts imports it). */
export const WALL_ENTRY = 'src/wall/Wall.tsx';
/**
 * The app (React, MUI, framer-motion and the page's components): index.html's entry,
 * src/boot.ts, imports it once the page has painted and settled, before the wall can load.
 */
export const APP_ENTRY = 'src/main.tsx';
/** The name of the meta that lists the wall's modules; src/boot/fetchAhead.ts reads it. */
export const WALL_MODULES_META = 'wall-modules';
/** The name of the meta that lists the app's modules; src/boot/fetchAhead.ts reads it. */
export const APP_MODULES_META = 'app-modules';
/**
 * The app's lazy chunks that the home page loads at once when the app arrives (framer's DOM
 * features): fetched ahead with the app. The other routes' chunks are not.
 */
const HOME_LAZY = ['src/app/motionFeatures.ts'];

/** The client build's manifest (outDir/.vite/manifest.json). */
function readManifest(outDir) {
  const path = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: the client build must write its manifest (build.manifest)`,
    );
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The hashed URL of the headline's font. */
function headlineFontUrl(manifest) {
  const entry = Object.entries(manifest).find(([source]) => HEADLINE_FONT.test(source));
  if (!entry) throw new Error('no Fredoka latin font in the manifest');
  return `/${entry[1].file}`;
}

/** Every file a manifest chunk pulls in statically (itself included), transitively. */
export function staticFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, files);
  return files;
}

/**
 * The URLs of the wall's chunk and of every chunk it imports statically that the page's
 * entry and the app it loads do not already bring, in the manifest's order.
 */
export function wallModuleUrls(manifest) {
  if (!manifest[WALL_ENTRY]) throw new Error(`${WALL_ENTRY} is not a chunk of this build`);
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry || key === APP_ENTRY);
  const loaded = new Set(entries.flatMap((key) => [...staticFiles(manifest, key)]));
  const files = [...staticFiles(manifest, WALL_ENTRY)].filter((file) => !loaded.has(file));
  // The fetch-ahead asks for each file as a module import() does (CORS): a stylesheet of the
  // wall's would be fetched again, differently, when the wall opens, and fail offline.
  const styles = files.filter((file) => !file.endsWith('.js'));
  if (styles.length > 0) {
    throw new Error(`the wall's chunk brings ${styles}: src/boot/fetchAhead.ts cannot fetch it`);
  }
  return files.map((file) => `/${file}`);
}

/**
 * The URLs of the app's chunk, of the home page's lazy chunks and of every chunk they import
 * statically that the page's entry does not already bring, in the manifest's order.
 */
export function appModuleUrls(manifest) {
  if (!manifest[APP_ENTRY]) throw new Error(`${APP_ENTRY} is not a chunk of this build`);
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const loaded = new Set(entries.flatMap((key) => [...staticFiles(manifest, key)]));
  const files = new Set();
  for (const key of [APP_ENTRY, ...HOME_LAZY.filter((lazy) => manifest[lazy])]) {
    staticFiles(manifest, key, files);
  }
  return [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
}

/** `html` with the lists of the app's and the wall's modules (space-separated) at the end of its <head>. */
export function withModuleLists(html, { app, wall }) {
  const lists = [
    `<meta name="${APP_MODULES_META}" content="${app.join(' ')}" />`,
    `<meta name="${WALL_MODULES_META}" content="${wall.join(' ')}" />`,
  ];
  return insertBefore(html, /<\/head>/, lists.map((list) => `  ${list}\n`).join('') + '  ');
}

/** `html` with `addition` inserted before the first match of `before`, which must exist. */
function insertBefore(html, before, addition) {
  const at = html.search(before);
  if (at < 0) throw new Error(`index.html has no ${before}`);
  return `${html.slice(0, at)}${addition}${html.slice(at)}`;
}

/**
 * index.html with the prerendered markup, its styles and the font preload. The root says
 * which countdown the markup shows ('over', or the 'clock-free' '--' state), which
 * src/main.tsx hands back to React so that hydration draws the same.
 *
 * With the first screen in the HTML, nothing else needs to hold up the first paint:
 * - the build's own stylesheet (only the @font-face rules, ~2 kB) is inlined, one request
 *   fewer before anything shows;
 * - the entry script is not requested until the page has painted its content: a tiny inline
 *   loader (scripts/build/bootLoader.mjs, allowed by its hash in firebase.json's CSP) imports it
 *   from the URL in <meta name="boot-module"> at the first contentful paint, or sooner at the
 *   first scroll, tap or key press, or after 3 s without a paint. It only makes the page
 *   live, so nothing of it (download or evaluation) comes before the paint.
 */
export function injectPrerender(shell, { html, styles, over, fontUrl, readAsset }) {
  if (shell.split(ROOT).length !== 2) throw new Error(`index.html must hold exactly one ${ROOT}`);
  if (shell.includes('data-emotion')) throw new Error('index.html is already prerendered');
  // data-href names the file inlined (npm run bench counts it as the HTML's, not a chunk's).
  let page = shell.replace(
    STYLESHEET,
    (_tag, href) => `<style data-href="${href}">${readAsset(href).trim()}</style>`,
  );
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  page = page.replace(
    ENTRY_SCRIPT,
    `<meta name="${BOOT_MODULE_META}" content="${entry}" />\n    <script>${BOOT_LOADER}</script>`,
  );
  const preload = `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin />\n    `;
  page = insertBefore(page, /<style\b|<meta name="boot-module"/, preload);
  page = insertBefore(page, /<\/head>/, `  ${styles}\n  `);
  const countdown = over ? 'over' : 'clock-free';
  return page.replace(ROOT, `<div id="root" data-countdown="${countdown}">${html}</div>`);
}

/** Renders the SSR entry for '/' with Vite's SSR build, in a folder removed afterwards. */
async function renderHome({ configFile, logLevel }) {
  const { build } = await import('vite');
  // Inside the project so the bundle's bare imports (react, @mui/material...) resolve from
  // node_modules; one folder per process, since several suites may build at once.
  const ssrDir = join('node_modules', '.tmp', `prerender-${process.pid}-${Date.now()}`);
  try {
    await build({
      configFile,
      logLevel,
      build: {
        ssr: ENTRY,
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        sourcemap: false,
        minify: false,
        reportCompressedSize: false,
        rolldownOptions: { output: { entryFileNames: 'entry.mjs' } },
      },
    });
    const { render } = await import(pathToFileURL(join(ssrDir, 'entry.mjs')).href);
    // The build's time is the earliest any visitor can open the page: enough for the entry
    // to tell whether the countdown is over for everyone (it reads no clock itself).
    return render('/', { builtAt: Date.now() });
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

/**
 * Prerenders '/' into `outDir`/index.html (a client build made by `vite build`) and keeps
 * the plain shell as `outDir`/app.html. Returns the sizes written, for the log line.
 */
export async function prerender({
  outDir = 'dist',
  configFile = 'vite.config.ts',
  logLevel = 'warn',
} = {}) {
  const indexPath = join(outDir, 'index.html');
  const built = readFileSync(indexPath, 'utf8');
  const manifest = readManifest(outDir);
  const fontUrl = headlineFontUrl(manifest);
  // The shell gets the list too: a visitor who lands on another path and then goes home
  // meets the same wall.
  const shell = withModuleLists(built, {
    app: appModuleUrls(manifest),
    wall: wallModuleUrls(manifest),
  });
  const { html, styles, over } = await renderHome({ configFile, logLevel });
  if (!html.includes('<h1')) throw new Error('the prerendered page has no headline');
  const readAsset = (href) => readFileSync(join(outDir, href), 'utf8');
  const page = injectPrerender(shell, { html, styles, over, fontUrl, readAsset });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, SHELL), shell);
  writeFileSync(indexPath, page);
  return { html: html.length, styles: styles.length, over };
}

function argument(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  if (at >= 0) return args[at + 1] ?? fallback;
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = argument('--outDir', 'dist');
  const sizes = await prerender({ outDir, logLevel: argument('--logLevel', 'warn') });
  console.log(
    `prerendered / into ${join(outDir, 'index.html')} (${sizes.html} B of HTML, ${sizes.styles} B of styles, countdown ${sizes.over ? 'over' : 'clock-free'}); shell kept as ${join(outDir, SHELL)}`,
  );
}

/**
 * Builds into dist/ (scripts/build/build.mjs) unless it already holds a prerendered build, as the
 * browser suites need: a build from before the prerender (a bare `vite build`) lacks the
 * first screen they check with JavaScript off, so it is rebuilt like a missing one. Exits
 * with the build's code when the build fails.
 */
export function ensurePrerenderedBuild() {
  const prerendered =
    existsSync('dist/index.html') &&
    existsSync(join('dist', SHELL)) &&
    readFileSync('dist/index.html', 'utf8').includes('data-emotion');
  if (prerendered) return;
  const build = spawnSync('node', ['scripts/build/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
