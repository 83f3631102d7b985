/** Keeps the wall's place while its chunk loads. */
export function WallPlaceholder() {
  return null;
}
