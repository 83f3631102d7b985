/**
 * firestore.rules: the word filter sees what a reader sees (issue 39). With the filter on,
 * a listed word spelled in look-alike letters ('ｂｅｅｒ', '𝐛𝐞𝐞𝐫') or behind a combining mark
 * waits for a moderator instead of going on the wall; a format character outside an emoji
 * sequence is refused, whatever the switches; a name or text of blanks, format characters
 * and variation selectors is blank. Each case beside the nearest one that is allowed, and
 * each checked against the form's own verdict (src/data/schema/text.ts, src/data/schema/heldWords.ts), so
 * the page never promises what the rules refuse. Run like the other rules suites
 * (npm run test:rules).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { env, seedDoc, useRulesEnvironment } from './rulesEnvironment';
import { MESSAGES, PENDING, SETTINGS } from './collections';
import { guestPost, newGuest, wallPost } from './guestPost';
import { cleanHeldWords, heldPattern, isHeld } from '../../src/data/schema/heldWords';
import { cleanText, isBlank } from '../../src/data/schema/text';

useRulesEnvironment();

/** A post as the wall makes it, by a fresh guest, with its bookkeeping. */
function post(collection: string, fields: { author_name?: string; content?: string }) {
  return guestPost(newGuest(env), collection, wallPost(fields));
}

const WORDS = cleanHeldWords(['beer', 'ура']);
const PATTERN = heldPattern(WORDS);

/** The filter on, listing 'beer' and 'ура' (approval off). */
function filterOn(): Promise<void> {
  return seedDoc(env, `${SETTINGS}/wall`, { held_words: WORDS, held_pattern: PATTERN });
}

/** A list kept with the filter switched off. */
function filterOff(): Promise<void> {
  return seedDoc(env, `${SETTINGS}/wall`, { held_words: WORDS, held_pattern: '' });
}

// One of every family the NFKC table folds onto ASCII letters and digits.
const LOOKALIKES: [string, string][] = [
  ['fullwidth', 'ｆｒｅｅ ｂｅｅｒ'],
  ['mathematical bold', '𝐛𝐞𝐞𝐫'],
  ['mathematical bold script', '𝓗𝓪𝓹𝓹𝔂 𝓑𝓲𝓻𝓽𝓱𝓭𝓪𝔂'],
  ['fraktur and double-struck', '𝔟𝕖𝕖𝔯'],
  ['circled', 'ⓑⓔⓔⓡ'],
  ['parenthesized', '⒝⒠⒠⒭'],
  ['squared', '🄱🄴🄴🅁'],
  ['a ligature', 'ﬁne wine'],
  ['a superscript digit', 'round²'],
  ['a long s and the Kelvin sign', 'ſo \u212a'],
  ['a Roman numeral and a unit square', 'Ⅻ ㎏'],
  ['mathematical digits', '𝟐𝟏 today'],
  ['segmented digits', '\u{1fbf2}\u{1fbf1}'],
  ['underlined letters', 'b\u0332e\u0332e\u0332r\u0332'],
  ['a word struck through', 's\u0336a\u0336d\u0336 day'],
  ['a decomposed accent, as only a script sends it', 'cafe\u0301'],
];

describe('look-alike letters and digits wait while the filter is on', () => {
  it.each(LOOKALIKES)('holds %s in the text or the name', async (_kind, text) => {
    await filterOn();
    expect(isHeld(PATTERN, 'Sam', text)).toBe(true);
    await assertFails(post(MESSAGES, { content: text }));
    await assertFails(post(MESSAGES, { author_name: text }));
    await assertSucceeds(post(PENDING, { content: text }));
    await assertSucceeds(post(PENDING, { author_name: text }));
  });

  it('lets a post of plain letters, accents, other scripts and emoji on the wall beside them', async () => {
    await filterOn();
    const text = 'Happy 21st, Zoë! С днём рождения 🎉 1️⃣ 🇳🇿 café';
    expect(isHeld(PATTERN, 'Sam', text)).toBe(false);
    await assertSucceeds(post(MESSAGES, { content: text }));
    await assertFails(post(PENDING, { content: text }));
  });

  it('lets look-alikes on the wall with the filter off, or with no settings', async () => {
    expect(isHeld('', 'Sam', '𝐛𝐞𝐞𝐫')).toBe(false);
    await assertSucceeds(post(MESSAGES, { content: '𝓗𝓪𝓹𝓹𝔂 𝓑𝓲𝓻𝓽𝓱𝓭𝓪𝔂' }));
    await filterOff();
    await assertSucceeds(post(MESSAGES, { content: 'ｆｒｅｅ ｂｅｅｒ', author_name: '𝐒𝐚𝐦' }));
    await assertFails(post(PENDING, { content: 'ｆｒｅｅ ｂｅｅｒ' }));
  });
});

describe('a combining mark neither hides a word’s edge nor stops a match', () => {
  it.each([
    ['a mark on the space before the word', 'free \u0301beer'],
    ['a mark at the very start', '\u0301beer'],
    ['a mark after the last letter', 'beer\u0332'],
    ['marks on both sides, in another script', 'a \u0301\u0300ура\u0332\u0333!'],
  ])('holds %s', async (_case, text) => {
    await filterOn();
    expect(isHeld(PATTERN, 'Sam', text)).toBe(true);
    await assertFails(post(MESSAGES, { content: text }));
    await assertFails(post(MESSAGES, { author_name: text }));
    await assertSucceeds(post(PENDING, { content: text }));
  });

  // Marks belong to the letter before them (a Cyrillic word: no look-alike hold in the way).
  it.each([
    ['a longer word after the marks', 'ура\u0332л'],
    ['a letter with a mark before the word', 'д\u0301ура'],
  ])('lets on the wall %s', async (_case, text) => {
    await filterOn();
    expect(isHeld(PATTERN, 'Sam', text)).toBe(false);
    await assertSucceeds(post(MESSAGES, { content: text }));
  });
});

describe('every format character outside an emoji sequence is refused', () => {
  // Format characters (category Cf) the old list of hidden ones did not name.
  it.each([
    ['an interlinear annotation anchor', '\ufff9'],
    ['an interlinear annotation terminator', '\ufffb'],
    ['an Arabic number sign', '\u0600'],
    ['an Arabic end of ayah', '\u06dd'],
    ['a Syriac abbreviation mark', '\u070f'],
    ['an Arabic pound mark above', '\u0890'],
    ['a Kaithi number sign', '\u{110bd}'],
    ['an Egyptian hieroglyph joiner', '\u{13430}'],
    ['an Egyptian hieroglyph control', '\u{1343f}'],
  ])('refuses %s inside a word, on the wall and waiting, whatever the switches', async (_l, cf) => {
    const text = `be${cf}er`;
    expect(cleanText(text, false)).toBe('beer');
    await assertFails(post(MESSAGES, { content: text }));
    await assertFails(post(MESSAGES, { author_name: text }));
    await filterOn();
    await assertFails(post(PENDING, { content: text }));
  });

  it('refuses every format character this Node knows, but the joiner and the tags', async () => {
    // The rules' \p{Cf} is the engine's table; a character it does not know is a hole.
    const format = Array.from({ length: 0x110000 }, (_, codePoint) => codePoint)
      .filter((codePoint) => codePoint < 0xd800 || codePoint > 0xdfff)
      .map((codePoint) => String.fromCodePoint(codePoint))
      .filter((character) => /^\p{Cf}$/u.test(character))
      .filter((character) => !/^[\u200d\u{e0020}-\u{e007f}]$/u.test(character));
    expect(format.length).toBeGreaterThan(60);
    const stored: string[] = [];
    for (let from = 0; from < format.length; from += 20) {
      await Promise.all(
        format.slice(from, from + 20).map((character) =>
          post(MESSAGES, { content: `be${character}er` }).then(
            () => stored.push(character.codePointAt(0)?.toString(16) ?? ''),
            () => undefined,
          ),
        ),
      );
    }
    expect(stored).toEqual([]);
  });

  it('keeps the emoji sequences that carry a joiner, a selector or tags', async () => {
    const text = '🏳️‍🌈 👨‍👩‍👧 ❤️‍🔥 1️⃣ #️⃣ 🏴󠁧󠁢󠁳󠁣󠁴󠁿';
    expect(cleanText(text, false)).toBe(text);
    await assertSucceeds(post(MESSAGES, { content: text, author_name: 'Sam 🏳️‍🌈' }));
  });
});

describe('blank is blank: blanks, format characters and variation selectors', () => {
  it.each([
    ['a braille blank with a selector', '\u2800\ufe0f'],
    ['braille blanks joined', '\u2800\u200d\u2800'],
    ['a braille blank with a text selector', '\u2800\ufe0e\u3000'],
    ['braille blanks and a space', '\u2800 \u2800'],
  ])('refuses a name or a text of %s', async (_case, text) => {
    expect(isBlank(cleanText(text, true).trim())).toBe(true);
    await assertFails(post(MESSAGES, { author_name: text }));
    await assertFails(post(MESSAGES, { content: text }));
  });

  it('accepts a braille blank beside something visible, and an emoji with its selector', async () => {
    await assertSucceeds(post(MESSAGES, { author_name: '\u2800Sam', content: '🎉\ufe0f' }));
    await assertSucceeds(post(MESSAGES, { content: '\u2800\ufe0f ⠁' }));
  });
});
