/**
 * What the wall accepts as text. firestore.rules refuses the same characters with RE2
 * patterns (blankPattern, controlPattern, lineBreakPattern); tests/rules/limits-agree.test.ts
 * checks every character against both, so the form never sends what the rules refuse.
 */

/**
 * Characters that show nothing on their own: every whitespace JavaScript's trim() removes,
 * zero-width characters, direction marks and fillers. Text made only of these is blank.
 */
// U+034F (a combining mark) leads the class, where it joins no character before it.
const INVISIBLE =
  '\\u034f\\t-\\r \\u00a0\\u00ad\\u061c\\u115f\\u1160\\u1680\\u180e\\u2000-\\u200f' +
  '\\u2028-\\u202f\\u205f-\\u2064\\u2066-\\u2069\\u2800\\u3000\\u3164\\ufeff\\uffa0';
const BLANK = new RegExp(`^[${INVISIBLE}]*$`);

/** C0 controls other than tab and newline, DEL and C1 controls: never stored. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** True when the text has nothing a reader could see (empty included). */
export function isBlank(text: string): boolean {
  return BLANK.test(text);
}

/**
 * Removes what must never be stored: control characters and half surrogate pairs. Line
 * breaks become `\n`; in a single-line field (the name) tabs and line breaks become spaces.
 */
export function cleanText(text: string, singleLine: boolean): string {
  const lines = text.replace(/\r\n?/g, '\n');
  return (singleLine ? lines.replace(/[\t\n]/g, ' ') : lines)
    .replace(CONTROL, '')
    .replace(LONE_SURROGATE, '');
}

/**
 * Cuts to `max` UTF-16 units, the unit the inputs' maxLength counts, without leaving half of
 * a surrogate pair at the end. The rules' size() never counts more than that (it counts
 * UTF-16 units in the emulator), so text cut here is always within their limit too.
 */
export function cutToLimit(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}
