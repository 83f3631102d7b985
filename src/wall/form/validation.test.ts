import { AUTHOR_NAME_MAX, CONTENT_MAX } from '../../data/schema/schema';
import { validateDraft } from './validation';
import { MISSING_FIELDS, NOTHING_VISIBLE } from './testing/blankDrafts';

const name = (length: number) => 'n'.repeat(length);
const text = (length: number) => 'm'.repeat(length);

/** A case's check that the name and message typed are refused for `problem`. */
const refusedAs = (problem: string) => (_case: string, authorName: string, content: string) => {
  expect(validateDraft({ authorName, content })).toEqual({ ok: false, problem });
};

describe('validateDraft', () => {
  // Each row: what the case shows, the name and message typed, and the two as sent.
  it.each<[string, [string, string], [string, string]]>([
    [
      'accepts a name and a message and passes them on unchanged',
      ['Sam', 'Happy birthday!'],
      ['Sam', 'Happy birthday!'],
    ],
    ['trims both values before sending', ['  Sam \t', '\n Cheers! \n'], ['Sam', 'Cheers!']],
    [
      'keeps line breaks and spacing inside the message',
      ['Sam', '  Line one\n\n  Line two  '],
      ['Sam', 'Line one\n\n  Line two'],
    ],
    [
      'removes control characters before sending, keeping tabs and line breaks in the message',
      ['S\u0000am\u0007', 'a\u001b\tb\r\nc\u0085'],
      ['Sam', 'a\tb\nc'],
    ],
    ['sends a name on one line', ['Sam\tand\nKim', 'Hi'], ['Sam and Kim', 'Hi']],
  ])('%s', (_case, [authorName, content], [sentName, sentContent]) => {
    expect(validateDraft({ authorName, content })).toEqual({
      ok: true,
      draft: { authorName: sentName, content: sentContent },
    });
  });

  it.each(MISSING_FIELDS)('refuses %s as missing fields', refusedAs('missing-fields'));

  it.each(NOTHING_VISIBLE)('refuses %s: nothing visible, said so', refusedAs('nothing-visible'));

  it('sends composed text (NFC) without hidden format characters', () => {
    expect(
      validateDraft({ authorName: 'Zoe\u0308\u202e', content: 'cafe\u0301 be\u200ber \u2028ok' }),
    ).toEqual({ ok: true, draft: { authorName: 'Zoë', content: 'café beer \nok' } });
  });

  it('removes every format character outside an emoji sequence', () => {
    expect(validateDraft({ authorName: 'Sa\ufff9m', content: 'be\ufff9er \u0600ok' })).toEqual({
      ok: true,
      draft: { authorName: 'Sam', content: 'beer ok' },
    });
  });

  it('keeps emoji sequences whole: joiners, selectors, keycaps, tag flags', () => {
    const content = '👨‍👩‍👧‍👦 🏳️‍🌈 ❤️‍🔥 1️⃣ #️⃣ 🏴󠁧󠁢󠁳󠁣󠁴󠁿 👍🏽';
    expect(validateDraft({ authorName: '🎉 Sam', content })).toEqual({
      ok: true,
      draft: { authorName: '🎉 Sam', content },
    });
  });

  it.each([
    [1, 1],
    [AUTHOR_NAME_MAX, 1],
    [1, CONTENT_MAX],
    [AUTHOR_NAME_MAX, CONTENT_MAX],
  ])('accepts a %i-character name with a %i-character message', (nameLength, textLength) => {
    const check = validateDraft({ authorName: name(nameLength), content: text(textLength) });
    expect(check.ok).toBe(true);
  });

  it.each([
    [AUTHOR_NAME_MAX + 1, 1],
    [1, CONTENT_MAX + 1],
    [AUTHOR_NAME_MAX + 1, CONTENT_MAX + 1],
  ])('refuses a %i-character name with a %i-character message', (nameLength, textLength) => {
    expect(validateDraft({ authorName: name(nameLength), content: text(textLength) })).toEqual({
      ok: false,
      problem: 'too-long',
    });
  });

  it('measures the limits after trimming', () => {
    const check = validateDraft({
      authorName: `  ${name(AUTHOR_NAME_MAX)}  `,
      content: `\n${text(CONTENT_MAX)}\n`,
    });
    expect(check.ok).toBe(true);
  });

  it.each([
    ['emoji with skin tones', '👍🏽 👋🏿'],
    ['a ZWJ family and a flag', '👨‍👩‍👧‍👦 🇳🇿'],
    ['right-to-left text', 'عيد ميلاد سعيد'],
    ['a combining mark with no composed form', 'x\u0304 \u1eb9\u0301'],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('passes %s on as written', (_case, text) => {
    expect(validateDraft({ authorName: 'Sam', content: text })).toEqual({
      ok: true,
      draft: { authorName: 'Sam', content: text },
    });
  });

  it('counts UTF-16 units: an emoji is 2, so 250 of them fill a message', () => {
    expect(validateDraft({ authorName: 'Sam', content: '🎉'.repeat(250) }).ok).toBe(true);
    expect(validateDraft({ authorName: 'Sam', content: '🎉'.repeat(251) })).toEqual({
      ok: false,
      problem: 'too-long',
    });
  });

  it('reports missing fields before length', () => {
    expect(validateDraft({ authorName: name(AUTHOR_NAME_MAX + 1), content: '' })).toEqual({
      ok: false,
      problem: 'missing-fields',
    });
    expect(validateDraft({ authorName: name(AUTHOR_NAME_MAX + 1), content: ' ' })).toEqual({
      ok: false,
      problem: 'nothing-visible',
    });
  });

  it('uses the spec limits of 50 and 500', () => {
    expect([AUTHOR_NAME_MAX, CONTENT_MAX]).toEqual([50, 500]);
  });
});
