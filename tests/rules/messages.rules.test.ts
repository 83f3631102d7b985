/**
 * firestore.rules against the real rules engine in the Firestore emulator.
 *
 * Run through `npm run test:rules`, which starts a Firestore emulator
 * (scripts/test/firestoreEmulator.mjs) and so sets FIRESTORE_EMULATOR_HOST; it runs in Node (see
 * the rules project in vite.config.ts). Every refusal the wall relies on has a case here, next to the
 * nearest case that is allowed, so a rule that refuses too much fails as loudly as one that
 * lets too much through.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The test contexts hand out the SDK's compat Firestore object, so the cases speak the compat
// API: typed end to end, with no cast to the modular Firestore type.
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { env, seedDoc, useRulesEnvironment, visitor } from './rulesEnvironment';
import { MESSAGES } from './collections';
import { guestPost, newGuest, postId } from './guestPost';
import {
  AUTHOR_NAME_MAX,
  CONTENT_MAX,
  MESSAGES_PAGE,
  MODERATOR_PAGE,
} from '../../src/data/schema/schema';

useRulesEnvironment();

const { FieldValue, Timestamp } = firebase.firestore;

/** A visitor who only reads: no sign-in (a guest gets an identity only when posting). */
function messages(): firebase.firestore.CollectionReference {
  return visitor().collection(MESSAGES);
}

/** A message exactly as the wall posts it. */
function validMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    author_name: 'Sam',
    content: 'Happy birthday! First round is on me.',
    created_at: FieldValue.serverTimestamp(),
    ...overrides,
  };
}

/** A copy of `data` without `key`, for the missing and misnamed field cases. */
function without(data: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}

/** A post as the wall makes it: by a fresh guest identity, with its bookkeeping. */
function post(data: Record<string, unknown>, id?: string): Promise<unknown> {
  return guestPost(newGuest(env), MESSAGES, data, { id });
}

/** The error code of a refused request ("permission-denied", ...), or what was thrown. */
function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : String(error);
}

/**
 * A write the server refuses, whether by the rules (PERMISSION_DENIED) or before they run
 * (INVALID_ARGUMENT). assertFails accepts only the first, so a refusal of the second kind
 * would make a case error instead of pass or fail.
 */
async function assertRefused(write: Promise<unknown>): Promise<void> {
  const outcome = await write.then(
    () => 'stored',
    (error: unknown) => errorCode(error),
  );
  expect(['permission-denied', 'invalid-argument']).toContain(outcome);
}

/** Puts a message in place with rules off, for the cases that act on an existing one. */
function seedMessage(id: string): Promise<void> {
  return seedDoc(env, `${MESSAGES}/${id}`, {
    author_name: 'Alex',
    content: 'Already on the wall.',
    created_at: Timestamp.now(),
  });
}

describe('reading the wall', () => {
  it('lets anyone read one message', async () => {
    await seedMessage('m1');
    await assertSucceeds(messages().doc('m1').get());
  });

  it('lets anyone read the wall a page at a time, newest first', async () => {
    await seedMessage('m1');
    await assertSucceeds(messages().orderBy('created_at', 'desc').limit(MESSAGES_PAGE).get());
    await assertSucceeds(messages().orderBy('created_at', 'desc').limit(1).get());
  });

  it('lets anyone read the next page: after a cursor, ties in created_at ordered by id', async () => {
    await seedMessage('m1');
    const { FieldPath } = firebase.firestore;
    await assertSucceeds(
      messages()
        .orderBy('created_at', 'desc')
        .orderBy(FieldPath.documentId(), 'desc')
        .startAfter(Timestamp.now(), 'm1')
        .limit(MESSAGES_PAGE)
        .get(),
    );
  });

  it('refuses a visitor the whole wall in one query (no limit)', async () => {
    await seedMessage('m1');
    await assertFails(messages().orderBy('created_at', 'desc').get());
    await assertFails(messages().get());
  });

  it('refuses a visitor a list over one page', async () => {
    await seedMessage('m1');
    await assertFails(
      messages()
        .orderBy('created_at', 'desc')
        .limit(MESSAGES_PAGE + 1)
        .get(),
    );
    await assertFails(messages().limit(MODERATOR_PAGE).get());
  });
});

describe('posting a message', () => {
  it('accepts the message the wall sends', async () => {
    await assertSucceeds(post(validMessage()));
  });

  it('accepts a message with line breaks and markup, which the page shows as plain text', async () => {
    await assertSucceeds(post(validMessage({ content: 'Line one\nLine two <b>not bold</b>' })));
  });

  describe('fields', () => {
    it.each(['author_name', 'content', 'created_at'])(
      'refuses a message missing %s',
      async (key) => {
        await assertFails(post(without(validMessage(), key)));
      },
    );

    it('refuses an extra field', async () => {
      await assertFails(post(validMessage({ likes: 0 })));
    });

    it.each([
      ['author', 'author_name'],
      ['message', 'content'],
      ['createdAt', 'created_at'],
    ])('refuses the misnamed field %s in place of %s', async (wrong, right) => {
      const message = validMessage();
      await assertFails(post({ ...without(message, right), [wrong]: message[right] }));
    });

    it('refuses an empty document', async () => {
      await assertFails(post({}));
    });
  });

  describe('types', () => {
    it.each([
      ['a number', 42],
      ['a boolean', true],
      ['null', null],
      ['a list', ['Sam']],
      ['a map', { first: 'Sam' }],
    ])('refuses author_name as %s', async (_label, value) => {
      await assertFails(post(validMessage({ author_name: value })));
    });

    it.each([
      ['a number', 42],
      ['null', null],
      ['a list', ['Happy birthday']],
      ['a map', { text: 'Happy birthday' }],
    ])('refuses content as %s', async (_label, value) => {
      await assertFails(post(validMessage({ content: value })));
    });

    it.each([
      ['a string', '2026-06-04T00:00:00Z'],
      ['a number', Date.now()],
      ['null', null],
    ])('refuses created_at as %s', async (_label, value) => {
      await assertFails(post(validMessage({ created_at: value })));
    });
  });

  describe.each([
    { field: 'author_name', max: AUTHOR_NAME_MAX, one: 'S', filler: 'n' },
    { field: 'content', max: CONTENT_MAX, one: '!', filler: 'c' },
  ])('$field length', ({ field, max, one, filler }) => {
    it('refuses 0 characters', async () => {
      await assertFails(post(validMessage({ [field]: '' })));
    });

    it('accepts 1 character', async () => {
      await assertSucceeds(post(validMessage({ [field]: one })));
    });

    it(`accepts ${max} characters`, async () => {
      await assertSucceeds(post(validMessage({ [field]: filler.repeat(max) })));
    });

    it(`refuses ${max + 1} characters`, async () => {
      await assertFails(post(validMessage({ [field]: filler.repeat(max + 1) })));
    });
  });

  // The form counts UTF-16 code units (the inputs' maxLength, JavaScript's length), and the
  // rules' size() never counts more than that (tests/rules/string-size.rules.test.ts), so
  // whatever the form sends is accepted. An emoji outside the Basic Multilingual Plane is 2
  // units: the most the form lets through is half as many emoji as letters, and those must
  // pass; one code point over the limit is refused however size() counts.
  describe('how length is counted', () => {
    const PARTY = '\u{1F389}';
    const NAME_EMOJI = AUTHOR_NAME_MAX / 2;
    const CONTENT_EMOJI = CONTENT_MAX / 2;

    it(`accepts ${NAME_EMOJI} emoji as a name, the ${AUTHOR_NAME_MAX} UTF-16 units the form allows`, async () => {
      await assertSucceeds(post(validMessage({ author_name: PARTY.repeat(NAME_EMOJI) })));
    });

    it(`refuses ${AUTHOR_NAME_MAX + 1} emoji in a name`, async () => {
      await assertFails(post(validMessage({ author_name: PARTY.repeat(AUTHOR_NAME_MAX + 1) })));
    });

    it(`accepts ${CONTENT_EMOJI} emoji as a message, the ${CONTENT_MAX} UTF-16 units the form allows`, async () => {
      await assertSucceeds(post(validMessage({ content: PARTY.repeat(CONTENT_EMOJI) })));
    });

    it(`refuses ${CONTENT_MAX + 1} emoji in a message`, async () => {
      await assertFails(post(validMessage({ content: PARTY.repeat(CONTENT_MAX + 1) })));
    });
  });

  describe('whitespace', () => {
    it.each([
      ['spaces', '   '],
      ['a tab and newlines', '\t\n\n'],
    ])('refuses a name of only %s', async (_label, value) => {
      await assertFails(post(validMessage({ author_name: value })));
    });

    it.each([
      ['spaces', '     '],
      ['a tab and newlines', ' \t\r\n '],
    ])('refuses a message of only %s', async (_label, value) => {
      await assertFails(post(validMessage({ content: value })));
    });

    it('accepts text with spaces around it (the size counts them, the emptiness test does not)', async () => {
      await assertSucceeds(post(validMessage({ author_name: ' Sam ' })));
    });

    // trim() is documented only as removing spaces; the rules test for something visible.
    it.each([
      ['non-breaking spaces', '\u00a0\u00a0'],
      ['an ideographic space', '\u3000'],
      ['zero-width spaces and joiners', '\u200b\u200c\u200d'],
      ['a byte-order mark', '\ufeff'],
      ['direction marks', '\u200e\u200f'],
      ['a Hangul filler', '\u3164'],
    ])('refuses a name or message of only %s', async (_label, value) => {
      await assertFails(post(validMessage({ author_name: value })));
      await assertFails(post(validMessage({ content: value })));
    });

    it('accepts visible text with no-break spaces inside it', async () => {
      await assertSucceeds(post(validMessage({ author_name: 'Zo\u00a0ë', content: 'a\u3000b' })));
    });

    it('refuses visible text with zero-width characters inside it (they could hide a word)', async () => {
      await assertFails(post(validMessage({ author_name: 'Zo\u200dë' })));
      await assertFails(post(validMessage({ content: 'a\u200bb' })));
    });
  });

  // The form removes these (src/data/schema/text.ts); tests/rules/limits-agree.test.ts checks the
  // two lists character by character, and these cases check the rules engine reads them so.
  describe('control characters', () => {
    it.each([
      ['BEL', '\u0007'],
      ['a vertical tab', '\u000b'],
      ['a form feed', '\u000c'],
      ['a carriage return', '\r'],
      ['ESC', '\u001b'],
      ['US', '\u001f'],
      ['DEL', '\u007f'],
      ['NEL', '\u0085'],
      ['the last C1 control', '\u009f'],
    ])('refuses %s in a name or a message', async (_label, control) => {
      await assertFails(post(validMessage({ author_name: `Sa${control}m` })));
      await assertFails(post(validMessage({ content: `Happy${control} birthday` })));
    });

    // U+0000 has a case of its own. The Web SDK sends it as it is (@firebase/firestore's
    // parseScalarValue makes any string a stringValue, unchecked; over gRPC it is the UTF-8 byte
    // 0x00, which protobuf accepts), and Firestore's data-types page puts no character out of a
    // string, so the rules most likely see it and refuse it. Should the backend refuse it
    // first, as INVALID_ARGUMENT, the wall is as safe, and this case still passes: what the
    // wall relies on is that the write is refused and nothing is stored. The rules' own
    // refusal of C0 controls stays covered by the cases above.
    it('refuses NUL in a name or a message, and stores nothing', async () => {
      await assertRefused(post(validMessage({ author_name: 'Sa\u0000m' })));
      await assertRefused(post(validMessage({ content: 'Happy\u0000 birthday' })));
      await env.withSecurityRulesDisabled(async (context) => {
        const stored = await context.firestore().collection(MESSAGES).get();
        expect(stored.size).toBe(0);
      });
    });

    it('refuses a control character after a line break', async () => {
      await assertFails(post(validMessage({ content: 'line one\nline two\u0007' })));
    });

    it('accepts tabs and line breaks in a message', async () => {
      await assertSucceeds(post(validMessage({ content: 'Line one\n\tindented\nline three' })));
    });

    it.each([
      ['a tab', 'Sam\tKim'],
      ['a line break', 'Sam\nKim'],
    ])('refuses %s in a name', async (_label, name) => {
      await assertFails(post(validMessage({ author_name: name })));
    });

    it('accepts the first characters past the C1 block and text in other scripts', async () => {
      await assertSucceeds(
        post(validMessage({ author_name: '\u00a0Zoë\u00a0', content: 'עברית مرحبا 🇳🇿' })),
      );
    });
  });

  // Format characters that show nothing could hide inside a listed word; the form removes
  // them (src/data/schema/text.ts) and the rules refuse them, emoji sequences excepted.
  describe('invisible format characters', () => {
    it.each([
      ['a zero-width space', '\u200b'],
      ['a zero-width non-joiner', '\u200c'],
      ['a combining grapheme joiner', '\u034f'],
      ['a word joiner', '\u2060'],
      ['a soft hyphen', '\u00ad'],
      ['a byte-order mark', '\ufeff'],
      ['a left-to-right mark', '\u200e'],
      ['an Arabic letter mark', '\u061c'],
      ['an invisible times', '\u2062'],
      ['a Mongolian vowel separator', '\u180e'],
      ['a Hangul filler', '\u3164'],
      ['a musical symbol begin beam', '\u{1d173}'],
      ['a tag outside a flag', '\u{e0062}'],
      ['a language tag', '\u{e0001}'],
      ['a variation selector after a letter', '\ufe0f'],
      ['a zero-width joiner between letters', '\u200d'],
    ])('refuses %s inside a name or a message', async (_label, hidden) => {
      await assertFails(post(validMessage({ author_name: `Sa${hidden}m` })));
      await assertFails(post(validMessage({ content: `Happy${hidden} birthday` })));
    });

    it.each([
      ['a ZWJ family', '👨‍👩‍👧‍👦'],
      ['a rainbow flag (selector, then joiner)', '🏳️‍🌈'],
      ['a skin tone and a joiner', '👨🏽‍💻'],
      ['a heart on fire', '❤️‍🔥'],
      ['a keycap', '1️⃣ #️⃣'],
      ['a tag flag', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
      ['a pirate flag', '🏴‍☠️'],
      ['a kiss', '👩‍❤️‍💋‍👨'],
    ])('accepts %s, joiners and selectors kept', async (_label, emoji) => {
      await assertSucceeds(
        post(validMessage({ author_name: `Sam ${emoji}`, content: `Yay ${emoji}!` })),
      );
    });

    it.each([
      ['a joiner at the end', '🎉\u200d'],
      ['a joiner before a letter', '🎉\u200da'],
      ['a joiner at the start', '\u200d🎉'],
      ['two selectors', '🎉\ufe0f\ufe0f'],
    ])('refuses an emoji format character out of its sequence: %s', async (_label, text) => {
      await assertFails(post(validMessage({ content: `Yay ${text}` })));
    });

    it.each([
      ['zero-width and format characters', '\u200b\u2060\u034f\u00ad'],
      ['emoji joiners and selectors', '\u200d\ufe0f'],
      ['tags', '\u{e0067}\u{e0062}\u{e007f}'],
    ])('refuses a message made only of %s (an empty card)', async (_label, text) => {
      await assertFails(post(validMessage({ content: text })));
      await assertFails(post(validMessage({ author_name: text })));
    });
  });

  describe('one-line names, one direction', () => {
    it.each([
      ['a line separator', '\u2028'],
      ['a paragraph separator', '\u2029'],
      ['a right-to-left override', '\u202e'],
      ['a left-to-right embedding', '\u202a'],
      ['a pop directional formatting', '\u202c'],
      ['a right-to-left isolate', '\u2067'],
      ['a pop directional isolate', '\u2069'],
    ])('refuses %s in a name, and in a message', async (_label, control) => {
      await assertFails(post(validMessage({ author_name: `Sam${control}Kim` })));
      await assertFails(post(validMessage({ content: `Happy${control} birthday` })));
    });

    it('accepts right-to-left names and text without controls', async () => {
      await assertSucceeds(post(validMessage({ author_name: 'שרה', content: 'عيد ميلاد سعيد' })));
    });
  });

  describe('time', () => {
    it('refuses a time the client chose in the past', async () => {
      await assertFails(
        post(validMessage({ created_at: Timestamp.fromDate(new Date('2024-01-01T00:00:00Z')) })),
      );
    });

    it('refuses a time the client chose in the future, which would pin it to the top', async () => {
      await assertFails(
        post(validMessage({ created_at: Timestamp.fromMillis(Date.now() + 365 * 86_400_000) })),
      );
    });

    it("refuses the client's own idea of now", async () => {
      await assertFails(post(validMessage({ created_at: Timestamp.now() })));
    });
  });

  it('lets a visitor choose the id with setDoc too, under the same checks', async () => {
    await assertSucceeds(post(validMessage(), postId('chosen')));
    await assertFails(post(validMessage({ content: '' }), postId('other')));
  });
});

describe('changing the wall', () => {
  it('refuses an update, even one that keeps the message valid', async () => {
    await seedMessage('m1');
    await assertFails(messages().doc('m1').update({ content: 'Edited' }));
  });

  it('refuses overwriting an existing message with a valid one', async () => {
    await seedMessage(postId('m1'));
    await assertFails(post(validMessage(), postId('m1')));
  });

  it('refuses a delete', async () => {
    await seedMessage('m1');
    await assertFails(messages().doc('m1').delete());
  });
});

describe('everything else', () => {
  it('refuses reads and writes in another collection', async () => {
    await assertFails(visitor().collection('users').doc('u1').get());
    await assertFails(visitor().collection('users').get());
    await assertFails(visitor().collection('users').add(validMessage()));
  });

  it('refuses a subcollection under a message', async () => {
    await seedMessage('m1');
    await assertFails(messages().doc('m1').collection('replies').add(validMessage()));
    await assertFails(messages().doc('m1').collection('replies').get());
  });
});
