/**
 * firestore.rules for reactions (issue 28): a reaction is one batch, made by a guest identity
 * (anonymous Auth), of the guest's own document messages/{id}/reactions/{uid}_{kind}, the
 * message's `reactions.<kind>` count moved by exactly one, and the guest's bookkeeping
 * reactors/{uid} (the pause and the cap). A removal carries the counts to removed_messages and
 * a restore brings them back. Each permission has an allowed and a refused case. Run like the
 * other rules suites (scripts/rules.mjs, or FIRESTORE_EMULATOR_HOST).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import {
  env,
  MODERATOR,
  moderator,
  removeMessage,
  restoreMessage,
  seedDocs,
  seedModerators,
  useRulesEnvironment,
  type Db,
} from './rulesEnvironment';
import { MESSAGES, PENDING, REMOVED } from './collections';
import { AUTHORS, newGuest, nextPost, POSTERS, type Guest } from './guestPost';
import {
  REACTION_CAP,
  REACTION_PAUSE_MS,
  REACTIONS_COLLECTION,
  REACTORS_COLLECTION,
} from '../../src/data/schema/schema';

const { FieldValue, Timestamp } = firebase.firestore;

const CREATED = new Timestamp(1_780_000_000, 123_456_000);
const STORED = { author_name: 'Alex', content: 'Cheers to 21!', created_at: CREATED };

useRulesEnvironment(async (db) => {
  await seedModerators(db);
  await seedDocs(db, MESSAGES, {
    m1: STORED,
    m2: { ...STORED, reactions: { cheers: 2, love: 1 } },
  });
});

function asOwner<T>(read: (db: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  return env
    .withSecurityRulesDisabled(async (context) => {
      result = await read(context.firestore());
    })
    .then(() => result as T);
}

async function storedMessage(collection: string, id: string) {
  return asOwner(async (db) => (await db.collection(collection).doc(id).get()).data());
}

async function ownReactionExists(id: string, reactionId: string) {
  return asOwner(
    async (db) =>
      (await db.collection(MESSAGES).doc(id).collection(REACTIONS_COLLECTION).doc(reactionId).get())
        .exists,
  );
}

/** The bookkeeping the wall writes beside each reaction change. */
function nextReaction(messageId: string, kind: string): Record<string, unknown> {
  return {
    last_reaction_at: FieldValue.serverTimestamp(),
    last_reaction: `${messageId}/${kind}`,
    reactions: FieldValue.increment(1),
  };
}

interface ReactionBatch {
  /** The reaction document's id; the guest's own for `kind` unless given. */
  reactionId?: string;
  /** What the message update sets; `reactions.<kind>` moved by one unless given, null: none. */
  count?: Record<string, unknown> | null;
  /** The reaction document's fields (a reaction only); null leaves the document out. */
  doc?: Record<string, unknown> | null;
  /** The bookkeeping; null leaves it out. */
  bookkeeping?: Record<string, unknown> | null;
}

/**
 * A reaction (`on`) or a take-back as the wall sends it (src/data/posting/reactions.ts): one batch of
 * the guest's own document, the message's count and the bookkeeping. `change` replaces parts,
 * for the cases that break one.
 */
function react(
  guest: Guest,
  messageId: string,
  kind: string,
  on: boolean,
  change: ReactionBatch = {},
): Promise<void> {
  const { db, uid } = guest;
  const batch = db.batch();
  const message = db.collection(MESSAGES).doc(messageId);
  const reaction = message
    .collection(REACTIONS_COLLECTION)
    .doc(change.reactionId ?? `${uid}_${kind}`);
  if (change.doc !== null) {
    if (on) batch.set(reaction, change.doc ?? { reacted_at: FieldValue.serverTimestamp() });
    else batch.delete(reaction);
  }
  if (change.count !== null) {
    batch.update(
      message,
      change.count ?? { [`reactions.${kind}`]: FieldValue.increment(on ? 1 : -1) },
    );
  }
  if (change.bookkeeping !== null) {
    batch.set(
      db.collection(REACTORS_COLLECTION).doc(uid),
      change.bookkeeping ?? nextReaction(messageId, kind),
      { merge: true },
    );
  }
  return batch.commit();
}

/** The guest's bookkeeping as if their last change was `agoMs` ago, `made` changes in all. */
async function lastReacted(guest: Guest, agoMs: number, made: number) {
  await env.withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .collection(REACTORS_COLLECTION)
      .doc(guest.uid)
      .set({
        last_reaction_at: Timestamp.fromMillis(Date.now() - agoMs),
        last_reaction: 'm0/cheers',
        reactions: made,
      });
  });
}

describe('reacting', () => {
  it('accepts a first reaction: its own document, the count up by one and the bookkeeping, in one batch', async () => {
    const guest = newGuest(env);
    await assertSucceeds(react(guest, 'm1', 'cheers', true));
    expect((await storedMessage(MESSAGES, 'm1'))?.reactions).toEqual({ cheers: 1 });
    expect(await ownReactionExists('m1', `${guest.uid}_cheers`)).toBe(true);
    const bookkeeping = await asOwner(async (db) =>
      (await db.collection(REACTORS_COLLECTION).doc(guest.uid).get()).data(),
    );
    expect(bookkeeping).toMatchObject({ last_reaction: 'm1/cheers', reactions: 1 });
  });

  it('counts each guest once per kind, each kind apart, and every kind the wall shows', async () => {
    for (const kind of ['cheers', 'love', 'haha', 'party']) {
      await assertSucceeds(react(newGuest(env), 'm2', kind, true));
    }
    await assertSucceeds(react(newGuest(env), 'm2', 'cheers', true));
    expect((await storedMessage(MESSAGES, 'm2'))?.reactions).toEqual({
      cheers: 4,
      love: 2,
      haha: 1,
      party: 1,
    });
  });

  it('lets a guest take a reaction back: its document goes, the count goes down by one', async () => {
    const guest = newGuest(env);
    await assertSucceeds(react(guest, 'm2', 'cheers', true));
    await lastReacted(guest, REACTION_PAUSE_MS + 1000, 1);
    await assertSucceeds(react(guest, 'm2', 'cheers', false));
    expect((await storedMessage(MESSAGES, 'm2'))?.reactions).toEqual({ cheers: 2, love: 1 });
    expect(await ownReactionExists('m2', `${guest.uid}_cheers`)).toBe(false);
  });

  it('refuses a second reaction of the same kind by the same guest', async () => {
    const guest = newGuest(env);
    await assertSucceeds(react(guest, 'm1', 'love', true));
    await lastReacted(guest, REACTION_PAUSE_MS + 1000, 1);
    // The wall's own batch (its document is already there, so the set is an update)...
    await assertFails(react(guest, 'm1', 'love', true));
    // ...and the count alone, without a document of its own.
    await assertFails(react(guest, 'm1', 'love', true, { doc: null }));
    expect((await storedMessage(MESSAGES, 'm1'))?.reactions).toEqual({ love: 1 });
  });

  it('refuses a reaction with no identity', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(
      db
        .collection(MESSAGES)
        .doc('m1')
        .update({ 'reactions.cheers': FieldValue.increment(1) }),
    );
    await assertFails(react({ uid: 'nobody', db }, 'm1', 'cheers', true, { bookkeeping: null }));
  });

  it('refuses a count moved by anything but one, or with its document left out', async () => {
    const guest = newGuest(env);
    for (const count of [
      { 'reactions.cheers': FieldValue.increment(2) },
      { 'reactions.cheers': 5 },
      { 'reactions.cheers': '1' },
      { 'reactions.cheers': 1.5 },
    ]) {
      await assertFails(react(guest, 'm1', 'cheers', true, { count }));
    }
    await assertFails(react(guest, 'm1', 'cheers', true, { doc: null }));
    await assertFails(react(guest, 'm1', 'cheers', true, { count: null }));
  });

  it('refuses two kinds at once, a kind the wall does not have, and any other field changed', async () => {
    const guest = newGuest(env);
    await assertFails(
      react(guest, 'm1', 'cheers', true, {
        count: {
          'reactions.cheers': FieldValue.increment(1),
          'reactions.love': FieldValue.increment(1),
        },
      }),
    );
    await assertFails(react(guest, 'm1', 'wow', true));
    await assertFails(
      react(guest, 'm1', 'cheers', true, {
        count: { 'reactions.cheers': FieldValue.increment(1), content: 'Edited by a script' },
      }),
    );
    await assertFails(
      react(guest, 'm1', 'cheers', true, {
        count: { 'reactions.cheers': FieldValue.increment(1), created_at: Timestamp.now() },
      }),
    );
  });

  it("refuses a reaction under another guest's id, or an id that names no kind", async () => {
    const guest = newGuest(env);
    const other = newGuest(env);
    await assertFails(react(guest, 'm1', 'cheers', true, { reactionId: `${other.uid}_cheers` }));
    await assertFails(react(guest, 'm1', 'cheers', true, { reactionId: `${guest.uid}_love` }));
    await assertFails(react(guest, 'm1', 'cheers', true, { reactionId: guest.uid }));
  });

  it('refuses a reaction document with other fields or a time the client chose', async () => {
    const guest = newGuest(env);
    for (const doc of [
      { reacted_at: Timestamp.now() },
      { reacted_at: FieldValue.serverTimestamp(), kind: 'cheers' },
      {},
    ]) {
      await assertFails(react(guest, 'm1', 'cheers', true, { doc }));
    }
  });

  it('refuses taking back a reaction never made, and a count below zero', async () => {
    const guest = newGuest(env);
    await assertFails(react(guest, 'm2', 'cheers', false));
    await assertFails(react(guest, 'm1', 'haha', false));
  });

  it('refuses a reaction to a removed message or to none, and a reaction document alone', async () => {
    const guest = newGuest(env);
    await assertFails(react(guest, 'gone', 'cheers', true));
    await assertFails(react(guest, 'gone', 'cheers', true, { count: null }));
    await assertFails(react(guest, 'm1', 'cheers', true, { count: null, bookkeeping: null }));
  });

  it('refuses updating a reaction document, even its owner', async () => {
    const guest = newGuest(env);
    await assertSucceeds(react(guest, 'm1', 'party', true));
    await assertFails(
      guest.db
        .collection(MESSAGES)
        .doc('m1')
        .collection(REACTIONS_COLLECTION)
        .doc(`${guest.uid}_party`)
        .set({ reacted_at: FieldValue.serverTimestamp() }),
    );
  });
});

describe('reading reactions', () => {
  it('lets a guest get their own reaction, made or not, and nobody list them or read another’s', async () => {
    const guest = newGuest(env);
    const other = newGuest(env);
    await assertSucceeds(react(guest, 'm1', 'cheers', true));
    const own = (db: Db, uid: string, kind = 'cheers') =>
      db.collection(MESSAGES).doc('m1').collection(REACTIONS_COLLECTION).doc(`${uid}_${kind}`);
    expect((await assertSucceeds(own(guest.db, guest.uid).get())).exists).toBe(true);
    expect((await assertSucceeds(own(guest.db, guest.uid, 'love').get())).exists).toBe(false);
    await assertFails(own(other.db, guest.uid).get());
    await assertFails(own(env.unauthenticatedContext().firestore(), guest.uid).get());
    await assertFails(own(moderator(), guest.uid).get());
    await assertFails(
      guest.db.collection(MESSAGES).doc('m1').collection(REACTIONS_COLLECTION).get(),
    );
  });
});

describe('the bookkeeping: the pause and the cap', () => {
  it('refuses a batch whose bookkeeping is left out, names another reaction, or is not one up', async () => {
    const guest = newGuest(env);
    await assertFails(react(guest, 'm1', 'cheers', true, { bookkeeping: null }));
    await assertFails(
      react(guest, 'm1', 'cheers', true, { bookkeeping: nextReaction('m2', 'cheers') }),
    );
    await assertFails(
      react(guest, 'm1', 'cheers', true, { bookkeeping: nextReaction('m1', 'love') }),
    );
    for (const bookkeeping of [
      { ...nextReaction('m1', 'cheers'), reactions: 2 },
      { ...nextReaction('m1', 'cheers'), last_reaction_at: Timestamp.now() },
      { ...nextReaction('m1', 'cheers'), note: 'extra' },
      { ...nextReaction('m1', 'cheers'), last_reaction: 7 },
    ]) {
      await assertFails(react(guest, 'm1', 'cheers', true, { bookkeeping }));
    }
  });

  it("refuses a reaction counted against another guest's bookkeeping", async () => {
    const guest = newGuest(env);
    const other = newGuest(env);
    const batch = guest.db.batch();
    const message = guest.db.collection(MESSAGES).doc('m1');
    batch.set(message.collection(REACTIONS_COLLECTION).doc(`${guest.uid}_cheers`), {
      reacted_at: FieldValue.serverTimestamp(),
    });
    batch.update(message, { 'reactions.cheers': FieldValue.increment(1) });
    batch.set(
      guest.db.collection(REACTORS_COLLECTION).doc(other.uid),
      nextReaction('m1', 'cheers'),
    );
    await assertFails(batch.commit());
  });

  it('refuses one bookkeeping write for reactions to two messages (one batch, one reaction)', async () => {
    const guest = newGuest(env);
    const batch = guest.db.batch();
    for (const id of ['m1', 'm2']) {
      const message = guest.db.collection(MESSAGES).doc(id);
      batch.set(message.collection(REACTIONS_COLLECTION).doc(`${guest.uid}_haha`), {
        reacted_at: FieldValue.serverTimestamp(),
      });
      batch.update(message, { 'reactions.haha': FieldValue.increment(1) });
    }
    batch.set(guest.db.collection(REACTORS_COLLECTION).doc(guest.uid), nextReaction('m1', 'haha'), {
      merge: true,
    });
    await assertFails(batch.commit());
  });

  it('refuses a second change within the pause, and accepts one after it', async () => {
    const guest = newGuest(env);
    await assertSucceeds(react(guest, 'm1', 'cheers', true));
    // Within the pause by the server's clock: stamped a minute ahead of it, so no load on the
    // machine carries the request past the 1 s (stamped 600 ms ago, or by the change just
    // accepted, the margin is under a second, and a loaded machine once ate it).
    await lastReacted(guest, -60_000, 1);
    await assertFails(react(guest, 'm1', 'love', true));
    await lastReacted(guest, REACTION_PAUSE_MS + 50, 1);
    await assertSucceeds(react(guest, 'm1', 'love', true));
  });

  it(`accepts change number ${REACTION_CAP} and refuses the next`, async () => {
    const guest = newGuest(env);
    await lastReacted(guest, 5000, REACTION_CAP - 1);
    await assertSucceeds(react(guest, 'm1', 'cheers', true));
    await lastReacted(guest, 5000, REACTION_CAP);
    await assertFails(react(guest, 'm1', 'cheers', false));
    await assertFails(react(guest, 'm1', 'love', true));
  });

  it('lets its owner read it, and nobody else list, read or delete it', async () => {
    const guest = newGuest(env);
    const other = newGuest(env);
    await assertSucceeds(react(guest, 'm1', 'cheers', true));
    const ref = (db: Db) => db.collection(REACTORS_COLLECTION).doc(guest.uid);
    await assertSucceeds(ref(guest.db).get());
    await assertFails(ref(other.db).get());
    await assertFails(ref(env.unauthenticatedContext().firestore()).get());
    await assertFails(ref(moderator()).get());
    await assertFails(guest.db.collection(REACTORS_COLLECTION).get());
    await assertFails(ref(guest.db).delete());
  });

  it('lets its owner write it one change on (the count of reactions alone) and nobody else', async () => {
    const guest = newGuest(env);
    const other = newGuest(env);
    await assertSucceeds(
      guest.db
        .collection(REACTORS_COLLECTION)
        .doc(guest.uid)
        .set(nextReaction('m1', 'cheers'), { merge: true }),
    );
    await assertFails(
      other.db
        .collection(REACTORS_COLLECTION)
        .doc(guest.uid)
        .set(nextReaction('m1', 'love'), { merge: true }),
    );
  });
});

describe('removal and restore carry the counts', () => {
  const WITH_COUNTS = { ...STORED, reactions: { cheers: 2, love: 1 } };

  it('lets a moderator remove a message with its counts and restore it as it was', async () => {
    await assertSucceeds(removeMessage(moderator(), 'm2', WITH_COUNTS));
    expect((await storedMessage(REMOVED, 'm2'))?.reactions).toEqual({ cheers: 2, love: 1 });
    await assertSucceeds(restoreMessage(moderator(), 'm2', WITH_COUNTS));
    expect(await storedMessage(MESSAGES, 'm2')).toEqual(WITH_COUNTS);
  });

  it('refuses a removal copy that drops, changes or adds to the counts', async () => {
    await assertFails(removeMessage(moderator(), 'm2', STORED));
    await assertFails(
      removeMessage(moderator(), 'm2', { ...STORED, reactions: { cheers: 3, love: 1 } }),
    );
    await assertFails(removeMessage(moderator(), 'm1', { ...STORED, reactions: { cheers: 1 } }));
    await assertFails(removeMessage(moderator(), 'm1', { ...STORED, note: 'extra' }));
  });

  it('refuses a restore that drops or changes the counts, or keeps the removal fields', async () => {
    await assertSucceeds(removeMessage(moderator(), 'm2', WITH_COUNTS));
    await assertFails(restoreMessage(moderator(), 'm2', STORED));
    await assertFails(
      restoreMessage(moderator(), 'm2', { ...STORED, reactions: { cheers: 9, love: 1 } }),
    );
    await assertFails(restoreMessage(moderator(), 'm2', { ...WITH_COUNTS, removed_by: MODERATOR }));
  });

  it('refuses reacting to a removed message, and a restore finds every guest’s reaction as it was', async () => {
    const guest = newGuest(env);
    await assertSucceeds(react(guest, 'm1', 'party', true));
    const counted = { ...STORED, reactions: { party: 1 } };
    await assertSucceeds(removeMessage(moderator(), 'm1', counted));
    await lastReacted(guest, REACTION_PAUSE_MS + 1000, 1);
    await assertFails(react(guest, 'm1', 'party', false));
    await assertFails(react(newGuest(env), 'm1', 'party', true));
    await assertSucceeds(restoreMessage(moderator(), 'm1', counted));
    // The guest's own document survived the removal: taking it back now works, and counts.
    await assertSucceeds(react(guest, 'm1', 'party', false));
    expect((await storedMessage(MESSAGES, 'm1'))?.reactions).toEqual({ party: 0 });
  });
});

describe("a held edit and its approval carry the counts, and every guest's reaction with them", () => {
  /** m3, posted a minute ago by `author` (its pause over), with `reactions` stored. */
  async function seedAuthored(author: Guest, reactions: Record<string, number>) {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db
        .collection(MESSAGES)
        .doc('m3')
        .set({ ...STORED, reactions });
      await db
        .collection(AUTHORS)
        .doc('m3')
        .set({ uid: author.uid, posted_at: Timestamp.fromMillis(Date.now() - 60_000) });
      await db
        .collection(POSTERS)
        .doc(author.uid)
        .set({ last_post_at: Timestamp.fromMillis(Date.now() - 60_000), posts: 1 });
      await db.collection('settings').doc('wall').set({ approval_required: true });
    });
  }

  /** The author's edit, held by approval: to the waiting list with the counts as stored. */
  function heldEdit(author: Guest, reactions: Record<string, number>) {
    const { db } = author;
    const batch = db.batch();
    batch.set(db.collection(POSTERS).doc(author.uid), nextPost('m3'), { merge: true });
    batch.delete(db.collection(MESSAGES).doc('m3'));
    batch.set(db.collection(PENDING).doc('m3'), {
      author_name: 'Alex',
      content: 'Cheers to 21, and many more!',
      created_at: FieldValue.serverTimestamp(),
      edited_at: FieldValue.serverTimestamp(),
      reactions,
    });
    return batch.commit();
  }

  async function approve() {
    const db = moderator();
    const waiting = (await db.collection(PENDING).doc('m3').get()).data() ?? {};
    const batch = db.batch();
    batch.set(db.collection(MESSAGES).doc('m3'), {
      ...waiting,
      created_at: FieldValue.serverTimestamp(),
    });
    batch.delete(db.collection(PENDING).doc('m3'));
    return batch.commit();
  }

  it('lets a guest who reacted before the edit take it back after the approval, and react again, once', async () => {
    const author = newGuest(env);
    const guest = newGuest(env);
    await seedAuthored(author, {});
    await assertSucceeds(react(guest, 'm3', 'love', true));
    await assertSucceeds(heldEdit(author, { love: 1 }));
    await assertSucceeds(approve());
    expect((await storedMessage(MESSAGES, 'm3'))?.reactions).toEqual({ love: 1 });
    await lastReacted(guest, REACTION_PAUSE_MS + 1000, 1);
    await assertSucceeds(react(guest, 'm3', 'love', false));
    expect((await storedMessage(MESSAGES, 'm3'))?.reactions).toEqual({ love: 0 });
    await lastReacted(guest, REACTION_PAUSE_MS + 1000, 2);
    await assertSucceeds(react(guest, 'm3', 'love', true));
    await lastReacted(guest, REACTION_PAUSE_MS + 1000, 3);
    await assertFails(react(guest, 'm3', 'love', true));
    expect((await storedMessage(MESSAGES, 'm3'))?.reactions).toEqual({ love: 1 });
  });

  it('refuses reacting while the edit waits, and a held edit that resets or inflates the counts', async () => {
    const author = newGuest(env);
    const guest = newGuest(env);
    await seedAuthored(author, { party: 1 });
    await assertFails(heldEdit(author, {}));
    await assertFails(heldEdit(author, { party: 0 }));
    await assertFails(heldEdit(author, { party: 40 }));
    await assertSucceeds(heldEdit(author, { party: 1 }));
    // Waiting: no count moves, so nothing is lost or counted twice on the way.
    await assertFails(react(guest, 'm3', 'party', true));
  });
});
