/**
 * What the wall accepts as text. firestore.rules refuses the same characters with RE2
 * patterns (blankPattern, controlPattern, lineBreakPattern, hiddenFormatPattern), built here,
 * and holds look-alike letters with lookalikePattern; tests/rules/limits-agree.test.ts checks
 * every character against both, so the form never sends what the rules refuse.
 */
import { HIDDEN_FORMAT_CLASS, LOOKALIKE_CLASS } from './unicodeClasses';

/** C0 controls other than tab and newline, DEL and C1 controls: never stored. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * HIDDEN_FORMAT_CLASS: characters that show nothing and could hide inside a word, so a listed
 * word would slip past the word filter ("be\u200ber"): every format character (category Cf)
 * and default-ignorable code point (soft hyphen, combining grapheme joiner, zero-width space
 * and non-joiner, direction marks and bidi controls, word joiner, fillers, the BOM, stray
 * tags, U+FFF9's annotations, ...) but the three an emoji sequence uses (below). Never
 * stored. Generated from Node's tables (src/data/schema/unicodeClasses.ts); RE2 syntax, the one
 * source of both the form's class below and firestore.rules' hiddenFormatPattern().
 */
export { HIDDEN_FORMAT_CLASS };

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
 * Every format character by its category (Cf), in the engine's own tables, but the joiner
 * and the tags, which an emoji sequence may carry in its place: so a character Unicode makes
 * Cf after Node's tables is refused by an engine that knows it. "Not (not Cf, or one of
 * these)" is Cf less these, in RE2 and in JavaScript's u flag alike. HIDDEN_FORMAT_CLASS
 * lists the same characters as Node knows them, for engines with older tables.
 */
const FORMAT_CATEGORY = `[^\\P{Cf}${ZWJ}${TAGS}]`;

/**
 * firestore.rules' hiddenFormatPattern(), built here (RE2, matched against the whole string):
 * text with a hidden format character, or an emoji's format character out of its sequence.
 * tests/rules/limits-agree.test.ts checks the rules file holds exactly this string.
 */
export const RULES_HIDDEN_FORMAT_PATTERN =
  `(?s)(?:(?:.*[${HIDDEN_FORMAT_CLASS}]` +
  `|.*${FORMAT_CATEGORY}` +
  `|(?:.*[^${VS_AFTER}])?[${VARIATION_SELECTORS}]` +
  `|(?:.*[^${ZWJ_AFTER}])?${ZWJ}` +
  `|(?:.*[^${TAGS_AFTER}])?[${TAGS}]).*` +
  `|.*${ZWJ}(?:[^${SYMBOLS}].*)?)`;

/**
 * Characters that show nothing on their own: every whitespace JavaScript's trim() removes,
 * the braille blank and the Hangul fillers, every format character and variation selector
 * (a joiner or a selector an emoji sequence may keep: '\u2800\ufe0f' is as blank as
 * '\u2800') and the hidden characters above. Text made only of these is blank. RE2 syntax.
 */
const BLANK_CLASS =
  '\\t-\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{2800}' +
  `\\x{3000}\\p{Cf}${VARIATION_SELECTORS}${HIDDEN_FORMAT_CLASS}`;

/** firestore.rules' blankPattern(): a name or text with nothing a reader could see. */
export const RULES_BLANK_PATTERN = `[${BLANK_CLASS}]*`;

/**
 * An ASCII letter or digit under a combining mark ('b\u0332e\u0332e\u0332r\u0332', underlined;
 * struck through with U+0336): the fancy-text makers' other way of spelling a word, which a
 * listed word's pattern would miss. Composed text (NFC, as the form sends it) has no such
 * pair where Unicode has a letter for it ('é'), so this finds only marks no letter absorbs.
 * Not an emoji's selector or keycap mark (1\ufe0f\u20e3).
 */
const MARKED_ASCII = `[A-Za-z0-9][^\\P{M}${VARIATION_SELECTORS}\\x{20e3}]`;

/**
 * firestore.rules' lookalikePattern(): text holding a compatibility look-alike of an ASCII
 * letter or digit ('ｆｒｅｅ ｂｅｅｒ', '𝐛𝐞𝐞𝐫', 'ⓑⓔⓔⓡ'; src/data/schema/unicodeClasses.ts, generated
 * from Node's NFKC), or one under a combining mark. While the word filter is on, such a post
 * waits for a moderator.
 */
export const RULES_LOOKALIKE_PATTERN = `(?s).*(?:[${LOOKALIKE_CLASS}]|${MARKED_ASCII}).*`;

/** An RE2 class body as JavaScript's u flag spells it (\x{a0} is \u{a0} there). */
function toJs(re2: string): string {
  return re2.replace(/\\x\{([0-9a-f]+)\}/gi, '\\u{$1}');
}

const BLANK = new RegExp(`^${toJs(RULES_BLANK_PATTERN)}$`, 'u');
const LOOKALIKE = new RegExp(`[${toJs(LOOKALIKE_CLASS)}]|${toJs(MARKED_ASCII)}`, 'u');

/** Each hidden or misplaced format character, as the form finds it to remove it. */
const MISPLACED_FORMAT = new RegExp(
  [
    `[${toJs(HIDDEN_FORMAT_CLASS)}]`,
    toJs(FORMAT_CATEGORY),
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
 * True when the text holds a look-alike of an ASCII letter or digit, or one under a combining
 * mark (RULES_LOOKALIKE_PATTERN).
 */
export function hasLookalike(text: string): boolean {
  return LOOKALIKE.test(text);
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

/**
 * A photo's alt text: the guest's, trimmed, or "Photo from {name}" when blank. The one place
 * the default is made: a post is stored with it (posting/sendPost.ts), and a stored photo
 * written around the rules without one reads with it (reading/parseMessage.ts).
 */
export function photoAltText(alt: string, authorName: string): string {
  const text = alt.trim();
  return isBlank(text) ? `Photo from ${authorName}` : text;
}
