/** Three animated characters (art comes in the next commit). */
export function Characters() {
  return null;
}
