import { HELD_PATTERN_GROUPS_MAX, HELD_PATTERN_MAX, HELD_WORDS_MAX } from './schema';

/**
 * The organizer's word filter, as one pure module: the list a moderator types, cleaned, and
 * the pattern firestore.rules matches a post's name and text against (RE2, whole string). The
 * rules cannot build a pattern from a list, so /moderate stores both side by side in
 * settings/wall, and this function is the only thing that ever writes the pattern.
 *
 * Whole words, case-insensitive: an entry that starts (ends) with a letter, digit or
 * underscore must not have another one just before (after) it, combining marks aside (they
 * belong to the character before them: EDGE_BEFORE), so "ass" holds "you ass!" but not
 * "class". An entry that starts or ends with something else (an emoji, "$$$") has no
 * word edge there to respect, so it is found anywhere. Every RE2 metacharacter is escaped,
 * so an entry is always literal text, never a pattern of its own.
 */
import { EMOJI_FORMAT, hasLookalike, removeHiddenFormat } from './text';

/**
 * Each entry at most this many code points (cleanHeldWords cuts them; the rules cannot check
 * every entry of a list, and bound the count and the pattern's length instead: HELD_WORDS_MAX
 * and HELD_PATTERN_MAX in ./schema).
 */
export const HELD_WORD_MAX = 40;

/**
 * Between the words of a phrase: any run of tabs, line breaks and spaces of every kind (the
 * no-break space U+00A0, the narrow one, the ideographic one...). \p{Zs} reads alike in RE2
 * and JavaScript's u flag; RE2's \s is ASCII-only.
 */
const PHRASE_GAP = '[\\t\\n\\p{Zs}]+';

/**
 * After a symbol or a digit, where the rules let an emoji's variation selector or joiner stand
 * (src/data/schema/text.ts), any of those: a listed '🍆🍆' or '420' still matches when a
 * script puts one inside it. Literal characters, which both engines read alike in a class.
 */
const EMOJI_FORMAT_RUN = '[\ufe00-\ufe0f\u200d]*';
const TAKES_EMOJI_FORMAT = /^[\p{S}\p{N}#*]$/u;

/** Anything but a letter, mark or digit in any script or the underscore: a word's edge. */
const NOT_WORD_CHAR = '[^\\p{L}\\p{M}\\p{N}_]';
const WORD_EDGE = /^[\p{L}\p{M}\p{N}_]$/u;
/**
 * A word's edges, where an entry starts or ends with a word character. A combining mark
 * belongs to the character before it, so marks count on neither side: one drawn on the space
 * before a word ('free \u0301beer') leaves the edge a reader sees, and marks after the word's
 * last letter ('beer\u0332', underlined) do not make it a longer word.
 */
const EDGE_BEFORE = `(?:.*${NOT_WORD_CHAR})?\\p{M}*`;
const EDGE_AFTER = `\\p{M}*(?:${NOT_WORD_CHAR}.*)?`;

/**
 * The list as it will be stored: invisible format characters and emoji joiners and selectors
 * removed, composed (NFC), trimmed, inner whitespace runs made one space, lower-cased, at
 * most HELD_WORD_MAX code points, blanks and repeats dropped, at most HELD_WORDS_MAX entries
 * and as many as keep the pattern one the rules engine can match (fitsTheRules), in the order
 * given. Takes one entry per line or comma-separated.
 */
export function cleanHeldWords(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of entries.flatMap((entry) => entry.split(/[,\n]/))) {
    const visible = removeHiddenFormat(raw).replace(EMOJI_FORMAT, '').normalize('NFC');
    const entry = [...visible.trim().replace(/\s+/gu, ' ').toLowerCase()]
      .slice(0, HELD_WORD_MAX)
      .join('')
      .trim();
    if (entry !== '' && !seen.has(entry)) {
      seen.add(entry);
      // An entry that takes the pattern past the rules' bound is left out, and so are the rest.
      if (!fitsTheRules(heldPattern([...seen]))) {
        seen.delete(entry);
        break;
      }
    }
    if (seen.size === HELD_WORDS_MAX) break;
  }
  return [...seen];
}

/**
 * Whether the rules engine can match `pattern`: at most HELD_PATTERN_MAX characters and
 * HELD_PATTERN_GROUPS_MAX groups. A longer one makes every post's check an error, so every
 * post would be refused.
 */
export function fitsTheRules(pattern: string): boolean {
  return pattern.length <= HELD_PATTERN_MAX && patternGroups(pattern) <= HELD_PATTERN_GROUPS_MAX;
}

/** How many groups `pattern` opens: each unescaped '(' outside a class, flags included. */
export function patternGroups(pattern: string): number {
  let groups = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const character = pattern[i];
    if (character === '\\') i += 1;
    else if (inClass) inClass = character !== ']';
    else if (character === '[') inClass = true;
    else if (character === '(') groups += 1;
  }
  return groups;
}

/**
 * Every way Unicode spells `cluster` (a character and the marks on it) that is canonically
 * the same: composed ('é'), decomposed ('e' and U+0301), partly composed, marks in any
 * order that normalizes alike. The rules cannot normalize a post, so the pattern lists them.
 */
export function canonicalSpellings(cluster: string): string[] {
  const decomposed = cluster.normalize('NFD');
  const [base = '', ...marks] = [...decomposed];
  const spellings = new Set([cluster.normalize('NFC'), decomposed]);
  // Three marks make 6 orders: beyond that (rare) the two normal forms stand.
  if (marks.length > 0 && marks.length <= 3) {
    for (const order of permutations(marks)) {
      for (let composed = 0; composed <= order.length; composed += 1) {
        const head = (base + order.slice(0, composed).join('')).normalize('NFC');
        const spelling = head + order.slice(composed).join('');
        if (spelling.normalize('NFD') === decomposed) spellings.add(spelling);
      }
    }
  }
  return [...spellings];
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

/** One word of an entry as RE2 matches it: each character in every spelling, escaped. */
function wordPattern(word: string): string {
  // A cluster: a character with the combining marks after it (Hangul syllables included).
  const clusters = word.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];
  return clusters
    .map((cluster) => {
      const spellings = canonicalSpellings(cluster);
      const [base = '', ...marks] = [...cluster];
      // A symbol or digit (an emoji, a keycap's digit) may carry a selector or joiner.
      if (spellings.length === 1 && TAKES_EMOJI_FORMAT.test(base)) {
        return escapeForRe2(base) + EMOJI_FORMAT_RUN + escapeForRe2(marks.join(''));
      }
      const escaped = spellings.map(escapeForRe2);
      return escaped.length === 1 ? (escaped[0] ?? '') : `(?:${escaped.join('|')})`;
    })
    .join('');
}

/** `text` with every character RE2 treats specially escaped, so it matches itself. */
export function escapeForRe2(text: string): string {
  // Not '-': outside a class it is literal in both, and JavaScript's u flag refuses '\-'.
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

/**
 * The RE2 pattern that matches a whole name or text containing any entry of `words` (already
 * cleaned) as a whole word, ignoring case; '' for an empty list (the rules then hold
 * nothing: an empty pattern would match only the empty string, which is refused anyway).
 */
export function heldPattern(words: readonly string[]): string {
  if (words.length === 0) return '';
  // Entries are grouped by their edges, so the large Unicode class appears at most four times
  // however long the list (RE2 bounds a program's size): A(w1|w2)B matches as Aw1B|Aw2B.
  const groups = new Map<string, { before: string; after: string; bodies: string[] }>();
  for (const word of words) {
    const characters = [...word];
    const before = WORD_EDGE.test(characters[0] ?? '') ? EDGE_BEFORE : '.*';
    const after = WORD_EDGE.test(characters.at(-1) ?? '') ? EDGE_AFTER : '.*';
    // Inner spaces of a phrase match any run of spaces of any kind, tabs and line breaks.
    const body = word.split(' ').map(wordPattern).join(PHRASE_GAP);
    const group = groups.get(before + after) ?? { before, after, bodies: [] };
    group.bodies.push(body);
    groups.set(before + after, group);
  }
  const alternatives = [...groups.values()].map(
    ({ before, after, bodies }) => `${before}(?:${bodies.join('|')})${after}`,
  );
  return `(?is)(?:${alternatives.join('|')})`;
}

/**
 * The same test in JavaScript, so the form knows before sending that a post will be held. RE2
 * and JavaScript's `u` flag read these patterns alike (Unicode classes, escapes, (?i) as `i`,
 * (?s) as `s`); tests/rules prove the rules engine agrees with this on the same cases. While
 * the filter is on, a look-alike letter or digit holds a post too ('𝐛𝐞𝐞𝐫': hasLookalike),
 * as the rules' lookalikePattern() does: a pattern over the stored text cannot read it.
 */
export function isHeld(pattern: string, ...texts: readonly string[]): boolean {
  if (pattern === '') return false;
  const flags = /^\(\?is\)/.exec(pattern) ? 'isu' : 'u';
  const source = pattern.replace(/^\(\?is\)/, '');
  const whole = new RegExp(`^(?:${source})$`, flags);
  return texts.some((text) => hasLookalike(text) || whole.test(text));
}
