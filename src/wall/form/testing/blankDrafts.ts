/**
 * Drafts the wall takes as blank, shared by the check (validation.test.ts) and the form that
 * says so (MessageForm.fields.test.tsx). Each row: what the case shows, the name and the
 * message typed.
 */
type Draft = [label: string, authorName: string, content: string];

/** A field left empty, or only spaces where the other is empty. */
export const MISSING_FIELDS: Draft[] = [
  ['both empty', '', ''],
  ['name empty', '', 'Hello'],
  ['message empty', 'Sam', ''],
  ['name empty, message spaces only', '', '   '],
];

/** Both fields filled, one with nothing a reader would see. */
export const NOTHING_VISIBLE: Draft[] = [
  ['name spaces only', '   ', 'Hello'],
  ['message spaces only', 'Sam', '    '],
  ['both whitespace of every kind', ' \t\n', '\r\n\t \u00a0'],
  ['message newlines only', 'Sam', '\n\n\n'],
  ['name of non-breaking spaces', '\u00a0\u00a0', 'Hello'],
  ['message of ideographic and thin spaces', 'Sam', '\u3000\u2009'],
  ['name of zero-width characters', '\u200b\u200d\ufeff', 'Hello'],
  ['message of direction marks', 'Sam', '\u200f\u202e'],
  ['message of control characters only', 'Sam', '\u0000\u0007\u001b'],
  ['message of invisible format characters', 'Sam', '\u034f\u2060\u00ad\u200b\ufe0f\u200d'],
  ['message of a braille blank', 'Sam', '\u2800'],
  ['name of bidi controls', '\u202a\u202e\u2066\u2069', 'Hello'],
  ['name of a braille blank and an emoji selector', '\u2800\ufe0f', 'Hello'],
  ['message of a braille blank and an emoji selector', 'Sam', '\u2800\ufe0f'],
  ['message of braille blanks an emoji joiner keeps', 'Sam', '\u2800\u200d\u2800'],
  ['message of format characters of every kind', 'Sam', '\ufff9\u0600\u{13430}'],
  ['both whitespace only', '   ', ' \n\t '],
  ['message of format characters only', 'Sam', '\ufff9\u0600\u200b'],
];
