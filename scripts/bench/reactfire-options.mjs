// What reactfire drags into the wall's chunk, and what each way of leaving it out saves.
//
// reactfire 4 ships one module that imports Auth, Realtime Database, Functions, Remote Config
// and Storage at its top; those packages register themselves when loaded, so a bundler keeps
// them even though the wall calls none of them. Each option below is built for real (Vite's
// JS API: vite.config.ts plus the option's overrides, nothing in src/ changed) and measured
// like the bench measures the app. vite.config.ts has since adopted option (b); the other
// options are built without it, from reactfire as published.
//
//   node scripts/bench/reactfire-options.mjs     (about half a minute; writes
//                                                artifacts/bench-reactfire.json)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyzeBuild, buildApp, UNUSED_FIREBASE_PRODUCTS } from './chunks.mjs';
import { BUDGETS, kB, table } from './report.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const WALL = join(ROOT, 'src', 'wall', 'Wall.tsx');
const MESSAGES = join(ROOT, 'src', 'wall', 'messages.ts');
const VARIANTS = join(ROOT, 'bench', 'reactfire');
const RESULT_JSON = join('artifacts', 'bench-reactfire.json');

const UNUSED = ['auth', 'database', 'functions', 'remote-config', 'storage'];
const UNUSED_PACKAGES = new RegExp(
  `node_modules/(@firebase/(${[...UNUSED, 'installations'].join('|')})|firebase/(${UNUSED.join('|')}))/`,
);

/** Serves `to` wherever the app imports the module file `from`. */
function swapModule(from, to) {
  return {
    name: 'bench-swap-module',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === to) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === from ? to : null;
    },
  };
}

/**
 * Keeps messages.ts as it is but for its useMessages(), which comes from `variant` instead;
 * the reactfire import goes with it. Fails when messages.ts no longer has that shape.
 */
function swapUseMessages(variant) {
  return {
    name: 'bench-swap-use-messages',
    enforce: 'pre',
    transform(code, id) {
      if (id !== MESSAGES) return null;
      const withoutImport = code.replace(/^import [^;]+ from 'reactfire';\n/m, '');
      const withoutHook = withoutImport.replace(
        /^export function useMessages\(\)[\s\S]*?^\}\n/m,
        '',
      );
      if (withoutImport === code || withoutHook === withoutImport) {
        throw new Error('src/wall/messages.ts changed shape: update swapUseMessages()');
      }
      // Empty mappings: this module's own bytes go unattributed, which this experiment,
      // counting Firebase's and reactfire's bytes only, can afford.
      return {
        code: `${withoutHook}\nexport { useMessages } from ${JSON.stringify(variant)};\n`,
        map: { mappings: '' },
      };
    },
  };
}

const WALL_VARIANT = 'bench/reactfire/WallWithoutProviders.tsx';
const STAND_INS = join(ROOT, 'src', 'firebase', 'unusedSdks.ts');

/**
 * Drops vite.config.ts's aliases of the unused products to src/firebase/unusedSdks.ts
 * (that is option b, adopted), so the other options start from reactfire as published.
 */
function withoutStandIns() {
  return {
    name: 'bench-without-stand-ins',
    config(config) {
      const alias = config.resolve?.alias;
      if (Array.isArray(alias)) {
        config.resolve.alias = alias.filter((entry) => entry.replacement !== STAND_INS);
      }
    },
  };
}

/** Vite overrides for one option: stand-ins or not, sideEffects rules, a useMessages hook. */
function overridesFor({ standIns = false, sideEffectFree = false, hook }) {
  const plugins = standIns ? [] : [withoutStandIns()];
  if (hook) plugins.push(swapModule(WALL, join(ROOT, WALL_VARIANT)), swapUseMessages(hook));
  const build = sideEffectFree
    ? {
        rolldownOptions: {
          treeshake: { moduleSideEffects: [{ test: UNUSED_PACKAGES, sideEffects: false }] },
        },
      }
    : {};
  return { plugins, build, wallEntry: hook ? WALL_VARIANT : undefined };
}

const FIRESTORE_ONLY = join(VARIANTS, 'useMessagesFirestoreOnly.ts');
const PLAIN = join(VARIANTS, 'useMessagesPlain.ts');

export const OPTIONS = [
  {
    id: 'published',
    label: 'reactfire as published: providers + useFirestoreCollection',
    overrides: overridesFor({}),
  },
  {
    id: 'a',
    label: '(a) treeshake.moduleSideEffects: false for the unused products',
    overrides: overridesFor({ sideEffectFree: true }),
  },
  {
    id: 'b',
    label: '(b) alias to stand-ins (src/firebase/unusedSdks.ts; vite.config.ts now)',
    overrides: overridesFor({ standIns: true }),
  },
  {
    id: 'c',
    label: '(c) useFirestoreCollection only, no reactfire providers',
    overrides: overridesFor({ hook: FIRESTORE_ONLY }),
  },
  {
    id: 'a+c',
    label: '(a) + (c)',
    overrides: overridesFor({ hook: FIRESTORE_ONLY, sideEffectFree: true }),
  },
  {
    id: 'd',
    label: '(d) no reactfire: onSnapshot + useSyncExternalStore',
    overrides: overridesFor({ hook: PLAIN }),
  },
];

/** Builds one option and returns the wall group's size and what it still carries. */
async function measure(option) {
  const outDir = mkdtempSync(join(tmpdir(), `bench-reactfire-${option.id}-`));
  try {
    const { wallEntry, ...overrides } = option.overrides ?? {};
    await buildApp(outDir, overrides);
    const build = analyzeBuild(outDir, { wallEntry });
    const bytesOf = (name) => build.allPackages.get(name)?.raw ?? 0;
    return {
      id: option.id,
      label: option.label,
      wallGzip: build.wall.gzip,
      wallRaw: build.wall.raw,
      criticalJsGzip: build.criticalJs.gzip,
      reactfireRaw: bytesOf('reactfire'),
      unusedProductsRaw: UNUSED_FIREBASE_PRODUCTS.reduce(
        (total, product) =>
          total + bytesOf(`@firebase/${product}`) + bytesOf(`firebase/${product}`),
        0,
      ),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Builds every option in turn (a build takes a few seconds) and returns the rows. */
export async function measureReactfireOptions({ log = console.log } = {}) {
  const rows = [];
  for (const option of OPTIONS) {
    log(`  building option ${option.id}...`);
    rows.push(await measure(option));
  }
  return rows;
}

/** The rows as a table: wall size, saving against reactfire as published, what remains. */
export function formatReactfireRows(rows) {
  const base = rows.find((row) => row.id === 'published');
  const budget = BUDGETS.wallGzip.limit;
  return table(
    ['option', 'wall gzip', 'bytes', 'saved', 'to budget', 'unused products', 'reactfire'],
    rows.map((row) => [
      row.label,
      kB(row.wallGzip),
      String(row.wallGzip),
      kB(base ? base.wallGzip - row.wallGzip : 0),
      `${budget - row.wallGzip >= 0 ? '+' : ''}${budget - row.wallGzip} B`,
      kB(row.unusedProductsRaw),
      kB(row.reactfireRaw),
    ]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await measureReactfireOptions();
  console.log(`\nThe wall's deferred chunk(s) per option (gzip -9; raw bytes for what remains)\n`);
  console.log(formatReactfireRows(rows));
  mkdirSync('artifacts', { recursive: true });
  writeFileSync(RESULT_JSON, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`\nWritten to ${RESULT_JSON}.`);
}
