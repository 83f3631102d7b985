import type { Theme } from '@mui/material/styles';

/**
 * A length for the party screen's TV layout: `vh` percent of the viewport's height on a
 * 16:9 screen (the same share at 720p and at 4K, so it reads alike from across the room),
 * shrinking with the width on a narrower landscape screen so nothing outgrows its column.
 */
export function tvSize(vh: number): string {
  const vw = Math.round(((vh * 9) / 16) * 1000) / 1000;
  return `min(${vh}vh, ${vw}vw)`;
}

/** The TV's display text: the headline's face at `vh` (see tvSize), to spread into an `sx`. */
export function tvDisplay(vh: number, fontWeight: number) {
  return {
    fontFamily: (theme: Theme) => theme.typography.h1.fontFamily,
    fontWeight,
    fontSize: tvSize(vh),
  };
}
