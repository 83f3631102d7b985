import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

interface Header {
  key: string;
  value: string;
}
interface Rule {
  source: string;
  headers: Header[];
}

/**
 * `vite preview` answers with Firebase Hosting's Cache-Control headers (firebase.json), so
 * the browser suites meet the caching a visitor does: the hashed assets immutable, which is
 * what lets the app and the wall fetched ahead (src/boot/fetchAhead.ts) come out of the HTTP
 * cache offline; everything else no-cache.
 */
export function hostingCacheHeaders(): Plugin {
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
