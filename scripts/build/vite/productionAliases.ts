import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

// Firestore's regex engine serves only client-side pipeline evaluation, which the wall
// never uses: ~45 KB gzipped (src/firebase/noRegex.ts).
const regexStub = fileURLToPath(new URL('../../../src/firebase/noRegex.ts', import.meta.url));

// React Router 7 ships a production build beside its development one, but its package
// exports only the development one (remix-run/react-router#14102), so a production bundle
// keeps its development-only warnings switched on. The build takes the production files.
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

/** What the production build resolves differently from the dev server and the tests. */
export const PRODUCTION_ALIASES: Alias[] = [
  { find: /^re2js$/, replacement: regexStub },
  { find: /^react-router$/, replacement: join(REACT_ROUTER_PRODUCTION, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs') },
];
