import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// reactfire is one module that imports every Firebase product; the app uses only Firestore
// through it. For the production build those imports resolve to inert stand-ins
// (src/firebase/unusedSdks.ts), which takes ~65 KB gzipped of dead code out of the wall's
// chunk. Only reactfire's own imports: /moderate imports the real firebase/auth itself
// (src/firebase/auth.ts), and a plain alias would hand it the stand-in too. Tests keep the
// real SDKs.
const UNUSED_FIREBASE_PRODUCTS = ['auth', 'database', 'functions', 'remote-config', 'storage'];
const unusedSdkStub = fileURLToPath(
  new URL('../../../src/firebase/unusedSdks.ts', import.meta.url),
);
const REACTFIRE_MODULE = /[\\/]node_modules[\\/]reactfire[\\/]/;

/** Resolves reactfire's own imports of the unused products to the stand-in. */
export function reactfireWithoutUnusedSdks(): Plugin {
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
