/**
 * firestore.rules for the organizer's three switches (settings/wall): approval before
 * showing, the word filter, and the wall sealed until a moment. Each permission has an allowed
 * and a refused case, tried as a visitor (signed out), a signed-in non-moderator and a
 * moderator. Run like the other rules suites (npm run test:rules, or FIRESTORE_EMULATOR_HOST).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import {
  commitBulk,
  env,
  MODERATOR,
  moderator,
  removeMessage,
  restoreMessage,
  seedBulk,
  seedDoc,
  seedModerators,
  signedInDb,
  useRulesEnvironment,
  visitor,
  writeDecline,
  writeRestore,
  writeWallSettings,
  type Db,
} from './rulesEnvironment';
import { DECLINED, MESSAGES, PENDING, REMOVED, SETTINGS } from './collections';
import { guestPost, newGuest, nextPost, postId, POSTERS } from './guestPost';
import { MESSAGES_PER_BATCH } from '../../src/data/moderation/batches';
import {
  cleanHeldWords,
  fitsTheRules,
  HELD_WORD_MAX,
  heldPattern,
} from '../../src/data/schema/heldWords';
import {
  HELD_PATTERN_MAX,
  HELD_WORDS_MAX,
  MESSAGES_PAGE,
  MODERATOR_PAGE,
  PHOTO_CAP_MAX,
  PHOTO_CAP_MIN,
  PHOTO_MODES,
} from '../../src/data/schema/schema';

const OTHER_MODERATOR = 'second@example.com';

const { FieldValue, Timestamp } = firebase.firestore;

const WAITING = {
  author_name: 'Sam',
  content: 'Waiting for the host.',
  created_at: new Timestamp(1_780_000_000, 500_000),
};

useRulesEnvironment(async (db) => {
  await seedModerators(db, [MODERATOR, OTHER_MODERATOR]);
  await db.collection(PENDING).doc('p1').set(WAITING);
});

/** Signed in with Google (verified email), not on the moderators list. */
function guest(): Db {
  return signedInDb(env, { email: 'guest@example.com', uid: 'guest-uid' });
}

/** settings/wall as it stands, written with rules off (the cases that depend on it). */
function seedSettings(data: Record<string, unknown>): Promise<void> {
  return seedDoc(env, `${SETTINGS}/wall`, data);
}

function heldFor(words: string[]): Record<string, unknown> {
  const list = cleanHeldWords(words);
  return { held_words: list, held_pattern: heldPattern(list) };
}

/** A settings write as /moderate makes it (desk.rules.test.ts has the audit record's cases). */
const writeSettings = writeWallSettings;

/**
 * A visitor's post as the wall makes it: by a fresh guest identity (anonymous Auth), in one
 * batch with its bookkeeping (tests/rules/guestPost.ts). `_db` says who the case has in mind
 * (a visitor); the identity is the guest's own.
 */
function post(
  _db: Db,
  collection: string,
  overrides: Record<string, unknown> = {},
  id?: string,
): Promise<unknown> {
  const data = {
    author_name: 'Sam',
    content: 'Happy birthday!',
    created_at: FieldValue.serverTimestamp(),
    ...overrides,
  };
  return guestPost(newGuest(env), collection, data, { id });
}

/** An approval as /moderate commits it: onto the wall at the server's time, waiting copy gone. */
function approve(db: Db, id: string, fields = WAITING, at: unknown = FieldValue.serverTimestamp()) {
  const batch = db.batch();
  batch.set(db.collection(MESSAGES).doc(id), {
    author_name: fields.author_name,
    content: fields.content,
    created_at: at,
  });
  batch.delete(db.collection(PENDING).doc(id));
  return batch.commit();
}

/** A decline as /moderate commits it: a removed copy, the marker, the waiting copy gone. */
function decline(db: Db, id: string, by = MODERATOR, marker = true, fields = WAITING) {
  const batch = db.batch();
  batch.set(db.collection(REMOVED).doc(id), {
    ...fields,
    removed_by: by,
    removed_at: FieldValue.serverTimestamp(),
  });
  if (marker) {
    batch.set(db.collection(DECLINED).doc(id), { declined_at: FieldValue.serverTimestamp() });
  }
  batch.delete(db.collection(PENDING).doc(id));
  return batch.commit();
}

describe('settings/wall', () => {
  it('lets anyone read it, and nothing else under settings', async () => {
    await seedSettings({ approval_required: true });
    await assertSucceeds(visitor().collection(SETTINGS).doc('wall').get());
    await assertFails(visitor().collection(SETTINGS).doc('other').get());
  });

  it('lets a moderator write every switch', async () => {
    await assertSucceeds(
      writeSettings(moderator(), {
        approval_required: true,
        sealed_until: Timestamp.fromMillis(Date.UTC(2026, 5, 4)),
        ...heldFor(['beer', 'c++', '🍆']),
      }),
    );
  });

  it('refuses a visitor and a signed-in non-moderator', async () => {
    await assertFails(writeSettings(visitor(), { approval_required: true }, ''));
    await assertFails(writeSettings(guest(), { approval_required: true }, 'guest@example.com'));
  });

  it('keeps a list with the filter off (an empty pattern)', async () => {
    await assertSucceeds(writeSettings(moderator(), { held_words: ['beer'], held_pattern: '' }));
  });

  it('refuses wrong types, extra fields, a pattern without a list, another name', async () => {
    const db = moderator();
    await assertFails(writeSettings(db, { approval_required: 'yes' }));
    await assertFails(writeSettings(db, { sealed_until: '2026-06-04' }));
    await assertFails(writeSettings(db, { held_words: 'beer' }));
    await assertFails(writeSettings(db, { held_pattern: 'x' }));
    await assertFails(writeSettings(db, { hide_everything: true }));
    await assertFails(writeSettings(db, {}, OTHER_MODERATOR));
    await assertFails(
      db.collection(SETTINGS).doc('other').set({ approval_required: true, updated_by: MODERATOR }),
    );
  });

  it(`refuses a list longer than ${HELD_WORDS_MAX} entries`, async () => {
    const words = Array.from({ length: HELD_WORDS_MAX + 1 }, (_, i) => `w${i}`);
    await assertFails(writeSettings(moderator(), { held_words: words, held_pattern: 'x' }));
  });

  it('refuses deleting it, even for a moderator', async () => {
    await seedSettings({ approval_required: true });
    await assertFails(moderator().collection(SETTINGS).doc('wall').delete());
  });
});

describe("the photos' settings (settings/wall photos and photo_cap)", () => {
  it(`lets a moderator set Photos to ${PHOTO_MODES.join(', ')}, or leave it out (on)`, async () => {
    for (const photos of PHOTO_MODES) {
      await assertSucceeds(writeSettings(moderator(), { photos }));
    }
    await assertSucceeds(writeSettings(moderator(), { approval_required: false }));
  });

  it(`lets a moderator set the photo cap to a whole number from ${PHOTO_CAP_MIN} to ${PHOTO_CAP_MAX}`, async () => {
    for (const cap of [PHOTO_CAP_MIN, PHOTO_CAP_MAX]) {
      await assertSucceeds(writeSettings(moderator(), { photos: 'wait', photo_cap: cap }));
    }
  });

  it('refuses a moderator any other mode', async () => {
    for (const photos of ['sometimes', 'On', '', true, null, 1]) {
      await assertFails(writeSettings(moderator(), { photos }));
    }
  });

  it('refuses a moderator any other cap', async () => {
    for (const cap of [PHOTO_CAP_MIN - 1, PHOTO_CAP_MAX + 1, 2.5, '5', null, -1]) {
      await assertFails(writeSettings(moderator(), { photo_cap: cap }));
    }
  });

  it('refuses a visitor and a signed-in non-moderator, even with valid values', async () => {
    const valid = { photos: 'off', photo_cap: 10 };
    await assertFails(writeSettings(visitor(), valid, ''));
    await assertFails(writeSettings(guest(), valid, 'guest@example.com'));
  });
});

describe('approval before showing', () => {
  it('with every switch off, or no settings at all, a post goes straight onto the wall', async () => {
    await assertSucceeds(post(visitor(), MESSAGES));
    await seedSettings({ approval_required: false, held_words: [], held_pattern: '' });
    await assertSucceeds(post(visitor(), MESSAGES));
  });

  it('while on, refuses a post on the wall and accepts it in pending_messages', async () => {
    await seedSettings({ approval_required: true });
    await assertFails(post(visitor(), MESSAGES));
    await assertSucceeds(post(visitor(), PENDING));
  });

  it('validates a waiting post like a message', async () => {
    await assertFails(post(visitor(), PENDING, { content: '' }));
    await assertFails(post(visitor(), PENDING, { author_name: 'n'.repeat(51) }));
    await assertFails(post(visitor(), PENDING, { created_at: Timestamp.fromMillis(0) }));
    await assertFails(post(visitor(), PENDING, { likes: 1 }));
  });

  it('refuses a waiting post under the id of a message on the wall or a removed one', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().collection(MESSAGES).doc(postId('taken')).set(WAITING);
      await context
        .firestore()
        .collection(REMOVED)
        .doc(postId('gone'))
        .set({ ...WAITING, removed_by: MODERATOR, removed_at: Timestamp.now() });
    });
    await seedSettings({ approval_required: true });
    await assertFails(post(visitor(), PENDING, {}, postId('taken')));
    await assertFails(post(visitor(), PENDING, {}, postId('gone')));
    await assertSucceeds(post(visitor(), PENDING, {}, postId('fresh')));
  });

  it('refuses editing a waiting post', async () => {
    await assertFails(
      visitor()
        .collection(PENDING)
        .doc('p1')
        .set({ ...WAITING, content: 'x' }),
    );
  });

  it('lets only moderators read waiting posts', async () => {
    await assertFails(visitor().collection(PENDING).doc('p1').get());
    await assertFails(visitor().collection(PENDING).get());
    await assertFails(guest().collection(PENDING).get());
    await assertSucceeds(moderator().collection(PENDING).orderBy('created_at', 'desc').get());
  });
});

describe('approving', () => {
  it('lets a moderator move a waiting post onto the wall at the time of approval', async () => {
    await seedSettings({ approval_required: true });
    await assertSucceeds(approve(moderator(), 'p1'));
    let stored: firebase.firestore.DocumentData | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      stored = (await context.firestore().collection(MESSAGES).doc('p1').get()).data();
    });
    expect(stored?.content).toBe(WAITING.content);
    expect((stored?.created_at as firebase.firestore.Timestamp).toMillis()).toBeGreaterThan(
      WAITING.created_at.toMillis(),
    );
  });

  it('refuses a visitor and a signed-in non-moderator', async () => {
    await assertFails(approve(visitor(), 'p1'));
    await assertFails(approve(guest(), 'p1'));
  });

  it('refuses changing the post, choosing its time, or keeping the waiting copy', async () => {
    await seedSettings({ approval_required: true });
    const db = moderator();
    await assertFails(approve(db, 'p1', { ...WAITING, content: 'Edited by the host' }));
    await assertFails(approve(db, 'p1', WAITING, WAITING.created_at));
    await assertFails(
      db
        .collection(MESSAGES)
        .doc('p1')
        .set({ ...WAITING, created_at: FieldValue.serverTimestamp() })
        .then(() => undefined),
    );
  });

  it('refuses approving a post another moderator has just declined', async () => {
    await assertSucceeds(decline(moderator(OTHER_MODERATOR), 'p1', OTHER_MODERATOR));
    await assertFails(approve(moderator(), 'p1'));
  });

  it(`lets a moderator approve ${MESSAGES_PER_BATCH} at once (the app's batch size)`, async () => {
    await seedBulk(env, { [PENDING]: WAITING });
    await seedSettings({ approval_required: true, ...heldFor(['beer']) });
    const db = moderator();
    await assertSucceeds(
      commitBulk(db, (batch, id) => {
        batch.set(db.collection(MESSAGES).doc(id), {
          author_name: WAITING.author_name,
          content: WAITING.content,
          created_at: FieldValue.serverTimestamp(),
        });
        batch.delete(db.collection(PENDING).doc(id));
      }),
    );
  });
});

describe('declining', () => {
  it('lets a moderator move a waiting post to removed_messages, with its marker', async () => {
    await assertSucceeds(decline(moderator(), 'p1'));
  });

  it('refuses a visitor and a signed-in non-moderator', async () => {
    await assertFails(decline(visitor(), 'p1'));
    await assertFails(decline(guest(), 'p1', 'guest@example.com'));
  });

  it('refuses a changed copy, and a marker or deletion on its own', async () => {
    const db = moderator();
    await assertFails(decline(db, 'p1', MODERATOR, true, { ...WAITING, content: 'Other' }));
    await assertFails(
      db.collection(DECLINED).doc('p1').set({ declined_at: FieldValue.serverTimestamp() }),
    );
    await assertFails(db.collection(PENDING).doc('p1').delete());
  });

  it('refuses declining a post another moderator has just approved', async () => {
    await assertSucceeds(approve(moderator(OTHER_MODERATOR), 'p1'));
    await assertFails(decline(moderator(), 'p1'));
  });

  it('lets the visitor look up their own marker by id, and nobody list the markers', async () => {
    await assertSucceeds(decline(moderator(), 'p1'));
    await assertSucceeds(visitor().collection(DECLINED).doc('p1').get());
    await assertFails(visitor().collection(DECLINED).get());
  });

  it('lets a moderator restore a declined post onto the wall, marker removed', async () => {
    await assertSucceeds(decline(moderator(), 'p1'));
    await assertSucceeds(restoreMessage(moderator(), 'p1', WAITING));
    await assertFails(visitor().collection(DECLINED).doc('p1').delete());
  });

  it(`lets a moderator decline ${MESSAGES_PER_BATCH} at once (the app's batch size)`, async () => {
    await seedBulk(env, { [PENDING]: WAITING });
    const db = moderator();
    await assertSucceeds(
      commitBulk(db, (batch, id) => writeDecline(batch, db, id, WAITING, { endAuthorHold: false })),
    );
  });
});

describe('the word filter', () => {
  it('refuses on the wall, and accepts in pending_messages, a post with a listed word', async () => {
    await seedSettings(heldFor(['beer', 'hang over']));
    await assertFails(post(visitor(), MESSAGES, { content: 'Free BEER for all' }));
    await assertFails(post(visitor(), MESSAGES, { author_name: 'Beer Man' }));
    await assertFails(post(visitor(), MESSAGES, { content: 'What a hang\n over' }));
    await assertSucceeds(post(visitor(), PENDING, { content: 'Free BEER for all' }));
  });

  it(`matches against a full list of ${HELD_WORDS_MAX} entries of every kind of edge`, async () => {
    const kinds = [(i: number) => `w${i}`, (i: number) => `w${i}!`, (i: number) => `!w${i}`];
    const words = Array.from({ length: HELD_WORDS_MAX }, (_, i) =>
      (kinds[i % 4] ?? ((n: number) => `!${n}!`))(i),
    );
    await seedSettings(heldFor(words));
    await assertSucceeds(post(visitor(), MESSAGES, { content: 'w0x and aw0 and x!w2x' }));
    await assertFails(post(visitor(), MESSAGES, { content: 'ok W96 there' }));
    await assertFails(post(visitor(), MESSAGES, { content: 'x!w98 yes' }));
    await assertFails(post(visitor(), MESSAGES, { author_name: 'a!99!b' }));
    await assertSucceeds(post(visitor(), PENDING, { content: 'ok W96 there' }));
  });

  // Each post is by a fresh guest, so the order of the posts is free.
  it.each([
    {
      name: 'lets through a word that only contains a listed one',
      words: ['beer', 'ass'],
      shown: ['Beers are on me, first class'],
      held: [],
    },
    {
      name: 'takes regex metacharacters literally',
      words: ['c++', '.*', '(x|y)', '$$$'],
      shown: ['cc and x and y'],
      held: ['I write c++', 'win $$$ now', 'a .* b'],
    },
    {
      name: 'finds an emoji and a word in another script',
      words: ['🍆', 'ура'],
      shown: ['nice 🍺 Урал'],
      held: ['nice🍆', 'УРА!'],
    },
  ])('$name', async ({ words, shown, held }) => {
    await seedSettings(heldFor(words));
    for (const content of shown) await assertSucceeds(post(visitor(), MESSAGES, { content }));
    for (const content of held) await assertFails(post(visitor(), MESSAGES, { content }));
  });

  it('holds nothing with an empty list, or with the filter switched off', async () => {
    await seedSettings(heldFor([]));
    await assertSucceeds(post(visitor(), MESSAGES, { content: 'beer' }));
    await seedSettings({ held_words: ['beer'], held_pattern: '' });
    await assertSucceeds(post(visitor(), MESSAGES, { content: 'beer' }));
  });
});

describe('sealed until a moment', () => {
  const AHEAD = Timestamp.fromMillis(Date.now() + 3_600_000);
  const PAST = Timestamp.fromMillis(Date.now() - 3_600_000);

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().collection(MESSAGES).doc('m1').set(WAITING);
    });
  });

  it('refuses a visitor the wall before sealed_until and lets a moderator read it', async () => {
    await seedSettings({ sealed_until: AHEAD });
    await assertFails(
      visitor().collection(MESSAGES).orderBy('created_at', 'desc').limit(MESSAGES_PAGE).get(),
    );
    await assertFails(guest().collection(MESSAGES).limit(MESSAGES_PAGE).get());
    await assertSucceeds(
      moderator().collection(MESSAGES).orderBy('created_at', 'desc').limit(MESSAGES_PAGE).get(),
    );
    await assertSucceeds(
      moderator().collection(MESSAGES).orderBy('created_at', 'desc').limit(MODERATOR_PAGE).get(),
    );
  });

  it('keeps a moderator’s list of the sealed wall bounded too', async () => {
    await seedSettings({ sealed_until: AHEAD });
    await assertFails(moderator().collection(MESSAGES).orderBy('created_at', 'desc').get());
  });

  it('opens the wall once sealed_until has passed, or when it is null', async () => {
    await seedSettings({ sealed_until: PAST });
    await assertSucceeds(
      visitor().collection(MESSAGES).orderBy('created_at', 'desc').limit(MESSAGES_PAGE).get(),
    );
    await seedSettings({ sealed_until: null });
    await assertSucceeds(visitor().collection(MESSAGES).limit(MESSAGES_PAGE).get());
  });

  it('still lets a visitor post, and read one message by its id', async () => {
    await seedSettings({ sealed_until: AHEAD });
    await assertSucceeds(post(visitor(), MESSAGES));
    await assertSucceeds(visitor().collection(MESSAGES).doc('m1').get());
  });
});

describe('a waiting post and a message under one id (ids are chosen by the client)', () => {
  it('refuses a post on the wall under the id of a waiting post, and takes it under its own', async () => {
    const waiting = postId('waiting');
    await seedDoc(env, `${PENDING}/${waiting}`, WAITING);
    await assertFails(post(visitor(), MESSAGES, {}, waiting));
    await assertSucceeds(post(visitor(), MESSAGES, {}, postId('fresh')));
    // So the waiting post can still be approved, or declined, as usual.
    await assertSucceeds(approve(moderator(), waiting));
  });

  it('refuses declining a waiting post while a message is on the wall under its id', async () => {
    // As a script could have left it before the rule above: both copies stored.
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().collection(MESSAGES).doc('p1').set(WAITING);
    });
    await assertFails(decline(moderator(), 'p1'));
    // The message stays removable, and once it is removed the waiting post can be declined.
    await assertSucceeds(removeMessage(moderator(), 'p1', WAITING));
    await assertFails(approve(moderator(), 'p1'));
  });

  it('refuses approving a waiting post while a removed copy exists under its id', async () => {
    await seedDoc(env, `${REMOVED}/p1`, {
      ...WAITING,
      removed_by: MODERATOR,
      removed_at: Timestamp.now(),
    });
    await assertFails(approve(moderator(), 'p1'));
  });

  it('still approves or declines a waiting post with no other copy (3 reads per post)', async () => {
    await assertSucceeds(decline(moderator(), 'p1'));
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().collection(PENDING).doc('p2').set(WAITING);
    });
    await assertSucceeds(approve(moderator(), 'p2'));
  });
});

/** The wall as a visitor's first page reads it: newest first, ties by id, one page. */
async function firstPage(db: Db): Promise<string[]> {
  const { FieldPath } = firebase.firestore;
  const page = await db
    .collection(MESSAGES)
    .orderBy('created_at', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(MESSAGES_PAGE)
    .get();
  return page.docs.map((doc) => doc.id);
}

describe('the switches, page by page', () => {
  /** A full wall: more than a page of older messages, written past the rules. */
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const batch = context.firestore().batch();
      for (let i = 0; i < MESSAGES_PAGE + 10; i += 1) {
        batch.set(context.firestore().collection(MESSAGES).doc(`old${i}`), {
          author_name: 'Guest',
          content: `Old ${i}`,
          created_at: new Timestamp(1_700_000_000 + i, 0),
        });
      }
      await batch.commit();
    });
  });

  it('approval: an approved post is on top of a visitor’s first page, the page still full', async () => {
    await seedSettings({ approval_required: true });
    expect(await assertSucceeds(firstPage(visitor()))).not.toContain('p1');
    await assertSucceeds(approve(moderator(), 'p1'));
    const page = await assertSucceeds(firstPage(visitor()));
    expect(page[0]).toBe('p1');
    expect(page).toHaveLength(MESSAGES_PAGE);
  });

  it('the word filter: a held post is on no visitor’s page, the others are', async () => {
    await seedSettings(heldFor(['beer']));
    await assertFails(post(visitor(), MESSAGES, { content: 'Free beer' }, postId('held')));
    await assertSucceeds(post(visitor(), PENDING, { content: 'Free beer' }, postId('held')));
    await assertSucceeds(post(visitor(), MESSAGES, { content: 'Cheers' }, postId('fine')));
    const page = await assertSucceeds(firstPage(visitor()));
    expect(page[0]).toBe(postId('fine'));
    expect(page).not.toContain(postId('held'));
  });

  it('the sealed wall: no visitor page until it opens, a moderator’s pages meanwhile', async () => {
    await seedSettings({ sealed_until: Timestamp.fromMillis(Date.now() + 3_600_000) });
    await assertFails(firstPage(visitor()));
    expect(await assertSucceeds(firstPage(moderator()))).toHaveLength(MESSAGES_PAGE);
    await seedSettings({ sealed_until: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await assertSucceeds(firstPage(visitor()))).toHaveLength(MESSAGES_PAGE);
  });
});

describe('one batch making a message and a waiting post under one id (existsAfter)', () => {
  /**
   * A script's batch: a clean post on the wall and a held one waiting, under one id, by one
   * guest with its bookkeeping moved on once, so only the two copies can make the rules refuse.
   */
  function bothCopies(id: string) {
    const guest = newGuest(env);
    const batch = guest.db.batch();
    batch.set(guest.db.collection(MESSAGES).doc(id), {
      author_name: 'Sam',
      content: 'Happy birthday!',
      created_at: FieldValue.serverTimestamp(),
    });
    batch.set(guest.db.collection(PENDING).doc(id), {
      author_name: 'Sam',
      content: 'Free beer!',
      created_at: FieldValue.serverTimestamp(),
    });
    batch.set(guest.db.collection(POSTERS).doc(guest.uid), nextPost(id), { merge: true });
    return batch.commit();
  }

  it('refuses the batch, though each write alone is allowed', async () => {
    await seedSettings(heldFor(['beer']));
    await assertFails(bothCopies(postId('stuck')));
    await assertSucceeds(post(visitor(), MESSAGES, {}, postId('aloneOnWall')));
    await assertSucceeds(
      post(visitor(), PENDING, { content: 'Free beer!' }, postId('aloneWaiting')),
    );
    let stored = 0;
    await env.withSecurityRulesDisabled(async (context) => {
      stored =
        (await context.firestore().collection(MESSAGES).doc(postId('stuck')).get()).exists ||
        (await context.firestore().collection(PENDING).doc(postId('stuck')).get()).exists
          ? 1
          : 0;
    });
    expect(stored).toBe(0);
  });

  it('refuses it with approval on too', async () => {
    await seedSettings({ approval_required: true });
    await assertFails(bothCopies(postId('stuck')));
  });
});

describe('the waiting list takes a post only while a switch holds it', () => {
  it('refuses a waiting post with no settings, every switch off, or only the seal', async () => {
    await assertFails(post(visitor(), PENDING));
    await seedSettings({ approval_required: false, held_words: [], held_pattern: '' });
    await assertFails(post(visitor(), PENDING));
    await seedSettings({ sealed_until: Timestamp.fromMillis(Date.now() + 3_600_000) });
    await assertFails(post(visitor(), PENDING));
  });

  it('refuses a waiting post with no listed word while only the filter is on', async () => {
    await seedSettings(heldFor(['beer']));
    await assertFails(post(visitor(), PENDING, { content: 'Cheers with lemonade' }));
  });

  it('accepts one while approval is on, or with a listed word in the name or the text', async () => {
    await seedSettings({ approval_required: true });
    await assertSucceeds(post(visitor(), PENDING));
    await seedSettings(heldFor(['beer']));
    await assertSucceeds(post(visitor(), PENDING, { content: 'Free beer!' }));
    await assertSucceeds(post(visitor(), PENDING, { author_name: 'Beer Man' }));
  });
});

describe('the word filter against invisible characters and other spellings', () => {
  it.each([
    ['a zero-width space', 'be\u200ber'],
    ['a combining grapheme joiner', 'be\u034fer'],
    ['a word joiner', 'be\u2060er'],
    ['a soft hyphen', 'be\u00ader'],
    ['a variation selector after a letter', 'be\ufe0fer'],
    ['a joiner between letters', 'be\u200der'],
  ])('refuses a listed word split by %s, on the wall and in waiting', async (_label, word) => {
    await seedSettings(heldFor(['beer']));
    await assertFails(post(visitor(), MESSAGES, { content: `Free ${word}!` }));
    await assertFails(post(visitor(), PENDING, { content: `Free ${word}!` }));
    await assertSucceeds(post(visitor(), PENDING, { content: 'Free beer!' }));
  });

  it.each([
    ['a no-break space', 'hang\u00a0over'],
    ['a narrow no-break space', 'hang\u202fover'],
    ['an ideographic space', 'hang\u3000over'],
  ])('holds a listed phrase written with %s', async (_label, phrase) => {
    await seedSettings(heldFor(['hang over']));
    await assertFails(post(visitor(), MESSAGES, { content: `What a ${phrase}` }));
    await assertSucceeds(post(visitor(), PENDING, { content: `What a ${phrase}` }));
  });

  it.each([
    ['decomposed', 'cafe\u0301'],
    ['composed, in capitals', 'CAFÉ'],
  ])('holds a listed accented word %s', async (_label, word) => {
    await seedSettings(heldFor(['café']));
    await assertFails(post(visitor(), MESSAGES, { content: `Meet at the ${word}` }));
    await assertSucceeds(post(visitor(), MESSAGES, { content: 'Meet at the cafe' }));
  });

  it('holds a two-accent letter in any canonical order, and a number split by a selector', async () => {
    await seedSettings(heldFor(['việt', '420']));
    for (const spelling of [
      'vie\u0323\u0302t',
      'vie\u0302\u0323t',
      'viê\u0323t',
      'vi\u1eb9\u0302t',
    ]) {
      await assertFails(post(visitor(), MESSAGES, { content: `Go ${spelling}` }));
    }
    await assertFails(post(visitor(), MESSAGES, { content: 'At 4\ufe0f20' }));
    await assertSucceeds(post(visitor(), MESSAGES, { content: 'At 4:20' }));
  });
});

describe('declined markers', () => {
  /** A decline batch with a marker of the caller's making. */
  function declineWithMarker(db: Db, marker: Record<string, unknown>) {
    const batch = db.batch();
    batch.set(db.collection(REMOVED).doc('p1'), {
      ...WAITING,
      removed_by: MODERATOR,
      removed_at: FieldValue.serverTimestamp(),
    });
    batch.set(db.collection(DECLINED).doc('p1'), marker);
    batch.delete(db.collection(PENDING).doc('p1'));
    return batch.commit();
  }

  /** A restore as /moderate commits it: the message back, its copy and its marker gone. */
  function restoreDeclined(db: Db, id = 'p1') {
    return restoreMessage(db, id, WAITING);
  }

  it('holds only the server time of the decline', async () => {
    await assertFails(
      declineWithMarker(moderator(), {
        declined_at: FieldValue.serverTimestamp(),
        content: WAITING.content,
      }),
    );
    await assertFails(declineWithMarker(moderator(), { declined_at: Timestamp.now() }));
    await assertFails(declineWithMarker(moderator(), {}));
    await assertSucceeds(
      declineWithMarker(moderator(), { declined_at: FieldValue.serverTimestamp() }),
    );
  });

  it('refuses a marker for a post that is not being declined', async () => {
    await assertFails(
      moderator()
        .collection(DECLINED)
        .doc('never-declined')
        .set({ declined_at: FieldValue.serverTimestamp() }),
    );
    await assertFails(
      visitor().collection(DECLINED).doc('p1').set({ declined_at: FieldValue.serverTimestamp() }),
    );
  });

  it('refuses updating a marker, even for a moderator', async () => {
    await assertSucceeds(decline(moderator(), 'p1'));
    await assertFails(
      moderator().collection(DECLINED).doc('p1').update({ declined_at: Timestamp.now() }),
    );
    await assertFails(
      moderator().collection(DECLINED).doc('p1').set({ declined_at: FieldValue.serverTimestamp() }),
    );
  });

  it('refuses deleting a marker without a restore, while the post stays removed', async () => {
    await assertSucceeds(decline(moderator(), 'p1'));
    await assertFails(moderator().collection(DECLINED).doc('p1').delete());
    await assertFails(visitor().collection(DECLINED).doc('p1').delete());
  });

  it('lets the restore of a declined post take its marker away in the same batch', async () => {
    await assertSucceeds(decline(moderator(), 'p1'));
    await assertSucceeds(restoreDeclined(moderator()));
    let marker = true;
    await env.withSecurityRulesDisabled(async (context) => {
      marker = (await context.firestore().collection(DECLINED).doc('p1').get()).exists;
    });
    expect(marker).toBe(false);
  });

  it('refuses a restore (marker and all) by a visitor or a signed-in non-moderator', async () => {
    await assertSucceeds(decline(moderator(), 'p1'));
    await assertFails(restoreDeclined(visitor()));
    await assertFails(restoreDeclined(guest()));
  });

  it('lets a moderator clear a marker an older restore left behind, the post on the wall', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.collection(MESSAGES).doc('back').set(WAITING);
      await db.collection(DECLINED).doc('back').set({ declined_at: Timestamp.now() });
    });
    await assertFails(guest().collection(DECLINED).doc('back').delete());
    await assertSucceeds(moderator().collection(DECLINED).doc('back').delete());
  });

  it(`lets a moderator restore ${MESSAGES_PER_BATCH} declined posts at once, markers included`, async () => {
    await seedBulk(env, {
      [REMOVED]: { ...WAITING, removed_by: MODERATOR, removed_at: Timestamp.now() },
      [DECLINED]: { declined_at: Timestamp.now() },
    });
    const db = moderator();
    await assertSucceeds(commitBulk(db, (batch, id) => writeRestore(batch, db, id, WAITING)));
  });
});

describe("the settings' bounds and time", () => {
  it(`takes a list of ${HELD_WORDS_MAX} entries and a pattern of ${HELD_PATTERN_MAX} characters`, async () => {
    const words = Array.from({ length: HELD_WORDS_MAX }, (_, i) => `w${i}`);
    await assertSucceeds(writeSettings(moderator(), heldFor(words)));
    await assertSucceeds(
      writeSettings(moderator(), { held_words: ['x'], held_pattern: 'x'.repeat(HELD_PATTERN_MAX) }),
    );
  });

  // Entries of letters with three accents, or of emoji, spell out longest (src/data/schema/heldWords.test.ts).
  it.each([
    ['letters with three accents', 'ǘ'],
    ['emoji', '🍆'],
  ])(
    `takes the longest pattern /moderate builds from %s, within ${HELD_PATTERN_MAX} characters, and holds by it`,
    async (_kind, character) => {
      const words = Array.from({ length: HELD_WORDS_MAX }, (_, i) =>
        `${i}${character.repeat(HELD_WORD_MAX)}`.slice(0, HELD_WORD_MAX),
      );
      const settings = heldFor(words);
      // The longest /moderate builds: every entry, or as many as fit, one more passing the
      // length or the group bound the rules engine matches within.
      const entries = settings.held_words as string[];
      const next = words.slice(0, entries.length + 1);
      expect(entries.length === words.length || !fitsTheRules(heldPattern(next))).toBe(true);
      await assertSucceeds(writeSettings(moderator(), settings));
      await seedSettings(settings);
      const held = (settings.held_words as string[]).at(-1) ?? '';
      await assertFails(post(visitor(), MESSAGES, { content: `so ${held} there` }));
      await assertSucceeds(post(visitor(), PENDING, { content: `so ${held} there` }));
      await assertSucceeds(post(visitor(), MESSAGES, { content: 'nothing listed here' }));
    },
  );

  it(`refuses a pattern of ${HELD_PATTERN_MAX + 1} characters`, async () => {
    await assertFails(
      writeSettings(moderator(), {
        held_words: ['x'],
        held_pattern: 'x'.repeat(HELD_PATTERN_MAX + 1),
      }),
    );
  });

  it("refuses an updated_at of the client's choosing, and accepts the server's", async () => {
    await assertFails(writeSettings(moderator(), { updated_at: Timestamp.now() }));
    await assertFails(writeSettings(moderator(), { updated_at: Timestamp.fromMillis(0) }));
    await assertSucceeds(writeSettings(moderator(), {}));
  });
});

describe('moderators come through Google only', () => {
  it.each(['password', 'github.com', 'email'] as const)(
    'refuses a listed moderator signed in through %s, email verified, everything',
    async (provider) => {
      const db = moderator(MODERATOR, { provider });
      await seedSettings({ approval_required: true });
      await assertFails(writeSettings(db, { approval_required: false }));
      await assertFails(approve(db, 'p1'));
      await assertFails(decline(db, 'p1'));
      await assertFails(db.collection(PENDING).get());
      await assertFails(db.collection('moderators').doc(MODERATOR).get());
    },
  );

  it('refuses a sealed wall to a listed moderator who is unverified or not Google', async () => {
    await seedSettings({ sealed_until: Timestamp.fromMillis(Date.now() + 3_600_000) });
    await assertFails(
      moderator(MODERATOR, { verified: false }).collection(MESSAGES).limit(MODERATOR_PAGE).get(),
    );
    await assertFails(
      moderator(MODERATOR, { provider: 'password' })
        .collection(MESSAGES)
        .limit(MODERATOR_PAGE)
        .get(),
    );
    await assertSucceeds(moderator().collection(MESSAGES).limit(MODERATOR_PAGE).get());
  });

  it('refuses a plain delete of a waiting post, even a moderator’s', async () => {
    await assertFails(moderator().collection(PENDING).doc('p1').delete());
    await assertFails(visitor().collection(PENDING).doc('p1').delete());
    await assertSucceeds(decline(moderator(), 'p1'));
  });
});
