import { describe, expect, it } from 'vitest';
import { prefetchedFiles } from '../../bench/lib/chunks.mjs';
import {
  APP_MODULES_META as APP_READ_AS,
  WALL_MODULES_META as READ_AS,
} from '../../src/boot/fetchAhead.ts';
import {
  APP_ENTRY,
  APP_MODULES_META,
  appModuleUrls,
  WALL_ENTRY,
  WALL_MODULES_META,
  wallModuleUrls,
  withModuleLists,
} from './prerender.mjs';

/** A client build's manifest: the entry, the wall, a chunk the wall shares with another. */
const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_firestore-c.js': { file: 'assets/firestore-c.js', imports: ['_react-b.js'] },
  [WALL_ENTRY]: {
    file: 'assets/Wall-d.js',
    isDynamicEntry: true,
    imports: ['index.html', '_firestore-c.js'],
  },
  [APP_ENTRY]: {
    file: 'assets/main-g.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-b.js', '_mui-h.js'],
    dynamicImports: ['src/app/motionFeatures.ts', WALL_ENTRY, 'src/screen/Screen.tsx'],
  },
  '_mui-h.js': { file: 'assets/mui-h.js' },
  'src/app/motionFeatures.ts': {
    file: 'assets/motionFeatures-i.js',
    isDynamicEntry: true,
    imports: [APP_ENTRY, '_mui-h.js', '_dom-j.js'],
  },
  '_dom-j.js': { file: 'assets/dom-j.js' },
  'src/screen/Screen.tsx': {
    file: 'assets/Screen-e.js',
    isDynamicEntry: true,
    imports: ['_firestore-c.js'],
  },
};

describe("the list of the wall's modules", () => {
  it("names the wall's chunk and what it imports, but not what the entry already brings", () => {
    expect(wallModuleUrls(manifest)).toEqual(['/assets/Wall-d.js', '/assets/firestore-c.js']);
  });

  it("fails the build when the wall's chunk is missing or brings a stylesheet", () => {
    const { [WALL_ENTRY]: wall, ...withoutWall } = manifest;
    expect(() => wallModuleUrls(withoutWall)).toThrow(/is not a chunk/);
    const styled = { ...manifest, [WALL_ENTRY]: { ...wall, css: ['assets/Wall-f.css'] } };
    expect(() => wallModuleUrls(styled)).toThrow(/assets\/Wall-f\.css/);
  });

  it("goes into the page's head, after the app's, where the bench finds it", () => {
    const html = withModuleLists('<html><head><title>x</title></head><body></body></html>', {
      app: ['/assets/main-g.js', '/assets/mui-h.js'],
      wall: ['/assets/Wall-d.js'],
    });
    expect(html).toContain(
      '<meta name="app-modules" content="/assets/main-g.js /assets/mui-h.js" />\n' +
        '  <meta name="wall-modules" content="/assets/Wall-d.js" />\n  </head>',
    );
    expect(prefetchedFiles(html)).toEqual(['assets/Wall-d.js']);
    expect(prefetchedFiles('<html><head></head></html>')).toEqual([]);
    // Written under the id the page reads it by.
    expect(WALL_MODULES_META).toBe(READ_AS);
    expect(APP_MODULES_META).toBe(APP_READ_AS);
  });
});

describe("the list of the app's modules", () => {
  it("names the app, the home page's lazy chunks and what they import, not the entry's or other routes'", () => {
    expect(appModuleUrls(manifest)).toEqual([
      '/assets/main-g.js',
      '/assets/mui-h.js',
      '/assets/motionFeatures-i.js',
      '/assets/dom-j.js',
    ]);
  });

  it('fails the build when the app is not a chunk', () => {
    const withoutApp = { ...manifest };
    delete withoutApp[APP_ENTRY];
    expect(() => appModuleUrls(withoutApp)).toThrow(/is not a chunk/);
  });
});
