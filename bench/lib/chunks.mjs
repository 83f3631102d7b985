// Chunk sizes of a production build and which packages their bytes come from.
//
// The build is made with `sourcemap: 'hidden'` and a manifest: hidden maps leave the chunks
// byte-identical to a normal production build (no sourceMappingURL comment), so the sizes
// printed are the shipped ones, and the maps let every byte be traced to its module id.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import {
  APP_ENTRY,
  APP_MODULES_META,
  WALL_ENTRY,
  WALL_MODULES_META,
  staticFiles,
} from '../../scripts/build/prerender.mjs';

export { WALL_ENTRY };

/**
 * Firebase products this page never uses: none may ship a byte. Installations comes only
 * with Remote Config, Analytics or Messaging, so it is counted too.
 */
export const UNUSED_FIREBASE_PRODUCTS = [
  'database',
  'storage',
  'functions',
  'remote-config',
  'analytics',
  'performance',
  'messaging',
  'installations',
];

/** The party screen's lazy route (src/app/AppRoutes.tsx imports it). */
export const SCREEN_ENTRY = 'src/screen/ScreenPage.tsx';

/**
 * 'screen' for a source only the party screen uses (its folder, its QR encoder), else
 * undefined: none of it may reach the critical path or the wall's chunks.
 */
export function screenSourceOf(source) {
  return /(^|\/)src\/screen\/|\/node_modules\/uqr\//.test(source ?? '') ? 'screen' : undefined;
}

/**
 * The organizer's /moderate route (src/app/AppRoutes.tsx loads it lazily). Firebase Auth may
 * ship in two places only: with the wall's code (a guest's quiet identity, made at their
 * first post: Auth's lightest setup, no popup/redirect resolver), and in /moderate's own
 * chunks (the Google sign-in's popup/redirect resolver). Never on the critical path, in the
 * app's chunks loaded on interaction, or in the party screen's own.
 */
export const MODERATE_ENTRY = 'src/moderate/ModerateRoute.tsx';

/** Firebase Auth's own packages, as packageOf names them. */
const AUTH_PACKAGES = ['@firebase/auth', 'firebase/auth'];

/**
 * A string only Auth's browser popup/redirect resolver carries (the path of the iframe it
 * opens for Google's sign-in): a chunk that holds it holds the resolver.
 */
export const POPUP_RESOLVER_MARK = '__/auth/iframe';

export function gzipSize(data) {
  return gzipSync(data, { level: 9 }).length;
}

/**
 * Builds the app with Vite's JS API into `outDir` (hidden source maps + manifest), with
 * `overrides` merged over vite.config.ts. Returns when the files are written.
 */
export async function buildApp(outDir, overrides = {}) {
  const { build } = await import('vite');
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    ...overrides,
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: 'hidden',
      manifest: true,
      // The bench prints its own table; Vite's size report would only repeat it.
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      ...overrides.build,
    },
  });
}

/**
 * index.html's critical path: the entry script, its modulepreloads and its stylesheets,
 * including those the prerender inlined (`<style data-href>`, role 'inline': their bytes
 * are the HTML's, and no later chunk loads them).
 */
export function criticalPath(html) {
  const attr = (tag, name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const files = [];
  for (const [tag] of html.matchAll(/<style\b[^>]*\bdata-href="[^"]+"[^>]*>/g)) {
    files.push({ file: attr(tag, 'data-href').replace(/^\//, ''), role: 'inline' });
  }
  // The boot entry, which index.html's inline loader imports after the first paint
  // (scripts/build/bootLoader.mjs) from the URL in this meta.
  const boot = /<meta name="boot-module" content="([^"]+)"/.exec(html)?.[1];
  if (boot) files.push({ file: boot.replace(/^\//, ''), role: 'entry' });
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const isEntry = tag.startsWith('<script') && attr(tag, 'type') === 'module';
    const rel = attr(tag, 'rel');
    const href = isEntry ? attr(tag, 'src') : attr(tag, 'href');
    if (!href || /^[a-z]+:\/\//i.test(href)) continue;
    if (isEntry) files.push({ file: href.replace(/^\//, ''), role: 'entry' });
    else if (rel === 'modulepreload')
      files.push({ file: href.replace(/^\//, ''), role: 'preload' });
    else if (rel === 'stylesheet') files.push({ file: href.replace(/^\//, ''), role: 'css' });
  }
  return files;
}

/**
 * The files the page fetches ahead once it is idle, without running them: the wall's by
 * default, or the app's (the lists scripts/build/prerender.mjs writes for src/boot/fetchAhead.ts).
 */
export function prefetchedFiles(html, meta = WALL_MODULES_META) {
  const list = new RegExp(`<meta name="${meta}" content="([^"]*)"`).exec(html)?.[1];
  return (list ?? '')
    .split(' ')
    .filter(Boolean)
    .map((url) => url.replace(/^\//, ''));
}

/**
 * The files only /moderate loads: its static closure without anything the critical path or
 * another lazily loaded module (the wall, App Check, the motion features...) also loads.
 */
function moderationOnlyFiles(manifest, moderateEntry, critical) {
  const group = staticFiles(manifest, moderateEntry);
  if (group.size === 0) throw new Error(`${moderateEntry} is not a chunk of this build`);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key === moderateEntry || !(chunk.isDynamicEntry || chunk.isEntry)) continue;
    for (const file of staticFiles(manifest, key)) group.delete(file);
  }
  for (const file of critical.keys()) group.delete(file);
  return group;
}

/** A readable name for a deferred chunk: the lazy module it is for, or who shares it. */
function deferredLabel(manifest, file) {
  const entries = Object.entries(manifest);
  const own = entries.find(([, chunk]) => chunk.file === file);
  if (own?.[1].isDynamicEntry) return `lazy ${own[0]}`;
  const users = entries
    .filter(([, chunk]) => chunk.isDynamicEntry && staticFiles(manifest, chunk.src ?? '').has(file))
    .map(([key]) => key.split('/').pop());
  return users.length > 0 ? `shared by ${users.join(', ')}` : 'other';
}

/** The package a source-map source belongs to ('@firebase/auth', 'react-dom', '(app)'). */
export function packageOf(source) {
  if (!source) return '(unmapped)';
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.includes('\0') ? '(virtual)' : '(app)';
  const [first, second] = source.slice(at + 'node_modules/'.length).split('/');
  // firebase/<product> entry points are one package with one folder per product.
  return first?.startsWith('@') || first === 'firebase'
    ? `${first}/${second}`
    : (first ?? '(unmapped)');
}

/**
 * The package a source belongs to when the source is a package's development build (a
 * `development/` folder, `*.development.js`, `*.development.esm.js`...), which a production
 * bundle must not contain; undefined otherwise. React Router 7's package exports resolve to
 * its development build (remix-run/react-router#14102), so vite.config.ts points the build
 * at its production one.
 */
export function developmentBuildOf(source) {
  const inPackage = source?.slice(source.lastIndexOf('node_modules/')) ?? '';
  return /\/development\/|\.development\.(?:[\w-]+\.)*[cm]?js$/.test(inPackage)
    ? packageOf(source)
    : undefined;
}

/**
 * Splits a minified chunk into the text each source contributed, by its source map: each
 * mapping owns the generated text up to the next mapping on its line. Returns
 * [{ source, text }] in the chunk's order; bytesBy() groups them.
 */
export function chunkSegments(code, mapJson) {
  const consumer = new SourceMapConsumer(mapJson);
  const lines = code.split('\n');
  const segments = [];
  let previous;
  const flush = (end) => {
    if (!previous) return;
    const line = lines[previous.generatedLine - 1] ?? '';
    const text = line.slice(previous.generatedColumn, end ?? line.length);
    segments.push({ source: previous.source, text });
  };
  consumer.eachMapping(
    (mapping) => {
      const sameLine = previous && previous.generatedLine === mapping.generatedLine;
      flush(sameLine ? mapping.generatedColumn : undefined);
      previous = mapping;
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  flush(undefined);
  return segments;
}

/**
 * The bytes of a chunk's segments by group: Map(group -> { raw, gzip }), where `keyOf` names
 * the group a source counts towards (undefined: not counted). gzip is that group's text
 * compressed on its own, an estimate of its share (a chunk compresses a little better than
 * its parts).
 */
export function bytesBy(segments, keyOf) {
  const texts = new Map();
  for (const { source, text } of segments) {
    const name = keyOf(source);
    if (name === undefined) continue;
    const parts = texts.get(name) ?? [];
    parts.push(text);
    texts.set(name, parts);
  }
  const result = new Map();
  for (const [name, parts] of texts) {
    const text = parts.join('');
    result.set(name, { raw: Buffer.byteLength(text), gzip: gzipSize(text) });
  }
  return result;
}

function addPackages(total, packages) {
  for (const [name, size] of packages) {
    const sum = total.get(name) ?? { raw: 0, gzip: 0 };
    total.set(name, { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip });
  }
  return total;
}

/** Packages sorted by raw bytes, largest first, as plain rows. */
export function topPackages(packages, count) {
  return [...packages]
    .map(([name, size]) => ({ name, ...size }))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, count);
}

/**
 * Reads a build made by buildApp(): every JS and CSS file with raw and gzip sizes, the
 * critical path per index.html, the wall's deferred group, and bytes per package.
 */
export function analyzeBuild(
  outDir,
  { wallEntry = WALL_ENTRY, screenEntry = SCREEN_ENTRY, moderateEntry = MODERATE_ENTRY } = {},
) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const critical = new Map(criticalPath(html).map(({ file, role }) => [file, role]));
  const wallGroup = staticFiles(manifest, wallEntry);
  if (wallGroup.size === 0) throw new Error(`${wallEntry} is not a chunk of this build`);
  const screenGroup = staticFiles(manifest, screenEntry);
  if (screenGroup.size === 0) throw new Error(`${screenEntry} is not a chunk of this build`);
  const prefetched = new Set(prefetchedFiles(html));
  const appPrefetched = new Set(prefetchedFiles(html, APP_MODULES_META));
  // The app the entry loads once the visitor needs it (src/boot.ts): React, MUI,
  // framer-motion and the page's components, before the wall and anything else lazy.
  const appGroup = staticFiles(manifest, APP_ENTRY);
  if (appGroup.size === 0) throw new Error(`${APP_ENTRY} is not a chunk of this build`);
  const moderateOnly = moderationOnlyFiles(manifest, moderateEntry, critical);

  const chunks = [];
  const allPackages = new Map();
  const developmentBuilds = new Map();
  for (const name of readdirSync(join(outDir, 'assets'))) {
    if (!/\.(js|css)$/.test(name)) continue;
    const file = `assets/${name}`;
    const code = readFileSync(join(outDir, file));
    const chunk = {
      file,
      kind: name.endsWith('.css') ? 'css' : 'js',
      raw: code.length,
      gzip: gzipSize(code),
      critical: critical.has(file),
      role:
        critical.get(file) ??
        `${deferredLabel(manifest, file)}${prefetched.has(file) || appPrefetched.has(file) ? ', fetched ahead when idle' : ''}`,
      // Loaded when the visitor interacts or the wall is on screen; fetched ahead when idle.
      app: appGroup.has(file) && !critical.has(file),
      // Loaded with the wall unless the critical path or the app already brought it.
      wall: wallGroup.has(file) && !critical.has(file) && !appGroup.has(file),
      // The party screen's own: loaded for /screen and nothing else.
      screen:
        screenGroup.has(file) && !wallGroup.has(file) && !appGroup.has(file) && !critical.has(file),
      screenBytes: 0,
      // Loaded by /moderate and by nothing else.
      moderation: moderateOnly.has(file),
      packages: new Map(),
    };
    if (chunk.kind === 'js') {
      // Rolldown writes no map for its own runtime chunk: its bytes are the bundler's.
      const mapPath = join(outDir, `${file}.map`);
      // One pass over the map; its segments are grouped by package and by development build.
      const segments = existsSync(mapPath)
        ? chunkSegments(code.toString('utf8'), JSON.parse(readFileSync(mapPath, 'utf8')))
        : [{ source: undefined, text: code.toString('utf8') }];
      chunk.packages = bytesBy(segments, packageOf);
      addPackages(allPackages, chunk.packages);
      addPackages(developmentBuilds, bytesBy(segments, developmentBuildOf));
      chunk.screenBytes = bytesBy(segments, screenSourceOf).get('screen')?.raw ?? 0;
      chunk.popupResolver = code.includes(POPUP_RESOLVER_MARK);
    }
    chunks.push(chunk);
  }
  const missing = [...critical.keys()].filter((file) => !chunks.some((c) => c.file === file));
  if (missing.length > 0) throw new Error(`index.html names files not built: ${missing}`);
  // The bytes fetched ahead are exactly the wall's, which its budget already counts.
  const wallFiles = chunks.filter((c) => c.wall).map((c) => c.file);
  if (wallFiles.length !== prefetched.size || wallFiles.some((file) => !prefetched.has(file))) {
    throw new Error(`index.html fetches ahead ${[...prefetched]}, but the wall loads ${wallFiles}`);
  }
  // The app's list holds every file of the app's (so it is at hand offline), and never one
  // the critical path or the wall's list already has.
  const appFiles = chunks.filter((c) => c.app).map((c) => c.file);
  const notAhead = appFiles.filter((file) => !appPrefetched.has(file));
  const twice = [...appPrefetched].filter((file) => critical.has(file) || prefetched.has(file));
  if (notAhead.length > 0 || twice.length > 0) {
    throw new Error(
      `index.html's app list misses ${notAhead} and repeats ${twice} (critical path or wall)`,
    );
  }
  return summarize(chunks, allPackages, developmentBuilds, html);
}

function sum(chunks, key) {
  return chunks.reduce((total, chunk) => total + chunk[key], 0);
}

function summarize(chunks, allPackages, developmentBuilds, html) {
  const criticalJs = chunks.filter((c) => c.critical && c.kind === 'js');
  const wall = chunks.filter((c) => c.wall);
  const app = chunks.filter((c) => c.app);
  const screen = chunks.filter((c) => c.screen);
  // Bytes of the screen's own sources in what a visitor loads (the critical path, the wall).
  const screenInVisitorChunks = chunks
    .filter((c) => c.critical || c.app || c.wall)
    .reduce((total, c) => total + c.screenBytes, 0);
  const wallPackages = wall.reduce((total, c) => addPackages(total, c.packages), new Map());
  const moderation = chunks.filter((c) => c.moderation);
  const moderationPackages = moderation.reduce(
    (total, c) => addPackages(total, c.packages),
    new Map(),
  );
  // What any page but /moderate can load: no byte of an unused product, Auth included.
  const visitorPackages = chunks
    .filter((c) => !c.moderation)
    .reduce((total, c) => addPackages(total, c.packages), new Map());
  const rawOf = (packages, names) =>
    names.reduce((total, name) => total + (packages.get(name)?.raw ?? 0), 0);
  const authOf = (list) => list.reduce((total, c) => total + rawOf(c.packages, AUTH_PACKAGES), 0);
  // Where Auth may not be: the critical path, the app's chunks, the screen's own, and any
  // chunk that is neither the wall's nor /moderate's.
  const authElsewhere = chunks.filter((c) => !c.wall && !c.moderation);
  const unusedFirebase = UNUSED_FIREBASE_PRODUCTS.map((product) => ({
    product,
    raw: rawOf(visitorPackages, [`@firebase/${product}`, `firebase/${product}`]),
  }));
  return {
    html: { raw: Buffer.byteLength(html), gzip: gzipSize(html) },
    chunks: chunks.sort((a, b) => Number(b.critical) - Number(a.critical) || b.gzip - a.gzip),
    criticalJs: {
      raw: sum(criticalJs, 'raw'),
      gzip: sum(criticalJs, 'gzip'),
      files: criticalJs.map((c) => c.file),
    },
    wall: { raw: sum(wall, 'raw'), gzip: sum(wall, 'gzip'), files: wall.map((c) => c.file) },
    app: { raw: sum(app, 'raw'), gzip: sum(app, 'gzip'), files: app.map((c) => c.file) },
    screen: {
      raw: sum(screen, 'raw'),
      gzip: sum(screen, 'gzip'),
      files: screen.map((c) => c.file),
    },
    screenInVisitorChunks,
    wallPackages,
    auth: {
      // The guest's identity: the real SDK, loaded with the wall.
      wallRaw: authOf(wall),
      elsewhereRaw: authOf(authElsewhere),
      elsewhereFiles: authElsewhere.filter((c) => authOf([c]) > 0).map((c) => c.file),
      // The popup/redirect resolver outside /moderate's own chunks.
      resolverOutsideModeration: chunks
        .filter((c) => c.popupResolver && !c.moderation)
        .map((c) => c.file),
    },
    moderation: {
      raw: sum(moderation, 'raw'),
      gzip: sum(moderation, 'gzip'),
      files: moderation.map((c) => c.file),
      // The real SDK, tens of kB.
      authRaw: rawOf(moderationPackages, AUTH_PACKAGES),
    },
    moderationPackages,
    allPackages,
    unusedFirebase,
    developmentBuilds: topPackages(developmentBuilds, Infinity),
  };
}
