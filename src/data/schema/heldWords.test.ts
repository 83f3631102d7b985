import { describe, expect, it } from 'vitest';
import {
  cleanHeldWords,
  escapeForRe2,
  fitsTheRules,
  HELD_WORD_MAX,
  heldPattern,
  isHeld,
  patternGroups,
} from './heldWords';
import { HELD_PATTERN_GROUPS_MAX, HELD_PATTERN_MAX, HELD_WORDS_MAX } from './schema';

describe('cleanHeldWords', () => {
  it('trims, lower-cases, drops blanks and repeats, keeps the order', () => {
    expect(cleanHeldWords(['  Beer ', '', 'beer', 'Hang  Over', '   '])).toEqual([
      'beer',
      'hang over',
    ]);
  });

  it('splits lines and commas', () => {
    expect(cleanHeldWords(['a, b\nc'])).toEqual(['a', 'b', 'c']);
  });

  it(`cuts an entry to ${HELD_WORD_MAX} code points and the list to ${HELD_WORDS_MAX}`, () => {
    expect([...(cleanHeldWords(['🍺'.repeat(60)])[0] ?? '')]).toHaveLength(HELD_WORD_MAX);
    const many = Array.from({ length: 150 }, (_, i) => `word${i}`);
    expect(cleanHeldWords(many)).toHaveLength(HELD_WORDS_MAX);
  });

  it('turns an empty list into an empty list', () => {
    expect(cleanHeldWords([])).toEqual([]);
  });
});

describe('escapeForRe2', () => {
  it('makes every metacharacter literal', () => {
    const nasty = 'a.b*c+d?e(f)g[h]i{j}k|l^m$n\\o-p';
    expect(new RegExp(`^${escapeForRe2(nasty)}$`, 'u').test(nasty)).toBe(true);
  });
});

describe('heldPattern and isHeld', () => {
  const held = (words: string[], ...texts: string[]) =>
    isHeld(heldPattern(cleanHeldWords(words)), ...texts);

  it('holds nothing for an empty list', () => {
    expect(heldPattern([])).toBe('');
    expect(isHeld('', 'anything at all')).toBe(false);
  });

  // Each row: the list, the name and text or the text alone, and whether the post is held;
  // a comment above each group says what its rows show.
  it.each<[string[], string[], boolean]>([
    // finds a whole word in any case, anywhere in the text
    [['beer'], ['Free BEER!'], true],
    [['beer'], ['beer'], true],
    [['beer'], ['line one\nbeer, line two'], true],
    // does not find a word inside another word
    [['ass'], ['first class'], false],
    [['ass'], ['assume nothing'], false],
    [['ass'], ['you ass.'], true],
    // treats letters of every script as word characters
    [['bier'], ['Bieré'], false],
    [['ура'], ['УРА! С днём рождения'], true],
    // checks the name as well as the text
    [['spam'], ['Spam Bot', 'hello'], true],
    // matches a phrase across any run of spaces or line breaks
    [['hang over'], ['what a hang   over'], true],
    [['hang over'], ['hang\nover'], true],
    [['hang over'], ['hangover'], false],
    // takes metacharacters literally
    [['c++'], ['I write c++ daily'], true],
    [['c++'], ['I write cc daily'], false],
    [['.*'], ['nothing special'], false],
    [['.*'], ['a .* b'], true],
    [['(x|y)'], ['x'], false],
    [['$$$'], ['win $$$ now'], true],
    // finds an accented word however it is spelled: composed, decomposed, marks reordered
    [['café'], ['cafe\u0301 time'], true],
    [['cafe\u0301'], ['CAFÉ time'], true],
    [['việt'], ['vie\u0323\u0302t'], true],
    [['việt'], ['vie\u0302\u0323t'], true],
    [['việt'], ['viê\u0323t'], true],
    [['việt'], ['vi\u1eb9\u0302t'], true],
    [['한국'], ['한국'.normalize('NFD')], true],
    [['café'], ['cafe time'], false],
    // finds a listed symbol or number run through an emoji selector or joiner
    [['🍆🍆'], ['x🍆\ufe0f🍆'], true],
    [['🍆🍆'], ['x🍆\u200d🍆'], true],
    [['420'], ['it is 4\ufe0f20'], true],
    [['❤️'], ['love ❤'], true],
    // lets no combining mark hide a word’s edge or stop a match
    [['beer'], ['free \u0301beer'], true],
    [['beer'], ['\u0301beer'], true],
    [['beer'], ['beer\u0332'], true],
    [['ура'], ['С \u0301ура'], true],
    [['ура'], ['ура\u0332\u0333!'], true],
    [['café'], ['a café\u0332!'], true],
    // Marks belong to the letter before them: still a longer word, or a word inside one.
    [['ура'], ['ура\u0332л'], false],
    [['ура'], ['д\u0301ура'], false],
    // finds an emoji next to anything, since it has no word edge
    [['🍆'], ['nice🍆'], true],
    [['🍆'], ['nice 🍺'], false],
  ])('with %j listed, %j is held: %s', (words, texts, expected) => {
    expect(held(words, ...texts)).toBe(expected);
  });

  it('matches a phrase across no-break and other spaces, where the list has a space', () => {
    for (const gap of ['\u00a0', '\u202f', '\u3000', '\u2009', ' \u00a0\n']) {
      expect(held(['hang over'], `what a hang${gap}over`), JSON.stringify(gap)).toBe(true);
    }
  });

  it('keeps no invisible character in an entry and composes it', () => {
    expect(cleanHeldWords(['be\u200ber', 'cafe\u0301', '❤️', '\u00adbad\u2060'])).toEqual([
      'beer',
      'café',
      '❤',
      'bad',
    ]);
  });

  it('holds a look-alike letter or digit while the filter is on, listed word or not', () => {
    for (const text of ['ｆｒｅｅ ｂｅｅｒ', '𝐛𝐞𝐞𝐫', '𝓗𝓪𝓹𝓹𝔂 𝓑𝓲𝓻𝓽𝓱𝓭𝓪𝔂', 'ⓑⓔⓔⓡ']) {
      expect(held(['beer'], 'Sam', text), text).toBe(true);
      expect(held(['beer'], text, 'hi'), text).toBe(true);
      expect(isHeld('', text), text).toBe(false);
    }
    expect(held(['beer'], 'Sam', 'Happy birthday, Zoë! 🎉 1️⃣')).toBe(false);
  });

  it('holds a letter or digit under a mark no letter absorbs, while the filter is on', () => {
    expect(held(['beer'], 'b\u0332e\u0332e\u0332r\u0332')).toBe(true);
    expect(held(['beer'], 'a s\u0336a\u0336d\u0336 day')).toBe(true);
    expect(held(['beer'], 'Zoë, café at 1️⃣ #️⃣')).toBe(false);
    expect(isHeld('', 'b\u0332e\u0332e\u0332r\u0332')).toBe(false);
  });

  it('drops any format character from an entry', () => {
    expect(cleanHeldWords(['be\ufff9er', '\u0600bad'])).toEqual(['beer', 'bad']);
  });

  it.each([
    ['escaped metacharacters', '\\'],
    ['emoji', '🍆'],
    ['digits', '9'],
    ['letters with two accents', 'ệ'],
    ['letters with three accents', 'ǘ'],
  ])('stays within the rules bound for the longest list of %s', (_kind, character) => {
    const worst = Array.from({ length: HELD_WORDS_MAX }, (_, i) =>
      `${i}${character.repeat(HELD_WORD_MAX)}`.slice(0, HELD_WORD_MAX),
    );
    const kept = cleanHeldWords(worst);
    expect(heldPattern(kept).length).toBeLessThanOrEqual(HELD_PATTERN_MAX);
    expect(fitsTheRules(heldPattern(kept))).toBe(true);
    // Whole entries, the first ones first.
    expect(kept.length).toBeGreaterThan(0);
    expect(kept[0]).toBe(cleanHeldWords([worst[0] ?? ''])[0]);
  });

  it(`keeps all ${HELD_WORDS_MAX} entries of a list of plain words, or of two-word phrases`, () => {
    for (const entry of [(i: number) => `beer${i}`, (i: number) => `bad word${i}`]) {
      const words = Array.from({ length: HELD_WORDS_MAX }, (_, i) => entry(i));
      expect(cleanHeldWords(words)).toHaveLength(HELD_WORDS_MAX);
    }
  });

  it(`keeps accented words while the pattern has at most ${HELD_PATTERN_GROUPS_MAX} groups, one an accented letter`, () => {
    const words = Array.from({ length: HELD_WORDS_MAX }, (_, i) => `café${i}`);
    const kept = cleanHeldWords(words);
    expect(patternGroups(heldPattern(kept))).toBeLessThanOrEqual(HELD_PATTERN_GROUPS_MAX);
    expect(kept.length).toBeGreaterThan(HELD_PATTERN_GROUPS_MAX - 20);
    expect(kept).toEqual(words.slice(0, kept.length));
  });

  it('counts the groups a pattern opens: not an escaped bracket, not one in a class', () => {
    expect(patternGroups('(?is)(?:a|(?:b))')).toBe(3);
    expect(patternGroups('\\(x\\)[(]')).toBe(0);
    // (?is), the alternatives' group, the entries' group: the entry's brackets are literal.
    expect(patternGroups(heldPattern(['(x|y)']))).toBe(3);
  });

  it('writes the Unicode word class a constant number of times, however long the list', () => {
    // Every kind of edge: word-word, word-symbol, symbol-word, symbol-symbol.
    const kinds = [(i: number) => `w${i}`, (i: number) => `w${i}!`, (i: number) => `!w${i}`];
    const list = cleanHeldWords(
      Array.from({ length: HELD_WORDS_MAX }, (_, i) => (kinds[i % 4] ?? ((n) => `!${n}!`))(i)),
    );
    const pattern = heldPattern(list);
    expect(list).toHaveLength(HELD_WORDS_MAX);
    expect(pattern.split('\\p{L}').length - 1).toBeLessThanOrEqual(4);
    expect(isHeld(pattern, 'ok w0 there', 'nope')).toBe(true);
    expect(isHeld(pattern, 'w0x and aw0')).toBe(false);
    expect(isHeld(pattern, 'so w1!x')).toBe(true);
    expect(isHeld(pattern, 'x!w2 yes')).toBe(true);
    expect(isHeld(pattern, 'x!w2x')).toBe(false);
    expect(isHeld(pattern, 'a!99!b')).toBe(true);
  });
});
