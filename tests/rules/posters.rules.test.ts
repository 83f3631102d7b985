/**
 * firestore.rules for the guests' quiet identity (issue 27): every post is one batch, made by
 * an identity (anonymous Auth), of the post and posters/{uid} set to { last_post_at: the
 * server's time, posts: previous + 1 }. The pause between two posts and the cap per identity
 * are checked there. Each permission has an allowed and a refused case. Run like the other
 * rules suites (npm run test:rules, or FIRESTORE_EMULATOR_HOST).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import {
  env,
  MODERATOR,
  moderator,
  seedDoc,
  seedModerators,
  useRulesEnvironment,
  writeWallSettings,
  type Db,
} from './rulesEnvironment';
import { MESSAGES, PENDING, SETTINGS } from './collections';
import { guestPost, newGuest, nextPost, postId, POSTERS, wallPost, type Guest } from './guestPost';
import {
  DEFAULT_POSTER_CAP,
  POST_PAUSE_SECONDS,
  POSTER_CAP_MAX,
  POSTER_CAP_MIN,
} from '../../src/data/schema/schema';

const { FieldValue, Timestamp } = firebase.firestore;

useRulesEnvironment(seedModerators);

/** The id of the post the cases that write the bookkeeping themselves name in it. */
const ID = postId('post');

const MESSAGE = wallPost();

/** The guest's bookkeeping as an earlier post left it, written with rules off. */
function seedPoster(uid: string, posts: number, secondsAgo: number): Promise<void> {
  const lastPostAt = Timestamp.fromMillis(Date.now() - secondsAgo * 1000);
  return seedDoc(env, `${POSTERS}/${uid}`, { last_post_at: lastPostAt, posts });
}

function seedSettings(data: Record<string, unknown>): Promise<void> {
  return seedDoc(env, `${SETTINGS}/wall`, data);
}

async function storedPoster(uid: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().collection(POSTERS).doc(uid).get()).data();
  });
  return data;
}

describe('a post and its identity', () => {
  let guest: Guest;
  beforeEach(() => {
    guest = newGuest(env);
  });

  it('accepts a first post in one batch with posters/{uid} set to the server time and 1', async () => {
    await assertSucceeds(guestPost(guest, MESSAGES, MESSAGE));
    const stored = await storedPoster(guest.uid);
    expect(stored?.posts).toBe(1);
    expect(stored?.last_post_at).toBeInstanceOf(Timestamp);
  });

  it('accepts the bookkeeping written as a plain number, previous + 1', async () => {
    await seedPoster(guest.uid, 3, POST_PAUSE_SECONDS + 5);
    await assertSucceeds(
      guestPost(guest, MESSAGES, MESSAGE, {
        id: ID,
        bookkeeping: { last_post_at: FieldValue.serverTimestamp(), posts: 4, last_post: ID },
      }),
    );
  });

  it('refuses a post with no identity, bookkeeping or not', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(db.collection(MESSAGES).add(MESSAGE));
    const batch = db.batch();
    batch.set(db.collection(MESSAGES).doc(ID), MESSAGE);
    batch.set(db.collection(POSTERS).doc('nobody'), nextPost(ID), { merge: true });
    await assertFails(batch.commit());
  });

  it('refuses a post whose batch leaves posters/{uid} out', async () => {
    await assertFails(guestPost(guest, MESSAGES, MESSAGE, { bookkeeping: null }));
    await assertFails(guest.db.collection(MESSAGES).add(MESSAGE));
  });

  it('refuses a post whose bookkeeping is not the server time and the count + 1', async () => {
    const wrong = [
      { last_post_at: Timestamp.now(), posts: 1 },
      { last_post_at: FieldValue.serverTimestamp(), posts: 2 },
      { last_post_at: FieldValue.serverTimestamp(), posts: 0 },
      { last_post_at: FieldValue.serverTimestamp(), posts: '1' },
      { last_post_at: FieldValue.serverTimestamp(), posts: 1.5 },
      { last_post_at: FieldValue.serverTimestamp(), posts: 1, note: 'extra' },
      { last_post_at: FieldValue.serverTimestamp() },
    ];
    for (const bookkeeping of wrong) {
      await assertFails(
        guestPost(guest, MESSAGES, MESSAGE, {
          id: ID,
          bookkeeping: { ...bookkeeping, last_post: ID },
        }),
      );
    }
    expect(await storedPoster(guest.uid)).toBeUndefined();
  });

  it('refuses a count that stands still or goes back', async () => {
    await seedPoster(guest.uid, 5, POST_PAUSE_SECONDS + 5);
    for (const posts of [5, 4, 1]) {
      await assertFails(
        guestPost(guest, MESSAGES, MESSAGE, {
          id: ID,
          bookkeeping: { last_post_at: FieldValue.serverTimestamp(), posts, last_post: ID },
        }),
      );
    }
  });

  it("refuses a post counted against another identity's bookkeeping", async () => {
    const batch = guest.db.batch();
    batch.set(guest.db.collection(MESSAGES).doc(ID), MESSAGE);
    batch.set(guest.db.collection(POSTERS).doc('someone-else'), nextPost(ID), { merge: true });
    await assertFails(batch.commit());
  });

  it('accepts a waiting post counted the same way, and refuses one without', async () => {
    await seedSettings({ approval_required: true });
    await assertFails(guestPost(guest, PENDING, MESSAGE, { bookkeeping: null }));
    await assertSucceeds(guestPost(guest, PENDING, MESSAGE));
  });
});

describe('posters/{uid} on its own', () => {
  it('lets its owner read it, and nobody else (another guest, a visitor, a moderator)', async () => {
    const guest = newGuest(env);
    await seedPoster(guest.uid, 2, 60);
    await assertSucceeds(guest.db.collection(POSTERS).doc(guest.uid).get());
    await assertFails(newGuest(env).db.collection(POSTERS).doc(guest.uid).get());
    await assertFails(
      env.unauthenticatedContext().firestore().collection(POSTERS).doc(guest.uid).get(),
    );
    await assertFails(moderator().collection(POSTERS).doc(guest.uid).get());
  });

  it('lets nobody list the identities, its owner included', async () => {
    const guest = newGuest(env);
    await seedPoster(guest.uid, 2, 60);
    await assertFails(guest.db.collection(POSTERS).get());
    await assertFails(moderator().collection(POSTERS).get());
  });

  it("lets a guest move its own count on by one (it only spends its own posts), never another's", async () => {
    const guest = newGuest(env);
    await assertSucceeds(guest.db.collection(POSTERS).doc(guest.uid).set(nextPost(ID)));
    await assertFails(
      newGuest(env).db.collection(POSTERS).doc(guest.uid).set(nextPost(ID), { merge: true }),
    );
  });

  it('refuses deleting it, to its owner too, so the count never starts over', async () => {
    const guest = newGuest(env);
    await seedPoster(guest.uid, DEFAULT_POSTER_CAP, 60);
    await assertFails(guest.db.collection(POSTERS).doc(guest.uid).delete());
    await assertFails(moderator().collection(POSTERS).doc(guest.uid).delete());
  });
});

describe('the pause between two posts', () => {
  it(`accepts a post ${POST_PAUSE_SECONDS} s and more after the last one`, async () => {
    const guest = newGuest(env);
    await seedPoster(guest.uid, 1, POST_PAUSE_SECONDS + 1);
    await assertSucceeds(guestPost(guest, MESSAGES, MESSAGE));
    expect((await storedPoster(guest.uid))?.posts).toBe(2);
  });

  it('refuses a post within the pause, on the wall and in the waiting list', async () => {
    const guest = newGuest(env);
    // Just now: the whole pause (30 s) for the three requests, which no load eats (stamped
    // 25 s ago, 5 s was all the margin).
    await seedPoster(guest.uid, 1, 0);
    await assertFails(guestPost(guest, MESSAGES, MESSAGE));
    await seedSettings({ approval_required: true });
    await assertFails(guestPost(guest, PENDING, MESSAGE));
  });

  it('refuses a second post right after the first', async () => {
    const guest = newGuest(env);
    await assertSucceeds(guestPost(guest, MESSAGES, MESSAGE));
    await assertFails(guestPost(guest, MESSAGES, MESSAGE));
  });
});

describe('the cap per identity', () => {
  it(`accepts post number ${DEFAULT_POSTER_CAP} by default`, async () => {
    const guest = newGuest(env);
    await seedPoster(guest.uid, DEFAULT_POSTER_CAP - 1, 60);
    await assertSucceeds(guestPost(guest, MESSAGES, MESSAGE));
  });

  it(`refuses post number ${DEFAULT_POSTER_CAP + 1} by default`, async () => {
    const guest = newGuest(env);
    await seedPoster(guest.uid, DEFAULT_POSTER_CAP, 60);
    await assertFails(guestPost(guest, MESSAGES, MESSAGE));
  });

  it("follows the organizer's poster_cap, lower or higher", async () => {
    await seedSettings({ poster_cap: 3 });
    const low = newGuest(env);
    await seedPoster(low.uid, 3, 60);
    await assertFails(guestPost(low, MESSAGES, MESSAGE));
    const under = newGuest(env);
    await seedPoster(under.uid, 2, 60);
    await assertSucceeds(guestPost(under, MESSAGES, MESSAGE));

    await seedSettings({ poster_cap: 50 });
    const high = newGuest(env);
    await seedPoster(high.uid, DEFAULT_POSTER_CAP + 5, 60);
    await assertSucceeds(guestPost(high, MESSAGES, MESSAGE));
  });
});

describe("the cap's setting (settings/wall poster_cap)", () => {
  /** As /moderate writes it: settings/wall whole, who changed it in settings_audit/wall. */
  const writeCap = (db: Db, cap: unknown, by = MODERATOR) =>
    writeWallSettings(db, { poster_cap: cap }, by);

  it(`lets a moderator set it to a whole number from ${POSTER_CAP_MIN} to ${POSTER_CAP_MAX}`, async () => {
    for (const cap of [POSTER_CAP_MIN, DEFAULT_POSTER_CAP, POSTER_CAP_MAX]) {
      await assertSucceeds(writeCap(moderator(), cap));
    }
  });

  it('refuses a moderator anything else', async () => {
    for (const cap of [POSTER_CAP_MIN - 1, POSTER_CAP_MAX + 1, 2.5, '20', null, -1]) {
      await assertFails(writeCap(moderator(), cap));
    }
  });

  it('refuses a guest and a visitor, even with a valid cap', async () => {
    const guest = newGuest(env);
    await assertFails(writeCap(guest.db, 1000, guest.uid));
    await assertFails(writeCap(env.unauthenticatedContext().firestore(), 1000));
  });
});
