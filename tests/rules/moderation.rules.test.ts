/**
 * firestore.rules for the organizer's side: who may remove, restore, read what was removed,
 * export, and read the moderator list. Each permission is tried by a visitor (signed out), a
 * signed-in person who is not a moderator, and a moderator, with an allowed and a refused
 * case each. Run through npm run test:rules like messages.rules.test.ts (the Firestore
 * emulator; gated where it cannot start).
 */
import { describe, it } from 'vitest';
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
  seedDocs,
  seedModerators,
  signedInDb,
  useRulesEnvironment,
  visitor,
  writeRemoval,
  writeRestore,
  type Db,
} from './rulesEnvironment';
import { MESSAGES, MODERATORS, REMOVED } from './collections';
import { guestPost, newGuest, wallPost } from './guestPost';
import { MESSAGES_PER_BATCH } from '../../src/data/moderation/batches';
import { MESSAGES_PAGE, MODERATOR_PAGE } from '../../src/data/schema/schema';

const GUEST = 'guest@example.com';

const { FieldValue, Timestamp } = firebase.firestore;

/** The stored time of every seeded message: an old one, at microsecond precision. */
const CREATED = new Timestamp(1_780_000_000, 123_456_000);
const STORED = { author_name: 'Alex', content: 'Already on the wall.', created_at: CREATED };

useRulesEnvironment(async (db) => {
  await seedModerators(db);
  await seedDocs(db, MESSAGES, { m1: STORED, m2: { ...STORED, author_name: 'Bo' } });
  await seedDocs(db, REMOVED, {
    r1: { ...STORED, author_name: 'Spammer', removed_by: MODERATOR, removed_at: Timestamp.now() },
  });
});

/** Signed in with Google (verified email), not on the moderators list. */
function guest(): Db {
  return signedInDb(env, { email: GUEST, uid: 'guest-uid' });
}

/** A removal as /moderate commits it, of a message stored as STORED unless told otherwise. */
function remove(db: Db, id: string, stored: Record<string, unknown> = STORED, by = MODERATOR) {
  return removeMessage(db, id, stored, { by });
}

const REMOVED_R1 = { ...STORED, author_name: 'Spammer' };

describe('removing a message', () => {
  it('lets a moderator move it to removed_messages in one batch', async () => {
    await assertSucceeds(remove(moderator(), 'm1'));
  });

  it('accepts the moderator email in any case', async () => {
    await assertSucceeds(remove(moderator('Mod@Example.com'), 'm1'));
  });

  it('refuses a visitor and a signed-in non-moderator', async () => {
    await assertFails(remove(visitor(), 'm1'));
    await assertFails(remove(guest(), 'm1', STORED, GUEST));
  });

  it('refuses a moderator whose email is not verified', async () => {
    await assertFails(remove(moderator(MODERATOR, { verified: false }), 'm1'));
  });

  it.each(['password', 'github.com'] as const)(
    'refuses a listed moderator signed in through %s, email verified',
    async (provider) => {
      await assertFails(remove(moderator(MODERATOR, { provider }), 'm1'));
      await assertFails(restoreMessage(moderator(MODERATOR, { provider }), 'r1', REMOVED_R1));
      await assertFails(moderator(MODERATOR, { provider }).collection(REMOVED).get());
    },
  );

  it('refuses a moderator deleting without keeping a copy', async () => {
    await assertFails(moderator().collection(MESSAGES).doc('m1').delete());
  });

  it('refuses a copy that differs from the message', async () => {
    await assertFails(remove(moderator(), 'm1', { ...STORED, content: 'Something else' }));
    await assertFails(
      remove(moderator(), 'm1', { ...STORED, created_at: Timestamp.fromMillis(0) }),
    );
  });

  it('refuses a copy naming someone else as the remover, or a chosen time', async () => {
    await assertFails(remove(moderator(), 'm1', STORED, 'someone@example.com'));
    await assertFails(removeMessage(moderator(), 'm1', STORED, { at: Timestamp.now() }));
  });

  it('refuses a copy left while the message stays on the wall', async () => {
    await assertFails(
      moderator()
        .collection(REMOVED)
        .doc('m1')
        .set({ ...STORED, removed_by: MODERATOR, removed_at: FieldValue.serverTimestamp() }),
    );
  });

  it('refuses anyone but a moderator deleting a message, even one with a copy already kept', async () => {
    await seedDoc(env, `${REMOVED}/m1`, {
      ...STORED,
      removed_by: MODERATOR,
      removed_at: Timestamp.now(),
    });
    await assertFails(visitor().collection(MESSAGES).doc('m1').delete());
    await assertFails(guest().collection(MESSAGES).doc('m1').delete());
  });

  it('refuses editing a message, even for a moderator', async () => {
    await assertFails(moderator().collection(MESSAGES).doc('m1').update({ content: 'Edited' }));
  });

  it(`lets a moderator remove ${MESSAGES_PER_BATCH} messages in one batch (the app's batch size)`, async () => {
    await seedBulk(env, { [MESSAGES]: STORED });
    const db = moderator();
    await assertSucceeds(commitBulk(db, (batch, id) => writeRemoval(batch, db, id, STORED)));
  });
});

describe('restoring a message', () => {
  it('lets a moderator put it back with its original created_at', async () => {
    await assertSucceeds(restoreMessage(moderator(), 'r1', REMOVED_R1));
  });

  it('refuses a visitor and a signed-in non-moderator', async () => {
    await assertFails(restoreMessage(visitor(), 'r1', REMOVED_R1));
    await assertFails(restoreMessage(guest(), 'r1', REMOVED_R1));
  });

  it('refuses a restore that changes the message or its time', async () => {
    await assertFails(restoreMessage(moderator(), 'r1', { ...REMOVED_R1, content: 'Rewritten' }));
    await assertFails(
      restoreMessage(moderator(), 'r1', { ...REMOVED_R1, created_at: Timestamp.fromMillis(0) }),
    );
    await assertFails(restoreMessage(moderator(), 'r1', { ...REMOVED_R1, removed_by: MODERATOR }));
  });

  it('refuses a moderator backdating a new message with no removed copy behind it', async () => {
    await assertFails(restoreMessage(moderator(), 'new', STORED));
  });

  it('refuses putting it back while keeping the removed copy', async () => {
    await assertFails(moderator().collection(MESSAGES).doc('r1').set(REMOVED_R1));
  });

  it('refuses deleting a removed copy without putting the message back', async () => {
    await assertFails(moderator().collection(REMOVED).doc('r1').delete());
  });

  it(`lets a moderator restore ${MESSAGES_PER_BATCH} messages in one batch (the app's batch size)`, async () => {
    await seedBulk(env, {
      [REMOVED]: { ...STORED, removed_by: MODERATOR, removed_at: Timestamp.now() },
    });
    const db = moderator();
    await assertSucceeds(commitBulk(db, (batch, id) => writeRestore(batch, db, id, STORED)));
  });

  it('refuses a visitor posting under the id of a removed message, which would block its restore', async () => {
    await assertFails(
      visitor()
        .collection(MESSAGES)
        .doc('r1')
        .set(wallPost({ content: 'Back again' })),
    );
  });

  it("still holds visitors' posts to the server's clock", async () => {
    await assertFails(visitor().collection(MESSAGES).doc('r1').set(REMOVED_R1));
    await assertSucceeds(guestPost(newGuest(env), MESSAGES, wallPost()));
  });
});

describe('reading what was removed', () => {
  it('lets a moderator read the list and one copy', async () => {
    await assertSucceeds(moderator().collection(REMOVED).orderBy('removed_at', 'desc').get());
    await assertSucceeds(moderator().collection(REMOVED).doc('r1').get());
  });

  it('refuses a visitor and a signed-in non-moderator', async () => {
    await assertFails(visitor().collection(REMOVED).get());
    await assertFails(visitor().collection(REMOVED).doc('r1').get());
    await assertFails(guest().collection(REMOVED).get());
    await assertFails(guest().collection(REMOVED).doc('r1').get());
  });

  it('refuses writing a removed copy by hand, even for a moderator', async () => {
    await assertFails(moderator().collection(REMOVED).doc('r1').update({ content: 'Edited' }));
  });
});

describe('exporting', () => {
  it('lets anyone read every message a page at a time: the wall is public, so is its export', async () => {
    for (const db of [visitor(), guest(), moderator()]) {
      await assertSucceeds(
        db.collection(MESSAGES).orderBy('created_at', 'desc').limit(MESSAGES_PAGE).get(),
      );
    }
  });

  it('lets a moderator read a page of up to MODERATOR_PAGE, and no more', async () => {
    const wall = () => moderator().collection(MESSAGES).orderBy('created_at', 'desc');
    await assertSucceeds(wall().limit(MODERATOR_PAGE).get());
    await assertFails(
      wall()
        .limit(MODERATOR_PAGE + 1)
        .get(),
    );
    await assertFails(wall().get());
  });

  it('refuses a signed-in non-moderator the moderator’s page size', async () => {
    const wall = () => guest().collection(MESSAGES).orderBy('created_at', 'desc');
    await assertFails(wall().limit(MODERATOR_PAGE).get());
    await assertSucceeds(wall().limit(MESSAGES_PAGE).get());
  });

  it('keeps what was removed out of any export but a moderator’s', async () => {
    await assertFails(visitor().collection(REMOVED).orderBy('removed_at', 'desc').get());
    await assertFails(guest().collection(REMOVED).orderBy('removed_at', 'desc').get());
    await assertSucceeds(moderator().collection(REMOVED).orderBy('removed_at', 'desc').get());
  });
});

describe('the moderator list', () => {
  it('lets a moderator read the list and any entry', async () => {
    await assertSucceeds(moderator().collection(MODERATORS).get());
    await assertSucceeds(moderator().collection(MODERATORS).doc('someone@example.com').get());
  });

  it('lets a signed-in person ask about their own entry only', async () => {
    await assertSucceeds(guest().collection(MODERATORS).doc(GUEST).get());
    await assertFails(guest().collection(MODERATORS).doc(MODERATOR).get());
    await assertFails(guest().collection(MODERATORS).get());
  });

  it('refuses a signed-in person whose email is not verified, even for their own entry', async () => {
    await assertFails(
      moderator(GUEST, { verified: false }).collection(MODERATORS).doc(GUEST).get(),
    );
    await assertFails(
      moderator(MODERATOR, { verified: false }).collection(MODERATORS).doc(MODERATOR).get(),
    );
  });

  it('reads a mixed-case token as its lower-case entry, and no other spelling', async () => {
    await assertSucceeds(moderator('Mod@Example.com').collection(MODERATORS).doc(MODERATOR).get());
    await assertSucceeds(moderator('Guest@Example.com').collection(MODERATORS).doc(GUEST).get());
    await assertFails(
      moderator('Guest@Example.com').collection(MODERATORS).doc('Guest@Example.com').get(),
    );
  });

  it.each(['password', 'github.com'] as const)(
    'refuses an account signed in through %s, its own entry and the list',
    async (provider) => {
      await assertFails(
        moderator(MODERATOR, { provider }).collection(MODERATORS).doc(MODERATOR).get(),
      );
      await assertFails(moderator(GUEST, { provider }).collection(MODERATORS).doc(GUEST).get());
      await assertFails(moderator(MODERATOR, { provider }).collection(MODERATORS).get());
    },
  );

  it('refuses a visitor any read', async () => {
    await assertFails(visitor().collection(MODERATORS).doc(MODERATOR).get());
    await assertFails(visitor().collection(MODERATORS).get());
  });

  it('refuses every client write, a moderator’s included', async () => {
    await assertFails(visitor().collection(MODERATORS).doc('me@example.com').set({}));
    await assertFails(guest().collection(MODERATORS).doc(GUEST).set({}));
    await assertFails(moderator().collection(MODERATORS).doc('friend@example.com').set({}));
    await assertFails(moderator().collection(MODERATORS).doc(MODERATOR).delete());
  });
});
