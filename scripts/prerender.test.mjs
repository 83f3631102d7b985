import { describe, expect, it } from 'vitest';
import { prefetchedFiles } from '../bench/lib/chunks.mjs';
import { WALL_MODULES_META as READ_AS } from '../src/wall/prefetchWall.ts';
import { WALL_ENTRY, WALL_MODULES_META, wallModuleUrls, withWallModules } from './prerender.mjs';

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

  it("goes into the page's head, where the bench finds it", () => {
    const html = withWallModules('<html><head><title>x</title></head><body></body></html>', [
      '/assets/Wall-d.js',
    ]);
    expect(html).toContain('<meta name="wall-modules" content="/assets/Wall-d.js" />\n  </head>');
    expect(prefetchedFiles(html)).toEqual(['assets/Wall-d.js']);
    expect(prefetchedFiles('<html><head></head></html>')).toEqual([]);
    // Written under the id the page reads it by.
    expect(WALL_MODULES_META).toBe(READ_AS);
  });
});
