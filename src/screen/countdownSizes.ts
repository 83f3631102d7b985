import type { CountdownSizes } from '../countdown/sizes';
import { tvSize } from './tvSize';

/** The countdown on the TV: the same share of the screen at 720p and at 4K. */
export const SCREEN_COUNTDOWN_SIZES: CountdownSizes = {
  gap: tvSize(2),
  glassHeight: tvSize(20),
  boxes: {
    gap: tvSize(1.5),
    maxWidth: 'none',
    py: tvSize(1.4),
    digits: tvSize(6.5),
    label: tvSize(1.9),
  },
  banner: { fontSize: tvSize(6), px: tvSize(3), py: tvSize(1.5) },
};
