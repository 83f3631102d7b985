import { cleanText, cutToLimit, hasLookalike, isBlank, textToSend } from './text';

const char = (codePoint: number) => String.fromCodePoint(codePoint);
const BMP = Array.from({ length: 0x10000 }, (_, codePoint) => codePoint).filter(
  (codePoint) => codePoint < 0xd800 || codePoint > 0xdfff,
);

describe('isBlank', () => {
  // Each row: whether the text is blank, what it is, and the text.
  it.each<[boolean, string, string]>([
    [true, 'empty', ''],
    [true, 'spaces', '   '],
    [true, 'tabs and newlines', '\t\n\t\r\n'],
    [true, 'non-breaking spaces', '\u00a0\u00a0'],
    [true, 'an ideographic space', '\u3000'],
    [true, 'en, em and thin spaces', '\u2002\u2003\u2009'],
    [true, 'a narrow no-break space', '\u202f'],
    [true, 'line and paragraph separators', '\u2028\u2029'],
    [true, 'a byte-order mark', '\ufeff'],
    [true, 'zero-width space, joiners and word joiner', '\u200b\u200c\u200d\u2060'],
    [true, 'direction marks and isolates', '\u200e\u200f\u061c\u2066\u2069\u202e'],
    [true, 'a soft hyphen', '\u00ad'],
    [true, 'Hangul fillers', '\u3164\u115f\u1160\uffa0'],
    [true, 'a braille blank', '\u2800'],
    [true, 'a mixture', ' \u00a0\u200b\t\u3000\u200d '],
    [true, 'a braille blank with an emoji selector', '\u2800\ufe0f'],
    [true, 'braille blanks an emoji joiner keeps together', '\u2800\u200d\u2800'],
    [true, 'a Hangul filler with a text selector', '\u3164\ufe0e'],
    [true, 'format characters of every kind', '\ufff9\u0600\u{13430}\u{e0001}'],
    [false, 'a letter', 'a'],
    [false, 'a letter among spaces', ' \u00a0a\u200b '],
    [false, 'an accented letter', 'é'],
    [false, 'a lone combining mark (drawn on a dotted circle)', '\u0301'],
    [false, 'an emoji', '🎉'],
    [false, 'a ZWJ family', '👨‍👩‍👧'],
    [false, 'a flag', '🇳🇿'],
    [false, 'Arabic', 'مرحبا'],
    [false, 'Hebrew', 'שלום'],
    [false, 'a dot', '.'],
    [false, 'markup', '<b></b>'],
  ])('is %s for %s', (blank, _case, text) => {
    expect(isBlank(text)).toBe(blank);
  });

  it('treats every character that trim() removes as blank', () => {
    const trimmed = BMP.filter((codePoint) => char(codePoint).trim() === '');
    expect(trimmed.length).toBeGreaterThan(20);
    expect(trimmed.filter((codePoint) => !isBlank(char(codePoint)))).toEqual([]);
  });
});

describe('cleanText', () => {
  const controls = [
    ...Array.from({ length: 0x20 }, (_, codePoint) => codePoint),
    ...Array.from({ length: 0x21 }, (_, offset) => 0x7f + offset),
  ].filter((codePoint) => codePoint !== 0x09 && codePoint !== 0x0a && codePoint !== 0x0d);

  it.each(controls.map((codePoint) => [codePoint.toString(16).padStart(4, '0'), codePoint]))(
    'removes U+%s from both kinds of field',
    (_hex, codePoint) => {
      expect(cleanText(`a${char(codePoint)}b`, false)).toBe('ab');
      expect(cleanText(`a${char(codePoint)}b`, true)).toBe('ab');
    },
  );

  it('keeps tabs and line breaks in a message, as \\n', () => {
    expect(cleanText('a\tb\nc\r\nd\re', false)).toBe('a\tb\nc\nd\ne');
  });

  it('turns tabs and line breaks in a name into spaces', () => {
    expect(cleanText('Sam\tand\nKim\r\nLee\rAl', true)).toBe('Sam and Kim Lee Al');
  });

  it('removes half surrogate pairs and keeps whole ones', () => {
    expect(cleanText('a\ud83cb', false)).toBe('ab');
    expect(cleanText('a\udf89b', false)).toBe('ab');
    expect(cleanText('\udf89\ud83c', false)).toBe('');
    expect(cleanText('end\ud83c', false)).toBe('end');
    expect(cleanText('🎉\ud83c🎉', false)).toBe('🎉🎉');
  });

  it.each([
    ['emoji with skin tones', '👍🏽👋🏿'],
    ['a ZWJ family and a flag', '👨‍👩‍👧‍👦 🇳🇿'],
    ['right-to-left text', 'عيد ميلاد سعيد'],
    ['combining marks', 'Zoe\u0308 a\u0301\u0302'],
    ['emoji sequences with their joiners and selectors', '🏳️‍🌈 ❤️‍🔥 1️⃣ #️⃣ 🏴󠁧󠁢󠁳󠁣󠁴󠁿 👩‍❤️‍💋‍👨'],
    ['markup and script', '<img src=x onerror=alert(1)> javascript:alert(1)'],
    ['non-breaking and other spaces', 'a\u00a0b\u3000c'],
  ])('leaves %s untouched', (_case, text) => {
    expect(cleanText(text, false)).toBe(text);
    expect(cleanText(text, true)).toBe(text);
  });

  it.each([
    ['a zero-width space', 'be\u200ber', 'beer'],
    ['a combining grapheme joiner', 'be\u034fer', 'beer'],
    ['a word joiner', 'be\u2060er', 'beer'],
    ['a soft hyphen', 'be\u00ader', 'beer'],
    ['a zero-width non-joiner', 'be\u200cer', 'beer'],
    ['a byte-order mark', 'be\ufeffer', 'beer'],
    ['direction marks and bidi controls', '\u202eSam\u200f\u2066\u2069\u202a', 'Sam'],
    ['a joiner between letters', 'be\u200der', 'beer'],
    ['a variation selector after a letter', 'be\ufe0fer', 'beer'],
    ['a tag outside a flag', 'be\u{e0062}er', 'beer'],
    ['a joiner not followed by a symbol', '🎉\u200dok', '🎉ok'],
    ['a selector and joiner left out of place by a removal', 'a\u200b\ufe0f\u200d🎉', 'a🎉'],
    ['an interlinear annotation anchor (any format character)', 'be\ufff9er', 'beer'],
    ['an Arabic number sign', 'be\u0600er', 'beer'],
    ['an Egyptian hieroglyph joiner', 'be\u{13430}er', 'beer'],
  ])('removes %s from both kinds of field', (_case, text, cleaned) => {
    expect(cleanText(text, false)).toBe(cleaned);
    expect(cleanText(text, true)).toBe(cleaned);
  });

  it('makes the line and paragraph separators line breaks (spaces in a name)', () => {
    expect(cleanText('a\u2028b\u2029c', false)).toBe('a\nb\nc');
    expect(cleanText('a\u2028b\u2029c', true)).toBe('a b c');
  });

  it('is idempotent', () => {
    const messy = 'a\u0000\r\n\u0085b\ud83c\tc\u200b\ufe0f\u200d🎉\u2028';
    expect(cleanText(cleanText(messy, false), false)).toBe(cleanText(messy, false));
    expect(cleanText(cleanText(messy, true), true)).toBe(cleanText(messy, true));
  });
});

describe('cutToLimit', () => {
  it('leaves text within the limit alone', () => {
    expect(cutToLimit('abc', 3)).toBe('abc');
    expect(cutToLimit('', 3)).toBe('');
  });

  it('cuts to the limit in UTF-16 units', () => {
    expect(cutToLimit('x'.repeat(5000), 500)).toBe('x'.repeat(500));
  });

  it('keeps an emoji that ends exactly at the limit', () => {
    expect(cutToLimit(`${'m'.repeat(498)}🎉!`, 500)).toBe(`${'m'.repeat(498)}🎉`);
  });

  it('drops an emoji that would be cut in half', () => {
    expect(cutToLimit(`${'m'.repeat(499)}🎉`, 500)).toBe('m'.repeat(499));
  });
});

describe('textToSend', () => {
  it('composes accents (NFC), cleans and trims', () => {
    expect(textToSend('  cafe\u0301\u200b ', false)).toBe('café');
    expect(textToSend('Zoe\u0308\n', true)).toBe('Zoë');
  });
});

describe('hasLookalike', () => {
  // Each row: what the text is, the text, and whether it holds a look-alike.
  it.each<[string, string, boolean]>([
    ['fullwidth letters', 'ｆｒｅｅ ｂｅｅｒ', true],
    ['mathematical bold', '𝐛𝐞𝐞𝐫', true],
    ['mathematical script', '𝓗𝓪𝓹𝓹𝔂 𝓑𝓲𝓻𝓽𝓱𝓭𝓪𝔂', true],
    ['circled letters', 'ⓑⓔⓔⓡ', true],
    ['parenthesized letters', '⒝⒠⒠⒭', true],
    ['a ligature', 'ﬁne', true],
    ['a superscript digit', 'm²', true],
    ['one among plain text', 'plain text and one 𝐛', true],
    ['underlined letters', 'b\u0332e\u0332e\u0332r\u0332', true],
    ['a digit struck through', '2\u0336', true],
    ['a decomposed accent, which only a script sends', 'cafe\u0301', true],
    ['plain letters and digits', 'Happy 21st birthday', false],
    ['accented letters as the form sends them (NFC)', textToSend('Zoë cafe\u0301', false), false],
    ['a mark on a letter of another script', 'ура\u0332', false],
    ['other scripts', 'С днём рождения عيد ميلاد', false],
    ['emoji, keycaps and flags', '🎉 1️⃣ 🇳🇿 🅰️', false],
  ])('in %s, finds a look-alike: %s', (_case, text, found) => {
    expect(hasLookalike(text)).toBe(found);
  });
});
