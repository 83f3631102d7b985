/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseConfig, type AppConfig } from './src/config/parseConfig.ts';
import { fillPageMeta } from './src/config/pageMeta.ts';
import { PORTS } from './src/config/local.mjs';

// reactfire is one module that imports every Firebase product; the wall uses only
// Firestore. For the production build these entry points resolve to inert stand-ins
// (src/firebase/unusedSdks.ts) when reactfire imports them, which takes ~65 KB gzipped of
// dead code out of the wall's chunk. Only reactfire's imports: /moderate imports the real
// firebase/auth itself (src/firebase/auth.ts), and a plain alias would hand it the stand-in
// too. Tests keep the real SDKs.
const UNUSED_FIREBASE_PRODUCTS = ['auth', 'database', 'functions', 'remote-config', 'storage'];
const unusedSdkStub = fileURLToPath(new URL('./src/firebase/unusedSdks.ts', import.meta.url));
const REACTFIRE_MODULE = /[\\/]node_modules[\\/]reactfire[\\/]/;

/** Resolves reactfire's own imports of the unused products to the stand-in. */
function reactfireWithoutUnusedSdks(): Plugin {
  const stubbed = new Set(UNUSED_FIREBASE_PRODUCTS.map((product) => `firebase/${product}`));
  return {
    name: 'reactfire-without-unused-sdks',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      return stubbed.has(source) && importer && REACTFIRE_MODULE.test(importer)
        ? unusedSdkStub
        : null;
    },
  };
}
// Firestore's regex engine serves only client-side pipeline evaluation, which the wall
// never uses: ~45 KB gzipped (src/firebase/noRegex.ts).
const regexStub = fileURLToPath(new URL('./src/firebase/noRegex.ts', import.meta.url));
// React Router 7 ships a production build beside its development one, but its package
// exports only the development one (remix-run/react-router#14102), so a production bundle
// keeps its development-only warnings switched on. The build takes the production files.
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

// The visitor's critical path is one file: every module the entry loads statically goes into
// the entry's chunk. Left alone, Rolldown 1.2/1.3 gives each set of modules the entry shares
// with lazy routes (the wall, /screen, /moderate) a chunk of its own whenever its "already
// loaded" merge fails (rolldown/rolldown#10731, open), which turned the home page into six
// requests and 2 kB more gzip for the same modules. '$initial' is Rolldown's own mark for a
// module in a user entry's static graph after tree shaking, so the group holds exactly what
// the page runs anyway; following ModuleInfo.importers instead would also take barrels'
// tree-shaken re-exports (+26 kB). Lazy chunks then import from the entry, always loaded
// before them. One group for all user entries, which suits this one-page app only. Client
// build only: the prerender's SSR build has no critical path.
const ENTRY_CHUNK = { name: 'index', tags: ['$initial' as const] };

/**
 * `vite preview` answers with Firebase Hosting's Cache-Control headers (firebase.json), so
 * the browser suites meet the caching a visitor does: the hashed assets immutable, which is
 * what lets the app and the wall fetched ahead (src/boot/fetchAhead.ts) come out of the HTTP
 * cache offline; everything else no-cache.
 */
function hostingCacheHeaders(): Plugin {
  interface Header {
    key: string;
    value: string;
  }
  interface Rule {
    source: string;
    headers: Header[];
  }
  const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: Rule[] };
  };
  const cacheControl = (source: string) =>
    hosting.headers
      .find((rule) => rule.source === source)
      ?.headers.find(({ key }) => key === 'Cache-Control')?.value;
  const assets = cacheControl('/assets/**');
  const rest = cacheControl('**');
  if (!assets || !rest) throw new Error('firebase.json sets no Cache-Control for /assets/** or **');
  return {
    name: 'hosting-cache-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        response.setHeader('Cache-Control', request.url?.startsWith('/assets/') ? assets : rest);
        next();
      });
    },
  };
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  // A bad VITE_* value stops the dev server and the build here, naming the variable,
  // instead of shipping a blank page.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  let appConfig: AppConfig;
  try {
    appConfig = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(
        `\n${error.message}\n\nSee .env.example and the README's Configuration section.\n`,
      );
      process.exit(1);
    }
    throw error;
  }

  return {
    plugins: [
      react(),
      reactfireWithoutUnusedSdks(),
      hostingCacheHeaders(),
      {
        name: 'page-meta',
        // Title, description and, with a site URL, the link preview (src/config/pageMeta.ts).
        transformIndexHtml: (html) => fillPageMeta(html, appConfig),
      },
    ],
    resolve:
      command === 'build'
        ? {
            alias: [
              { find: /^re2js$/, replacement: regexStub },
              { find: /^react-router$/, replacement: join(REACT_ROUTER_PRODUCTION, 'index.mjs') },
              {
                find: /^react-router\/dom$/,
                replacement: join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs'),
              },
            ],
          }
        : undefined,
    server: { port: PORTS.dev, strictPort: false },
    preview: { port: PORTS.preview },
    // Budgets are gzip sizes per load phase, checked by npm run bench; the raw-size warning
    // (the wall chunk is ~630 KB raw, ~189 KB gzipped) says nothing useful here.
    // The manifest tells scripts/build/prerender.mjs the hashed name of the headline's font, which
    // it preloads (Firebase Hosting does not serve the dot-folder it is written to).
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      manifest: true,
      // One stylesheet for the whole app (the @font-face rules), which index.html links and
      // the prerender inlines. Split per chunk, Vite would list it among the dependencies of
      // every dynamic import made outside the entry's chunk (the app's import of the wall)
      // and, finding no <link> for it on the prerendered page, fetch it again: offline, that
      // failed request would fail the import with it.
      cssCodeSplit: false,
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [ENTRY_CHUNK] } } },
    },
    // Four Vitest projects: `unit` (jsdom, every commit, no emulator) and `unit-node` (the
    // scripts' and the bench's tests, in Node), which npm run test:unit runs together, and
    // `rules` and `abuse` (Node, against the emulators that scripts/test/rules.mjs and
    // scripts/test/abuse.mjs start: the Firebase SDK misbehaves under jsdom).
    test: {
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            globals: true,
            setupFiles: ['./src/testing/setup.ts'],
            // Components: every .tsx test. The logic's .ts tests run in unit-node below.
            include: ['src/**/*.test.tsx'],
            // Each file in a VM context of its own inside a long-lived worker, not a process of
            // its own: every file still gets fresh modules and a fresh page, without a new process
            // each time. With unit-node beside it, 114 s and 218 CPU-seconds here, where a
            // process per file took 165 s and 317 (npm test runs this alone, on both cores of a
            // machine whose cores are what every suite waits for). A worker is recycled when its
            // memory passes vitest's vmMemoryLimit, VM contexts' known leak.
            pool: 'vmForks',
            // react-router-dom's entry for Node is CommonJS that require()s react-router's ES
            // modules, which Node allows and its VM modules do not: its ES build instead.
            alias: [
              {
                find: /^react-router-dom$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url),
                ),
              },
            ],
            // One worker per core: vitest's default leaves one core to its own process, which
            // sits idle here, so on a two-core machine it ran one file at a time (200 s here,
            // 188 s in a CI run; 130 s with two workers).
            maxWorkers: availableParallelism(),
            // A ceiling, not a measurement: a component test that renders /moderate or the
            // form takes 1-2 s on a quiet two-core machine and past vitest's 5 s default when
            // the machine is busy (every file passes then, given time). Times are for the bench.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            // The logic's tests (src's .ts files), the scripts', the bench's and the rules'
            // file checks: plain Node, so neither jsdom (about a second a file) nor the
            // component setup is paid for in each of these files. A .ts test that needs a
            // page opts in on its first line: `// @vitest-environment jsdom`.
            name: 'unit-node',
            environment: 'node',
            globals: true,
            include: [
              'src/**/*.test.ts',
              'scripts/**/*.test.mjs',
              'bench/**/*.test.mjs',
              'tests/rules/limits-agree.test.ts',
            ],
            // The components' pool (above): each file still gets fresh modules, its own mocks
            // and, where it asks for one, a fresh page, in a VM context of a long-lived
            // worker. A process per file, vitest's default, took 40 s and 74 CPU-seconds
            // here, where this takes 28 s and 51: eleven of these files ask for jsdom, which
            // a process per file loaded eleven times. What the files of a worker do share is
            // the process: a test that changes process.env or the working directory puts it
            // back (as emulator.test.mjs and demoEnv.test.mjs do).
            pool: 'vmForks',
            maxWorkers: availableParallelism(),
            // The same ceiling as the components': limits-agree's character checks took 7 s
            // beside npm test's other lanes, past vitest's 5 s default.
            testTimeout: 20_000,
          },
        },
        {
          test: {
            name: 'rules',
            environment: 'node',
            include: ['tests/rules/**/*.test.ts'],
            // Reads files only, no emulator: it runs once, in the unit-node project.
            exclude: ['tests/rules/limits-agree.test.ts'],
            // The SDK's protobuf descriptors parsed once per file (each file runs in a process
            // of its own), not once per client (scripts/test/protoCache.mjs): 62 s and 108
            // CPU-seconds here, then 39 s and 63.
            setupFiles: ['./tests/rules/setup.ts'],
            // Each test is a round trip to a JVM, and the first one waits for the emulator to
            // load the rules, hence the generous timeouts.
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // Files side by side, one per core, on one emulator: each worker has a project of
            // its own (tests/rules/rulesEnvironment.ts, rulesProjectId), so no file clears or
            // reloads another's. 92 s one file at a time here, 67 s side by side (machine-wide,
            // 111 and 115 CPU-seconds).
            maxWorkers: availableParallelism(),
          },
        },
        {
          test: {
            name: 'abuse',
            // The Firebase JS SDK in Node, as a script would run it, against the Auth and
            // Firestore emulators that scripts/test/abuse.mjs starts. Its attacks run concurrently in
            // one file; the 30 s loop is the longest, so a test may take a minute under load.
            environment: 'node',
            include: ['tests/abuse/**/*.test.ts'],
            testTimeout: 120_000,
            hookTimeout: 60_000,
            // Two files side by side: reactions.test.ts is a minute mostly of sleeping (the
            // 50-change cap, sent a pause apart), which abuse.test.ts's attacks fill; the short
            // ones (roundTwo.test.ts) take the first worker free. All are written to share one
            // wall with other writers (each reads only what it posted).
            maxWorkers: 2,
          },
        },
      ],
    },
  };
});
