/** Design tokens shared by the theme and the illustrations: amber beer and pink confetti on
 * deep indigo. */
export const palette = {
  night: '#140b2e',
  dusk: '#2a1657',
  amber: '#ffb627',
  amberDeep: '#e8890c',
  foam: '#fff8e7',
  pink: '#ff5fa2',
  mint: '#3ee0b4',
  sky: '#6ec3ff',
} as const;
