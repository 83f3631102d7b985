import type { Plugin } from 'vite';

/** A Vite plugin that replaces each real module (by resolved path) with its stand-in. */
export function moduleSwap(
  name: string,
  swaps: ReadonlyMap<string, string>,
  modules?: ReadonlyMap<string, string>,
): Plugin;
