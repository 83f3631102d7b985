/**
 * The four reactions' drawings (🍻 ❤️ 😂 🎉) as SVG images, for CSS: a card's four buttons
 * draw them with one background each (WallCardStyles), not four inline SVG trees, so a wall
 * of hundreds of cards stays light; the screen and the keepsake show them through
 * ReactionGlyph. Each is a few shapes on a 32-unit square, like src/ui/glyphs.tsx.
 */
const svg = (body: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`,
  )}")`;

const MUG =
  '<path d="M6 15H3.5A1.5 1.5 0 0 0 2 16.5v5A1.5 1.5 0 0 0 3.5 23H6" fill="none" stroke="#ffb627" stroke-width="2"/>' +
  '<rect x="6" y="10" width="10" height="17" rx="2" fill="#ffb627"/>' +
  '<rect x="5" y="7" width="12" height="5" rx="2.5" fill="#fff8e8"/>';

/** CSS `url(...)` values, by kind (REACTION_KINDS in src/data/schema/schema.ts). */
export const REACTION_ART = {
  cheers: svg(
    `<g transform="rotate(12 11 18)">${MUG}</g><g transform="matrix(-1 0 0 1 32 0)"><g transform="rotate(12 11 18)">${MUG}</g></g>`,
  ),
  love: svg(
    '<path d="M16 29S3 20.8 3 12.4C3 7.6 6.6 4 11 4c2.3 0 4 1.1 5 2.7C17 5.1 18.7 4 21 4c4.4 0 8 3.6 8 8.4C29 20.8 16 29 16 29z" fill="#ff4f6d"/>',
  ),
  haha: svg(
    '<circle cx="16" cy="16" r="13" fill="#ffc83d"/>' +
      '<path d="M8.5 10.5l4.5 2.8-4.5 2.8M23.5 10.5L19 13.3l4.5 2.8" fill="none" stroke="#5b3a00" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>' +
      '<path d="M8.5 19h15a7.5 7.5 0 0 1-15 0z" fill="#5b3a00"/>' +
      '<path d="M3.5 15c-2.5 3.5-2.5 6 0 7 2.5-1 2.5-3.5 0-7zM28.5 15c-2.5 3.5-2.5 6 0 7 2.5-1 2.5-3.5 0-7z" fill="#6ec3ff"/>',
  ),
  party: svg(
    '<path d="M3 29l6.5-17.5 11 11z" fill="#ffb627"/>' +
      '<path d="M7.2 18l6.8 6.8M5.3 23.3l3.4 3.4" stroke="#ff5fa2" stroke-width="2"/>' +
      '<path d="M14 9c0-3 2-5.5 5-6.5M20 15c3-1.5 6.5-.5 9 1.5" fill="none" stroke="#6ec3ff" stroke-width="2" stroke-linecap="round"/>' +
      '<circle cx="24" cy="6" r="2" fill="#ff5fa2"/><circle cx="27" cy="11" r="1.6" fill="#7be0ad"/>' +
      '<circle cx="17" cy="5.5" r="1.4" fill="#7be0ad"/>' +
      '<rect x="21" y="9.5" width="3" height="3" rx=".6" fill="#ffb627" transform="rotate(30 22.5 11)"/>',
  ),
} as const;
