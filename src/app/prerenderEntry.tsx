import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { config } from '../config/config';
import { OVER_EVERYWHERE_MS } from '../countdown/prerenderedCountdown';

export interface PrerenderOptions {
  /** When the build runs (ms since the epoch): the earliest moment anyone opens the page. */
  builtAt: number;
}

export interface Prerendered {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** Whether it shows the countdown as over; the browser must hydrate with the same. */
  over: boolean;
  /** emotion's `<style data-emotion="css …">` tags for that HTML, for the `<head>`. */
  styles: string;
}

/**
 * The page at `path` as the browser's first render draws it, for the build to write into
 * index.html (scripts/build/prerender.mjs). It is the browser's tree (src/app/App.tsx: the same
 * providers and routes; the router adds no element) with a memory router in place of the
 * browser one. Nothing in it reads the clock or waits for a lazy chunk: the
 * countdown draws its '--' state, or its finished state when the build runs well after the
 * birthday (PrerenderedOver), and lazy parts their placeholders until hydration.
 *
 * Styles go to a cache with the key the browser's default emotion cache uses ('css'), so
 * on load emotion recognises the extracted tags as its own and inserts none of them again.
 */
export function render(path: string, { builtAt }: PrerenderOptions): Prerendered {
  const over = builtAt >= config.target.getTime() + OVER_EVERYWHERE_MS;
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders prerenderedOver={over}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </CacheProvider>,
  );
  return { html, over, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
