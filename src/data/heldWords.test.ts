import { describe, expect, it } from 'vitest';
import {
  cleanHeldWords,
  escapeForRe2,
  HELD_PATTERN_MAX,
  HELD_WORD_MAX,
  HELD_WORDS_MAX,
  heldPattern,
  isHeld,
} from './heldWords';

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

  it('finds a whole word in any case, anywhere in the text', () => {
    expect(held(['beer'], 'Free BEER!')).toBe(true);
    expect(held(['beer'], 'beer')).toBe(true);
    expect(held(['beer'], 'line one\nbeer, line two')).toBe(true);
  });

  it('does not find a word inside another word', () => {
    expect(held(['ass'], 'first class')).toBe(false);
    expect(held(['ass'], 'assume nothing')).toBe(false);
    expect(held(['ass'], 'you ass.')).toBe(true);
  });

  it('treats letters of every script as word characters', () => {
    expect(held(['bier'], 'Bieré')).toBe(false);
    expect(held(['ура'], 'УРА! С днём рождения')).toBe(true);
  });

  it('checks the name as well as the text', () => {
    expect(held(['spam'], 'Spam Bot', 'hello')).toBe(true);
  });

  it('matches a phrase across any run of spaces or line breaks', () => {
    expect(held(['hang over'], 'what a hang   over')).toBe(true);
    expect(held(['hang over'], 'hang\nover')).toBe(true);
    expect(held(['hang over'], 'hangover')).toBe(false);
  });

  it('takes metacharacters literally', () => {
    expect(held(['c++'], 'I write c++ daily')).toBe(true);
    expect(held(['c++'], 'I write cc daily')).toBe(false);
    expect(held(['.*'], 'nothing special')).toBe(false);
    expect(held(['.*'], 'a .* b')).toBe(true);
    expect(held(['(x|y)'], 'x')).toBe(false);
    expect(held(['$$$'], 'win $$$ now')).toBe(true);
  });

  it('finds an emoji next to anything, since it has no word edge', () => {
    expect(held(['🍆'], 'nice🍆')).toBe(true);
    expect(held(['🍆'], 'nice 🍺')).toBe(false);
  });

  it('stays within the rules bound for the longest list', () => {
    const worst = Array.from({ length: HELD_WORDS_MAX }, (_, i) =>
      `${i}${'\\'.repeat(HELD_WORD_MAX)}`.slice(0, HELD_WORD_MAX),
    );
    expect(heldPattern(cleanHeldWords(worst)).length).toBeLessThanOrEqual(HELD_PATTERN_MAX);
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
