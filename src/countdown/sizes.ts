/** A length the theme's `sx` takes: a number of spacing units, any CSS length, or per breakpoint. */
export type Length =
  number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number | string>>;

/** The four boxes' dimensions. */
export interface TimeBoxSizes {
  gap: Length;
  maxWidth: Length;
  py: Length;
  digits: Length;
  label: Length;
}

/** The 'TIME TO CELEBRATE!' banner's dimensions. */
export interface BannerSizes {
  fontSize: Length;
  px: Length;
  py: Length;
}

/**
 * How big the countdown is drawn. The page's column is the default; the party screen passes
 * its own TV sizes, so none of them ship in the visitor's chunk.
 */
export interface CountdownSizes {
  gap: Length;
  /** A CSS height for the glass (its width follows); the page's 236 px when absent. */
  glassHeight?: string;
  boxes: TimeBoxSizes;
  banner: BannerSizes;
}

export const PAGE_BOXES: TimeBoxSizes = {
  gap: { xs: 1, sm: 2 },
  maxWidth: 560,
  py: { xs: 1.5, sm: 2.5 },
  digits: { xs: '1.9rem', sm: '3rem' },
  label: { xs: '0.75rem', sm: '0.95rem' },
};

export const PAGE_BANNER: BannerSizes = {
  fontSize: { xs: '2rem', sm: '3.25rem' },
  px: { xs: 2, sm: 3 },
  py: { xs: 1, sm: 1.5 },
};
