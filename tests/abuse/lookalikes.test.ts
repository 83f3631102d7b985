/**
 * The word filter against one script, round two (issue 39): with 'beer' listed, a script
 * spells it in look-alike letters, hangs a combining mark on its edge, splits it with a
 * format character the old list missed, or posts a name that shows nothing. On the Auth and
 * Firestore emulators with the project's firestore.rules (npm run test:abuse --
 * tests/abuse/lookalikes.test.ts), beside a legitimate post that goes straight on the wall.
 * The form's own verdict is asked too, so the page says what the rules then do.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { collection, doc, getDocFromServer } from 'firebase/firestore';
import { closedAfterAll, outcome, post, writeAsOwner, type PostFields } from './attacker';
import { HELD_SETTINGS } from './wordList';
import { isHeld } from '../../src/data/schema/heldWords';
import { isBlank, textToSend } from '../../src/data/schema/text';

const { guest } = closedAfterAll();

beforeAll(async () => {
  await writeAsOwner('settings/wall', HELD_SETTINGS);
});

/** The form's verdict on these fields: where it would send them, if anywhere. */
function formSends({ author_name, content }: PostFields): 'blank' | 'held' | 'wall' {
  const name = textToSend(author_name, true);
  const text = textToSend(content, false);
  if (isBlank(name) || isBlank(text)) return 'blank';
  return isHeld(HELD_SETTINGS.held_pattern, name, text) ? 'held' : 'wall';
}

const HELD: [string, PostFields][] = [
  ['a listed word in fullwidth letters', { author_name: 'Trick', content: 'ｆｒｅｅ ｂｅｅｒ' }],
  ['a listed word in mathematical bold', { author_name: 'Trick', content: '𝐛𝐞𝐞𝐫' }],
  ['a name in mathematical script', { author_name: '𝓑𝓮𝓮𝓻 𝓜𝓪𝓷', content: 'hi' }],
  ['a listed word in circled letters', { author_name: 'Trick', content: 'ⓑⓔⓔⓡ time' }],
  ['a listed word underlined', { author_name: 'Trick', content: 'b\u0332e\u0332e\u0332r\u0332' }],
  [
    'a combining mark on the space before a listed word',
    { author_name: 'Trick', content: 'free \u0301beer' },
  ],
  ['a combining mark after a listed word', { author_name: 'Trick', content: 'beer\u0332' }],
];

const REFUSED: [string, PostFields][] = [
  [
    'U+FFF9 (a format character) inside a listed word',
    { author_name: 'Trick', content: 'be\ufff9er' },
  ],
  ['an Arabic number sign inside a listed word', { author_name: 'Trick', content: 'be\u0600er' }],
  [
    'a name of a braille blank and an emoji selector',
    { author_name: '\u2800\ufe0f', content: 'hi' },
  ],
  [
    'a message of a braille blank and an emoji selector',
    { author_name: 'Trick', content: '\u2800\ufe0f' },
  ],
];

describe.concurrent('look-alikes, marks and format characters against the word filter', () => {
  it('a legitimate post goes straight onto the wall beside them', async () => {
    const fields = { author_name: 'Zoë 🎉', content: 'Happy 21st! Free cake, café at 3 1️⃣' };
    expect(formSends(fields)).toBe('wall');
    const poster = await guest();
    // An auto id, as the wall makes one, to read the post back by.
    const id = doc(collection(poster.db, 'messages')).id;
    expect(await outcome(post(poster, fields, { id }))).toBe('accepted');
    const stored = await getDocFromServer(doc(poster.db, 'messages', id));
    expect(stored.data()).toMatchObject(fields);
  });

  for (const [trick, fields] of HELD) {
    it(`${trick} is refused on the wall and waits for a moderator`, async () => {
      expect(formSends(fields)).toBe('held');
      const poster = await guest();
      expect(await outcome(post(poster, fields))).toBe('permission-denied');
      // The refused batch stored no bookkeeping, so the same identity may send it to wait.
      expect(await outcome(post(poster, fields, { to: 'pending_messages' }))).toBe('accepted');
    });
  }

  for (const [trick, fields] of REFUSED) {
    it(`${trick} is refused on the wall and in the waiting list`, async () => {
      expect(formSends(fields)).not.toBe('wall');
      const poster = await guest();
      expect(await outcome(post(poster, fields))).toBe('permission-denied');
      expect(await outcome(post(poster, fields, { to: 'pending_messages' }))).toBe(
        'permission-denied',
      );
    });
  }
});
