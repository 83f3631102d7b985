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

/**
 * Format characters that show nothing and could hide inside a word, so a listed word would
 * slip past the word filter ("be\u200ber"): the default-ignorable code points (soft hyphen,
 * combining grapheme joiner, zero-width space and non-joiner, direction marks and the bidi
 * embeddings, overrides and isolates, word joiner and invisible operators, fillers, the BOM,
 * tags outside a flag, ...). Never stored. RE2 syntax: this string is the one source of both
 * the form's class below and firestore.rules' hiddenFormatPattern().
 */
export const HIDDEN_FORMAT_CLASS =
  '\\x{ad}\\x{34f}\\x{61c}\\x{115f}\\x{1160}\\x{17b4}\\x{17b5}\\x{180b}-\\x{180f}\\x{200b}\\x{200c}' +
  '\\x{200e}\\x{200f}\\x{202a}-\\x{202e}\\x{2060}-\\x{206f}\\x{3164}\\x{feff}\\x{ffa0}' +
  '\\x{fff0}-\\x{fff8}\\x{1bca0}-\\x{1bca3}\\x{1d173}-\\x{1d17a}\\x{e0000}-\\x{e001f}\\x{e0080}-\\x{e0fff}';

/**
 * The format characters emoji need, kept only where an emoji sequence has them: a variation
 * selector after a symbol or a digit (a keycap: 1\ufe0f\u20e3), the zero-width joiner between
 * two symbols (after a variation selector too: 🏳️‍🌈), and tag characters after the black
 * flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿). Between letters, where they could split a listed word, they are refused.
 */
const VARIATION_SELECTORS = '\\x{fe00}-\\x{fe0f}';
// A symbol: \p{S}, and the emoji blocks by range, since an engine with older Unicode tables
// (the Cloud CLI's emulator) does not know 🏳 or 🏽 as symbols yet.
const SYMBOLS = '\\p{S}\\x{1f000}-\\x{1faff}';
const VS_AFTER = `${SYMBOLS}\\p{N}#*`;
const ZWJ = '\\x{200d}';
const ZWJ_AFTER = `${SYMBOLS}\\x{fe0f}`;
const TAGS = '\\x{e0020}-\\x{e007f}';
const TAGS_AFTER = `\\x{1f3f4}${TAGS}`;

/**
 * firestore.rules' hiddenFormatPattern(), built here (RE2, matched against the whole string):
 * text with a hidden format character, or an emoji's format character out of its sequence.
 * tests/rules/limits-agree.test.ts checks the rules file holds exactly this string.
 */
export const RULES_HIDDEN_FORMAT_PATTERN =
  `(?s)(?:(?:.*[${HIDDEN_FORMAT_CLASS}]` +
  `|(?:.*[^${VS_AFTER}])?[${VARIATION_SELECTORS}]` +
  `|(?:.*[^${ZWJ_AFTER}])?${ZWJ}` +
  `|(?:.*[^${TAGS_AFTER}])?[${TAGS}]).*` +
  `|.*${ZWJ}(?:[^${SYMBOLS}].*)?)`;

/** An RE2 class body as JavaScript's u flag spells it (\x{a0} is \u{a0} there). */
function toJs(re2: string): string {
  return re2.replace(/\\x\{([0-9a-f]+)\}/gi, '\\u{$1}');
}

/** Each hidden or misplaced format character, as the form finds it to remove it. */
const MISPLACED_FORMAT = new RegExp(
  [
    `[${toJs(HIDDEN_FORMAT_CLASS)}]`,
    `(?<![${toJs(VS_AFTER)}])[${toJs(VARIATION_SELECTORS)}]`,
    `(?<![${toJs(ZWJ_AFTER)}])${toJs(ZWJ)}`,
    `${toJs(ZWJ)}(?![${toJs(SYMBOLS)}])`,
    `(?<![${toJs(TAGS_AFTER)}])[${toJs(TAGS)}]`,
  ].join('|'),
  'gu',
);

/** Every format character an emoji sequence may carry, for the word filter's entries. */
export const EMOJI_FORMAT = new RegExp(`[${toJs(VARIATION_SELECTORS)}${toJs(ZWJ)}]`, 'gu');

/** `text` without hidden format characters and without emoji joiners out of their place. */
export function removeHiddenFormat(text: string): string {
  let cleaned = text;
  // Removing one can leave its neighbour out of place (a joiner after a removed selector).
  for (let before = ''; before !== cleaned;) {
    before = cleaned;
    cleaned = cleaned.replace(MISPLACED_FORMAT, '');
  }
  return cleaned;
}
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** True when the text has nothing a reader could see (empty included). */
export function isBlank(text: string): boolean {
  return BLANK.test(text);
}

/**
 * Removes what must never be stored: control characters, half surrogate pairs, and format
 * characters that show nothing (removeHiddenFormat). Line breaks, the line and paragraph
 * separators (U+2028, U+2029) included, become `\n`; in a single-line field (the name) tabs
 * and line breaks become spaces.
 */
export function cleanText(text: string, singleLine: boolean): string {
  const lines = text.replace(/\r\n?|[\u2028\u2029]/g, '\n');
  return removeHiddenFormat(
    (singleLine ? lines.replace(/[\t\n]/g, ' ') : lines)
      .replace(CONTROL, '')
      .replace(LONE_SURROGATE, ''),
  );
}

/**
 * The text as the form sends it: cleaned, in Unicode's composed form (NFC: 'é' as one
 * character, not 'e' and a combining accent) and trimmed.
 */
export function textToSend(text: string, singleLine: boolean): string {
  return cleanText(text, singleLine).normalize('NFC').trim();
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
