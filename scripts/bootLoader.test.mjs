import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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

  it('starts the entry once: at the first paint, a tap before it noted for the app', async () => {
    const imports = [];
    const listeners = new Map();
    let paint;
    const window = {
      addEventListener: (type, listener) => listeners.set(type, listener),
    };
    const run = new Function(
      'document',
      'addEventListener',
      'setTimeout',
      'PerformanceObserver',
      'window',
      'importer',
      BOOT_LOADER.replace('import(m.content)', 'importer(m.content)'),
    );
    run(
      { querySelector: () => ({ content: '/assets/index-abc.js' }) },
      window.addEventListener,
      () => undefined,
      class {
        constructor(callback) {
          paint = () => callback({}, this);
        }
        observe() {}
        disconnect() {}
      },
      window,
      (url) => imports.push(url),
    );
    expect(imports).toEqual([]);
    listeners.get('pointerdown')();
    expect(window.__engagedEarly).toBe(1);
    paint();
    expect(imports).toEqual(['/assets/index-abc.js']);
  });
});
