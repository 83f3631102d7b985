import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, Plugin, PluginOption, UserConfig } from 'vite';

/** A bench page: its title and the module that mounts it into #root. */
export interface BenchPage {
  title: string;
  entry: string;
}

/** The page as the browser gets it: nothing but the mount point and its module. */
function shell({ title, entry }: BenchPage): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />' +
    `<title>${title}</title></head>` +
    `<body><div id="root"></div><script type="module" src="${entry}"></script></body></html>`
  );
}

/**
 * The bench's HTML pages (the wall and party screen harnesses, the plain app), written here
 * from one shell rather than kept as files: `pages` maps each page's file name in `root` to
 * what it mounts. The build takes them as its inputs; the dev server (the e2e suite's wall
 * harness) answers them itself.
 */
export function benchPages(root: string, pages: Record<string, BenchPage>): Plugin {
  const byPath = new Map(Object.entries(pages).map(([name, page]) => [join(root, name), page]));
  return {
    name: 'bench-pages',
    enforce: 'pre',
    config: () => ({
      // The dev server's dependency scan looks for HTML files; without them it would find the
      // packages only as a page asks for them, and reload that page mid-test.
      optimizeDeps: { entries: Object.values(pages).map(({ entry }) => join(root, entry)) },
      build: {
        rolldownOptions: {
          input: Object.fromEntries(
            Object.keys(pages).map((name) => [name.replace(/\.html$/, ''), join(root, name)]),
          ),
        },
      },
    }),
    resolveId: (id) => (byPath.has(id) ? id : undefined),
    load(id) {
      const page = byPath.get(id);
      return page ? shell(page) : undefined;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://bench').pathname;
        const page = byPath.get(join(root, path === '/' ? 'index.html' : path));
        if (!page) return next();
        server
          .transformIndexHtml(request.url ?? path, shell(page))
          .then((html) => {
            response.setHeader('Content-Type', 'text/html');
            response.end(html);
          })
          .catch(next);
      });
    },
  };
}

/**
 * A bench build (the harnesses, the plain app): `pages` of `root` mounted by React, built like
 * production into `outDir`, quietly (the bench reports its own sizes).
 */
export function benchBuild({
  root,
  envDir,
  outDir,
  pages,
  plugins = [],
  build = {},
}: {
  root: string;
  envDir: string;
  outDir: string;
  pages: Record<string, BenchPage>;
  plugins?: PluginOption[];
  build?: BuildEnvironmentOptions;
}): UserConfig {
  return {
    root,
    envDir,
    publicDir: false,
    plugins: [react(), ...plugins, benchPages(root, pages)],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      ...build,
    },
    logLevel: 'warn',
  };
}
