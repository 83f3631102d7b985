// The browser flags every bench measurement uses: scripts/test/browser.mjs's, plus a host
// resolver that resolves no name but 127.0.0.1, so a page (Firestore probes www.google.com
// when its backend is unreachable) cannot reach past loopback.
import { CHROMIUM_ARGS } from '../../scripts/test/browser.mjs';

export const BENCH_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
