// Stands in for src/data/reading/photos.ts in the bench harnesses (see bench/vite.bench.config.ts):
// the same exports, each image a small drawing made here instead of a Firestore read. What
// was asked for is counted in `window.photoReads`, one "thumb/id" or "photo/id" per read, as
// the real module reads each once.
import { useEffect, useState } from 'react';
import type * as real from '../../src/data/reading/photos';

declare global {
  interface Window {
    photoReads: string[];
  }
}
window.photoReads = [];

const urls = new Map<string, string>();

/** A picture in two colours, its size by kind, as a data URL (no network, nothing to release). */
function draw(kind: real.ImageKind, id: string): string {
  const hue = [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const [w, h] = kind === 'thumb' ? [480, 360] : [1600, 1200];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="hsl(${hue},60%,40%)"/><circle cx="${w / 3}" cy="${h / 2}" r="${h / 4}" fill="hsl(${(hue + 150) % 360},80%,70%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const acquireImage: typeof real.acquireImage = (kind, id) => {
  const key = `${kind}/${id}`;
  if (!urls.has(key)) {
    window.photoReads.push(key);
    urls.set(key, draw(kind, id));
  }
  return { ready: Promise.resolve(urls.get(key) ?? null), release: () => undefined };
};

export const cachedImage: typeof real.cachedImage = (kind, id) => urls.get(`${kind}/${id}`);

export const useStoredImage: typeof real.useStoredImage = (kind, id) => {
  const [, answered] = useState(0);
  useEffect(() => {
    if (id === null) return;
    void acquireImage(kind, id).ready.then(() => answered((n) => n + 1));
  }, [kind, id]);
  const url = id === null ? undefined : cachedImage(kind, id);
  if (id === null) return { status: 'idle' };
  return url ? { status: 'ready', url } : { status: 'loading' };
};

export const forgetImages: typeof real.forgetImages = () => urls.clear();
