import { palette } from './palette';

const AVATAR_COLOURS = [palette.amber, palette.pink, palette.mint, palette.sky] as const;

/** A card's avatar colour: the same name always gets the same one. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? palette.amber;
}
