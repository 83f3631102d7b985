/**
 * firestore.rules for the organizer's desk as a whole (issue 39): what each batch the desk
 * sends reads (measured against the 20 document reads a batched write may make), one batch
 * that would approve and decline the same post, a removal racing a guest's reaction, and
 * who changed the switches kept off the public settings/wall. Run like the other rules suites
 * (npm run test:rules).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import {
  BULK_IDS,
  env,
  MODERATOR,
  moderator,
  seedModerators,
  setWallSettings,
  signedInDb,
  useRulesEnvironment,
  visitorDb,
  writeDecline,
  writeDeleteForGood,
  writeRemoval,
  writeRestore,
  type Db,
} from './rulesEnvironment';
import { AUDIT, MESSAGES, PENDING, REMOVED, SETTINGS } from './collections';
import { AUTHORS, newGuest, nextPost, POSTERS, postId, type Guest } from './guestPost';
import { MESSAGES_PER_BATCH } from '../../src/data/moderation/batches';
import { photoDoc, PHOTOS, thumbDoc, THUMBS } from './photoPost';
import {
  REACTIONS_COLLECTION,
  REACTORS_COLLECTION,
  WALL_SETTINGS_FIELDS,
} from '../../src/data/schema/schema';
import { cleanHeldWords, heldPattern } from '../../src/data/schema/heldWords';

const { FieldValue, Timestamp } = firebase.firestore;
type Batch = firebase.firestore.WriteBatch;

const CREATED = new Timestamp(1_780_000_000, 123_456_000);
const STORED = { author_name: 'Alex', content: 'Happy birthday!', created_at: CREATED };

useRulesEnvironment((db) => seedModerators(db));

/** Empties the database and writes, with the rules off, what a case starts from. */
async function reseed(seed: (db: Db) => Promise<void>): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await seedModerators(db);
    await seed(db);
  });
}

async function seedEach(db: Db, collection: string, ids: readonly string[], data: object) {
  for (const id of ids) await db.collection(collection).doc(id).set(data);
}

// The measuring stick: a moderator's delete of authors/pad<i>, allowed while the removed copy
// removed_messages/pad<i> is there after the batch, reads that one document (and the
// moderators entry, which every desk batch reads anyway). So a batch that still commits with
// k of them beside it reads at most 20 - k documents of its own, and one that is refused with
// k + 1 reads more than 19 - k: with the most k that commits, it reads exactly 20 - k.
const READS_PER_REQUEST = 20;
const padIds = (count: number) => Array.from({ length: count }, (_, i) => `pad${i}`);

async function seedPads(db: Db, count: number) {
  await seedEach(db, REMOVED, padIds(count), { ...STORED, removed_by: MODERATOR });
}

function addPads(db: Db, batch: Batch, count: number) {
  for (const id of padIds(count)) batch.delete(db.collection(AUTHORS).doc(id));
}

interface DeskBatch {
  /** What the database holds before the batch (with the rules off). */
  seed: (db: Db) => Promise<void>;
  /** The batch's own writes, as the desk makes them. */
  write: (db: Db, batch: Batch) => void;
  /** A transaction that first reads these messages, as the desk's removal is. */
  reads?: readonly string[];
}

/** Whether `desk` with `pads` measuring writes beside it commits, from a fresh seed. */
async function commitsWith(desk: DeskBatch, pads: number): Promise<boolean> {
  await reseed(async (db) => {
    await seedPads(db, pads);
    await desk.seed(db);
  });
  const db = moderator();
  const commit = async (batch: Batch) => {
    desk.write(db, batch);
    addPads(db, batch, pads);
  };
  try {
    if (desk.reads) {
      const { reads } = desk;
      await db.runTransaction(async (transaction) => {
        for (const id of reads) await transaction.get(db.collection(MESSAGES).doc(id));
        // A transaction takes the same set and delete calls as a batch.
        await commit(transaction as unknown as Batch);
      });
    } else {
      const batch = db.batch();
      await commit(batch);
      await batch.commit();
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * The documents the rules read for `desk`'s batch (get, exists, getAfter, existsAfter: each
 * document once a request, Firestore's count): 20 less the most measuring writes that still
 * commit beside it, found by bisection. More than 20 when it fails alone.
 */
async function readsOf(desk: DeskBatch): Promise<number> {
  if (!(await commitsWith(desk, 0))) return READS_PER_REQUEST + 1;
  let fits = 0;
  let refused = READS_PER_REQUEST;
  while (refused - fits > 1) {
    const middle = Math.floor((fits + refused) / 2);
    if (await commitsWith(desk, middle)) fits = middle;
    else refused = middle;
  }
  return READS_PER_REQUEST - fits;
}

const ids = (count: number) => BULK_IDS.slice(0, count);

/** The desk's batches (src/data/moderation/removeAndRestore.ts, approval.ts, removal.ts) of `count` messages. */
const DESK = {
  removal: (count: number): DeskBatch => ({
    seed: (db) => seedEach(db, MESSAGES, ids(count), STORED),
    write: (db, batch) => {
      for (const id of ids(count)) writeRemoval(batch, db, id, STORED);
    },
    reads: ids(count),
  }),
  restore: (count: number): DeskBatch => ({
    seed: (db) =>
      seedEach(db, REMOVED, ids(count), {
        ...STORED,
        removed_by: MODERATOR,
        removed_at: Timestamp.now(),
      }),
    write: (db, batch) => {
      for (const id of ids(count)) writeRestore(batch, db, id, STORED);
    },
  }),
  approval: (count: number, settings?: Record<string, unknown>): DeskBatch => ({
    seed: async (db) => {
      if (settings) await db.collection(SETTINGS).doc('wall').set(settings);
      await seedEach(db, PENDING, ids(count), STORED);
    },
    write: (db, batch) => {
      for (const id of ids(count)) approve(db, batch, id);
    },
  }),
  decline: (count: number): DeskBatch => ({
    seed: (db) => seedEach(db, PENDING, ids(count), STORED),
    write: (db, batch) => {
      for (const id of ids(count)) decline(db, batch, id);
    },
  }),
  deleteForGood: (count: number): DeskBatch => ({
    seed: async (db) => {
      const copy = { ...STORED, removed_by: MODERATOR, removed_at: Timestamp.now() };
      await seedEach(db, REMOVED, ids(count), copy);
      await seedEach(db, PHOTOS, ids(count), photoDoc());
      await seedEach(db, THUMBS, ids(count), thumbDoc());
    },
    write: (db, batch) => {
      for (const id of ids(count)) writeDeleteForGood(batch, db, id);
    },
  }),
  switches: (): DeskBatch => ({
    seed: async () => undefined,
    write: (db, batch) => writeSwitches(db, batch),
  }),
};

/** An approval as /moderate writes it (src/data/moderation/approval.ts). */
function approve(db: Db, batch: Batch, id: string) {
  batch.set(db.collection(MESSAGES).doc(id), {
    author_name: STORED.author_name,
    content: STORED.content,
    created_at: FieldValue.serverTimestamp(),
  });
  batch.delete(db.collection(PENDING).doc(id));
}

/** A decline as /moderate writes it: the removed copy, its author's hold ended, the marker. */
function decline(db: Db, batch: Batch, id: string, by = MODERATOR) {
  writeDecline(batch, db, id, STORED, { by });
}

/** The switches as /moderate writes them: approval on, settings/wall whole, who changed it apart. */
function writeSwitches(
  db: Db,
  batch: Batch,
  settings: Record<string, unknown> = {},
  audit: Record<string, unknown> | null = {},
) {
  setWallSettings(
    db,
    batch,
    { approval_required: true, poster_cap: 20, photos: 'on', photo_cap: 5, ...settings },
    audit,
  );
}

/** What a batch the desk sends may read: 15 of the 20, headroom for rules that grow. */
const DESK_READS_MAX = 15;

const WORDS = cleanHeldWords(['beer']);
const FILTER_ON = { held_words: WORDS, held_pattern: heldPattern(WORDS) };

describe("what each desk batch reads (of the 20 a batched write may make; the desk's limit is 15)", () => {
  it('the measuring stick reads one document each, beside the moderators entry', async () => {
    // 19 of them and the moderators entry make 20; a 20th is refused.
    const alone: DeskBatch = { seed: async () => undefined, write: () => undefined };
    expect(await commitsWith(alone, 19)).toBe(true);
    expect(await commitsWith(alone, 20)).toBe(false);
  });

  // Each row: the batch, its reads with one message, with the desk's MESSAGES_PER_BATCH.
  // docs/rules.md's table is this table.
  it.each([
    ['a removal (a transaction)', 3, 7, DESK.removal],
    ['a restore', 3, 7, DESK.restore],
    ['an approval, no settings', 4, 10, (n: number) => DESK.approval(n)],
    [
      'an approval, approval on',
      4,
      10,
      (n: number) => DESK.approval(n, { approval_required: true }),
    ],
    ['an approval, the word filter on', 4, 10, (n: number) => DESK.approval(n, FILTER_ON)],
    ['a decline', 4, 10, DESK.decline],
    ['a delete for good, with the photos', 4, 10, DESK.deleteForGood],
  ])(
    '%s reads %i documents for one message, %i for a batch of the desk',
    async (_, one, full, make) => {
      expect(MESSAGES_PER_BATCH).toBe(3);
      expect([await readsOf(make(1)), await readsOf(make(MESSAGES_PER_BATCH))]).toEqual([
        one,
        full,
      ]);
      expect(full).toBeLessThanOrEqual(DESK_READS_MAX);
    },
  );

  it('the switches, with who changed them, read 1 (the moderators entry)', async () => {
    expect(await readsOf(DESK.switches())).toBe(1);
  });
});

describe('one batch cannot both approve and decline a waiting post (existsAfter)', () => {
  const seedWaiting = () => reseed((db) => seedEach(db, PENDING, ['w1', 'w2'], STORED));

  /** A moderator's one batch approving the post `approving` and declining `declining`. */
  const deskBatch = ({ approving, declining }: { approving?: string; declining?: string }) => {
    const db = moderator();
    const batch = db.batch();
    if (approving) approve(db, batch, approving);
    if (declining) decline(db, batch, declining);
    return batch.commit();
  };

  it('refuses the batch that does both, which would leave the message and its removed copy', async () => {
    await seedWaiting();
    await assertFails(deskBatch({ approving: 'w1', declining: 'w1' }));
  });

  it('takes an approval and a decline of two different posts in one batch, and each alone', async () => {
    await seedWaiting();
    await assertSucceeds(deskBatch({ approving: 'w1', declining: 'w2' }));
    await seedWaiting();
    await assertSucceeds(deskBatch({ approving: 'w1' }));
    await assertSucceeds(deskBatch({ declining: 'w2' }));
  });

  it("refuses a decline beside a moderator's own post under the same id, and takes the post under another", async () => {
    // A moderator may post as a guest does (their Google identity counts the post): under
    // the id of the post being declined, that would leave both copies too.
    const ownPost = (db: Db, batch: Batch, id: string) => {
      batch.set(db.collection(MESSAGES).doc(id), {
        author_name: 'Host',
        content: 'Welcome, everyone!',
        created_at: FieldValue.serverTimestamp(),
      });
      batch.set(db.collection(POSTERS).doc('mod-uid'), nextPost(id), { merge: true });
    };
    // Under auto ids, as a new post must be, so only the wedge is what refuses it.
    const [waiting, own] = [postId('w1'), postId('own1')];
    await reseed((db) => seedEach(db, PENDING, [waiting], STORED));
    const db = moderator();
    const wedge = db.batch();
    decline(db, wedge, waiting);
    ownPost(db, wedge, waiting);
    await assertFails(wedge.commit());
    const apart = db.batch();
    decline(db, apart, waiting);
    ownPost(db, apart, own);
    await assertSucceeds(apart.commit());
  });
});

/** A guest's reaction exactly as the wall sends it (src/data/posting/reactions.ts). */
function react(guest: Guest, messageId: string, kind: string): Promise<void> {
  const batch = guest.db.batch();
  const message = guest.db.collection(MESSAGES).doc(messageId);
  batch.set(message.collection(REACTIONS_COLLECTION).doc(`${guest.uid}_${kind}`), {
    reacted_at: FieldValue.serverTimestamp(),
  });
  batch.update(message, { [`reactions.${kind}`]: FieldValue.increment(1) });
  batch.set(
    guest.db.collection(REACTORS_COLLECTION).doc(guest.uid),
    {
      last_reaction_at: FieldValue.serverTimestamp(),
      last_reaction: `${messageId}/${kind}`,
      reactions: FieldValue.increment(1),
    },
    { merge: true },
  );
  return batch.commit();
}

describe('a removal and a reaction landing during it', () => {
  const REACTED = { ...STORED, reactions: { love: 1 } };

  it('refuses the copy read before the reaction, and takes the one read again after it', async () => {
    await reseed((db) => seedEach(db, MESSAGES, ['m1'], REACTED));
    const db = moderator();
    const before = (await db.collection(MESSAGES).doc('m1').get()).data() ?? {};
    const guest = newGuest(env);
    await assertSucceeds(react(guest, 'm1', 'love'));
    // The copy must match the message as stored, counts included: the desk reads again.
    await assertFails(removeOne(db, before));
    const again = (await db.collection(MESSAGES).doc('m1').get()).data() ?? {};
    expect(again.reactions).toEqual({ love: 2 });
    await assertSucceeds(removeOne(db, again));
    // The guest's own reaction document stays, and matches the count the copy keeps.
    const own = await guest.db
      .collection(MESSAGES)
      .doc('m1')
      .collection(REACTIONS_COLLECTION)
      .doc(`${guest.uid}_love`)
      .get();
    expect(own.exists).toBe(true);
  });

  it('refuses a copy whose counts differ either way, however small the difference', async () => {
    await reseed((db) => seedEach(db, MESSAGES, ['m1'], REACTED));
    const db = moderator();
    await assertFails(removeOne(db, { ...REACTED, reactions: { love: 0 } }));
    await assertFails(removeOne(db, { ...REACTED, reactions: { love: 2 } }));
    await assertFails(removeOne(db, STORED));
    await assertSucceeds(removeOne(db, REACTED));
  });
});

function removeOne(db: Db, copy: Record<string, unknown>): Promise<void> {
  const batch = db.batch();
  writeRemoval(batch, db, 'm1', copy);
  return batch.commit();
}

describe('who changed the switches: never on settings/wall, moderators only', () => {
  async function switches(
    db: Db,
    settings?: Record<string, unknown>,
    audit?: Record<string, unknown> | null,
  ) {
    const batch = db.batch();
    writeSwitches(db, batch, settings, audit);
    await batch.commit();
  }

  it('takes settings/wall with the switches and the time only, who changed them apart', async () => {
    await assertSucceeds(switches(moderator()));
    const stored = (await visitorDb(env).collection(SETTINGS).doc('wall').get()).data() ?? {};
    expect(Object.keys(stored).sort()).toEqual([...WALL_SETTINGS_FIELDS]);
    const audit = (await moderator().collection(AUDIT).doc('wall').get()).data() ?? {};
    expect(audit.updated_by).toBe(MODERATOR);
  });

  it('refuses settings/wall naming who changed it, or changed without saying who', async () => {
    await assertFails(switches(moderator(), { updated_by: MODERATOR }));
    await assertFails(switches(moderator(), {}, null));
  });

  it('refuses a record naming someone else, at a time of its own, with more, or alone', async () => {
    await assertFails(switches(moderator(), {}, { updated_by: 'second@example.com' }));
    await assertFails(switches(moderator(), {}, { updated_at: Timestamp.now() }));
    await assertFails(switches(moderator(), {}, { note: 'hi' }));
    await assertFails(
      moderator()
        .collection(AUDIT)
        .doc('wall')
        .set({ updated_by: MODERATOR, updated_at: FieldValue.serverTimestamp() }),
    );
    await assertFails(
      signedInDb(env, { email: 'guest@example.com', uid: 'g' })
        .collection(AUDIT)
        .doc('wall')
        .set({ updated_by: 'guest@example.com', updated_at: FieldValue.serverTimestamp() }),
    );
  });

  it('lets only moderators read the record, and nobody delete it', async () => {
    await switches(moderator());
    await assertFails(visitorDb(env).collection(AUDIT).doc('wall').get());
    await assertFails(newGuest(env).db.collection(AUDIT).doc('wall').get());
    await assertFails(
      signedInDb(env, { email: 'guest@example.com', uid: 'g' }).collection(AUDIT).doc('wall').get(),
    );
    await assertSucceeds(moderator().collection(AUDIT).doc('wall').get());
    await assertFails(moderator().collection(AUDIT).doc('wall').delete());
  });

  it('drops an updated_by a deployed wall still holds at the next write, and keeps none by merging', async () => {
    await reseed(async (db) => {
      await db.collection(SETTINGS).doc('wall').set({
        approval_required: false,
        updated_by: MODERATOR,
        updated_at: Timestamp.now(),
      });
    });
    // A merge would keep it: refused.
    const db = moderator();
    const merged = db.batch();
    merged.set(
      db.collection(SETTINGS).doc('wall'),
      { approval_required: true, updated_at: FieldValue.serverTimestamp() },
      { merge: true },
    );
    merged.set(db.collection(AUDIT).doc('wall'), {
      updated_by: MODERATOR,
      updated_at: FieldValue.serverTimestamp(),
    });
    await assertFails(merged.commit());
    // The desk writes the document whole: it is gone.
    await assertSucceeds(switches(db));
    const stored = (await visitorDb(env).collection(SETTINGS).doc('wall').get()).data() ?? {};
    expect(stored).not.toHaveProperty('updated_by');
  });
});
