import { HIDDEN_FORMAT_CLASS, LOOKALIKE_CLASS, UNICODE_VERSION } from './unicodeClasses';
import { cleanText, hasLookalike } from './text';

/**
 * src/data/schema/unicodeClasses.ts is generated (scripts/build/unicodeClasses.mjs); these prove it
 * complete against this Node's own tables, code point by code point, with the definitions
 * written out again here rather than taken from the generator.
 */
/** Every code point (surrogates aside) on which `inClass` and `definition` disagree. */
function disagreements(inClass: RegExp, definition: (character: string) => boolean): string[] {
  const found: string[] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const character = String.fromCodePoint(codePoint);
    if (inClass.test(character) !== definition(character)) found.push(hex(codePoint));
  }
  return found;
}

/** The class body as a JavaScript class that matches one whole character. */
function member(re2: string): RegExp {
  return new RegExp(`^[${re2.replace(/\\x\{([0-9a-f]+)\}/g, '\\u{$1}')}]$`, 'u');
}

const hex = (codePoint: number) => codePoint.toString(16);
const REGENERATE = 'run node scripts/build/unicodeClasses.mjs';

it("was generated from this Node's Unicode version", () => {
  expect(UNICODE_VERSION, REGENERATE).toBe(process.versions.unicode);
});

describe('the look-alikes', () => {
  // A letter or digit in disguise: its NFKC form holds an ASCII letter or digit it is not.
  const isLookalike = (character: string) =>
    !/^[A-Za-z0-9]$/.test(character) && /[A-Za-z0-9]/.test(character.normalize('NFKC'));

  it('are exactly the characters whose NFKC form holds an ASCII letter or digit', () => {
    expect(disagreements(member(LOOKALIKE_CLASS), isLookalike), REGENERATE).toEqual([]);
  });

  it('take in the families a guest meets, and no plain letter, accent, script or emoji', () => {
    for (const text of [
      'ｂ',
      '𝐛',
      '𝓑',
      '𝔟',
      '𝕓',
      'ⓑ',
      '⒝',
      '🄱',
      'ﬁ',
      '²',
      'ſ',
      '\u212a',
      'Ⅻ',
      '㎏',
    ]) {
      expect(hasLookalike(`a ${text} z`), text).toBe(true);
    }
    for (const text of ['beer', 'Zoë', 'café', 'С днём', 'عيد', '🎉', '🇳🇿', '1️⃣', 'ß', 'æ']) {
      expect(hasLookalike(text), text).toBe(false);
    }
  });

  it('fit the rules engine: one class of ranges within 4,096 characters', () => {
    expect(LOOKALIKE_CLASS.length).toBeLessThan(4096 - 10);
  });
});

/** The joiner, the variation selectors and the tags: an emoji sequence's own. */
const isEmojiFormat = (codePoint: number) =>
  codePoint === 0x200d ||
  (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
  (codePoint >= 0xe0020 && codePoint <= 0xe007f);

describe('the hidden format characters', () => {
  const isHidden = (character: string) =>
    /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u.test(character) &&
    !isEmojiFormat(character.codePointAt(0) ?? 0);

  it('are every format character and default-ignorable code point but the emoji’s three', () => {
    expect(disagreements(member(HIDDEN_FORMAT_CLASS), isHidden), REGENERATE).toEqual([]);
  });

  it('are removed by the form wherever they stand, U+FFF9 and the newest ones too', () => {
    for (const codePoint of [0xfff9, 0xfffb, 0x600, 0x890, 0x13430, 0x1343f, 0x110cd]) {
      expect(cleanText(`be${String.fromCodePoint(codePoint)}er`, false), hex(codePoint)).toBe(
        'beer',
      );
    }
  });
});
