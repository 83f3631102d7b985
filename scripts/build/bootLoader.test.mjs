import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_EVENTS, FIRST_PAINT_TIMEOUT_MS } from '../../src/boot/loaderContract.mjs';
import { BOOT_LOADER, BOOT_LOADER_CSP, BOOT_MODULE_META } from './bootLoader.mjs';
import { injectPrerender } from './prerender.mjs';

const shell = `<!doctype html><html><head><title>x</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-def.css">
  </head><body><div id="root"></div></body></html>`;

function page() {
  return injectPrerender(shell, {
    html: '<h1>Jake Turns 21!</h1>',
    styles: '<style data-emotion="css x">.x{}</style>',
    over: false,
    fontUrl: '/assets/fredoka.woff2',
    readAsset: () => '@font-face{}',
  });
}

describe("the home page's boot loader", () => {
  it('replaces the entry script: the entry is named in a meta and imported by the loader', () => {
    const html = page();
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).toContain(`<meta name="${BOOT_MODULE_META}" content="/assets/index-abc.js" />`);
    expect(html).toContain(`<script>${BOOT_LOADER}</script>`);
    // The meta comes before the loader, which reads it as it runs.
    expect(html.indexOf(BOOT_MODULE_META)).toBeLessThan(html.indexOf(BOOT_LOADER));
  });

  it('is allowed by the hash firebase.json lists, and by nothing wider', () => {
    const firebase = JSON.parse(readFileSync('firebase.json', 'utf8'));
    const csp = firebase.hosting.headers
      .flatMap((rule) => rule.headers)
      .find(({ key }) => key === 'Content-Security-Policy').value;
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    // Change the loader and this says which hash firebase.json needs instead.
    expect(scriptSrc.split(/\s+/)).toContain(BOOT_LOADER_CSP);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('listens for the same scroll, tap and key events as the entry does', () => {
    for (const type of ENGAGEMENT_EVENTS) expect(BOOT_LOADER).toContain(`'${type}'`);
  });

  it('starts the entry once, at the first contentful paint, not at a paint before it', async () => {
    const loader = runLoader();
    loader.paint('first-paint');
    expect(loader.imports).toEqual([]);
    loader.paint('first-contentful-paint');
    loader.paint('first-contentful-paint');
    loader.timers.forEach((timer) => timer());
    await settled();
    expect(loader.imports).toEqual([ENTRY]);
    expect(loader.window.__engagedEarly).toBeUndefined();
    // Arrived: it stops listening.
    expect(loader.listeners.size).toBe(0);
  });

  it('starts it at a tap made before the paint, noted for the entry', async () => {
    const loader = runLoader();
    loader.listeners.get('pointerdown')();
    expect(loader.window.__engagedEarly).toBe(1);
    loader.paint('first-contentful-paint');
    await settled();
    expect(loader.imports).toEqual([ENTRY]);
  });

  it('starts it after 3 s without a paint (a background tab, no paint timing)', async () => {
    const loader = runLoader();
    expect(loader.delays).toEqual([FIRST_PAINT_TIMEOUT_MS]);
    expect(FIRST_PAINT_TIMEOUT_MS).toBe(3000);
    expect(loader.imports).toEqual([]);
    loader.timers[0]();
    await settled();
    expect(loader.imports).toEqual([ENTRY]);
  });

  it('starts it at once where paint timing cannot be observed', async () => {
    const loader = runLoader({ observeThrows: true });
    await settled();
    expect(loader.imports).toEqual([ENTRY]);
  });

  it('asks again for an entry that failed to arrive, at the next tap or back online', async () => {
    const loader = runLoader({ failures: 2 });
    loader.paint('first-contentful-paint');
    await settled();
    expect(loader.imports).toEqual([ENTRY]);
    loader.listeners.get('keydown')();
    await settled();
    expect(loader.imports).toEqual([ENTRY, ENTRY]);
    loader.listeners.get('online')();
    await settled();
    expect(loader.imports).toEqual([ENTRY, ENTRY, ENTRY]);
    expect(loader.listeners.size).toBe(0);
  });
});

const ENTRY = '/assets/index-abc.js';

/** Lets the loader's import() promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs the loader's very text against stand-ins for the page: its meta, its listeners, its
 * timers, paint timing and import() (the first `failures` imports fail).
 */
function runLoader({ observeThrows = false, failures = 0 } = {}) {
  const imports = [];
  const listeners = new Map();
  const timers = [];
  const delays = [];
  const observers = [];
  const window = {};
  const importing = 'import(m.content)';
  expect(BOOT_LOADER).toContain(importing);
  const run = new Function(
    'document',
    'addEventListener',
    'removeEventListener',
    'setTimeout',
    'PerformanceObserver',
    'window',
    'importer',
    BOOT_LOADER.replace(importing, 'importer(m.content)'),
  );
  run(
    { querySelector: () => ({ content: ENTRY }) },
    (type, listener) => listeners.set(type, listener),
    (type, listener) => {
      if (listeners.get(type) === listener) listeners.delete(type);
    },
    (callback, delay) => {
      timers.push(callback);
      delays.push(delay);
    },
    class {
      constructor(callback) {
        this.callback = callback;
        this.connected = true;
      }
      observe() {
        if (observeThrows) throw new TypeError('paint is not supported');
        observers.push(this);
      }
      disconnect() {
        this.connected = false;
      }
    },
    window,
    (url) => {
      imports.push(url);
      return imports.length <= failures ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
  );
  const paint = (name) => {
    for (const observer of observers.filter(({ connected }) => connected)) {
      const list = { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) };
      observer.callback(list, observer);
    }
  };
  return { imports, listeners, timers, delays, window, paint };
}
