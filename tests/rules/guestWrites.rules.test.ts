/**
 * firestore.rules against what one script with the public config tried in issue 39 (round two):
 * a list that skips documents (an offset, billed as reads), one bookkeeping write carrying
 * several posts or edits, strings with no bound (a megabyte in reactors/{uid}, a post under a
 * 1,400-character id), and a post under the id of a message that was taken back, removed or
 * is waiting. Each refusal sits beside the nearest case that is allowed. Run like the other
 * rules suites (npm run test:rules, or FIRESTORE_EMULATOR_HOST).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import {
  emulatorAddress,
  env,
  MODERATOR,
  moderator,
  removeMessage,
  restoreMessage,
  rulesProjectId,
  seedDoc,
  seedModerators,
  setSwitches,
  useRulesEnvironment,
  writeDecline,
  type Db,
} from './rulesEnvironment';
import { MESSAGES, PENDING } from './collections';
import { AUTHORS, authorOf, guestPost, newGuest, nextPost, postId, POSTERS } from './guestPost';
import type { Guest } from './guestPost';
import { MESSAGES_PER_BATCH } from '../../src/data/moderation/batches';
import {
  DELETED_COLLECTION as DELETED,
  MESSAGES_PAGE,
  POST_COOLDOWN_MS,
  REACTORS_COLLECTION as REACTORS,
} from '../../src/data/schema/schema';

const { FieldValue, Timestamp } = firebase.firestore;

useRulesEnvironment(seedModerators);

const POST = { author_name: 'Sam', content: 'Happy birthday!' };
const STORED = { ...POST, created_at: new Timestamp(1_780_000_000, 0) };
/** A megabyte-sized string, as the script wrote (a document holds at most about 1 MiB). */
const HUGE = 'x'.repeat(1_000_000);

function fresh(): Record<string, unknown> {
  return { ...POST, created_at: FieldValue.serverTimestamp() };
}

/** `guest`'s last post moved back past the pause, `posts` made so far. */
function pauseOver(guest: Guest, posts = 1): Promise<void> {
  return seedDoc(env, `${POSTERS}/${guest.uid}`, {
    last_post_at: Timestamp.fromMillis(Date.now() - POST_COOLDOWN_MS - 2000),
    posts,
  });
}

/** A message `guest` wrote a minute ago (its author document), its pause over. */
async function seedOwn(guest: Guest, id: string): Promise<void> {
  await seedDoc(env, `${MESSAGES}/${id}`, STORED);
  await seedDoc(env, `${AUTHORS}/${id}`, {
    uid: guest.uid,
    posted_at: Timestamp.fromMillis(Date.now() - 60_000),
  });
  await pauseOver(guest);
}

async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

/**
 * A signed-in token as the emulator reads one (unsigned, as @firebase/rules-unit-testing
 * makes them): for the REST calls the compat SDK cannot make.
 */
function bearer(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const project = rulesProjectId();
  const payload = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    iat: 0,
    exp: 3600,
    auth_time: 0,
    ...claims,
  };
  return `Bearer ${part({ alg: 'none', type: 'JWT' })}.${part(payload)}.`;
}

const MODERATOR_TOKEN = bearer({
  sub: 'mod-uid',
  user_id: 'mod-uid',
  email: MODERATOR,
  email_verified: true,
  firebase: { sign_in_provider: 'google.com', identities: {} },
});

/**
 * A list of `messages` through the REST API (runQuery), as a script sends it: the SDKs have
 * no offset. Resolves with the HTTP status and how many documents came back.
 */
async function runQuery(
  { limit, offset }: { limit: number; offset?: number },
  authorization?: string,
): Promise<{ status: number; documents: number }> {
  const { host, port } = emulatorAddress();
  const url = `http://${host}:${port}/v1/projects/${rulesProjectId()}/databases/(default)/documents:runQuery`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: MESSAGES }],
        orderBy: [{ field: { fieldPath: 'created_at' }, direction: 'DESCENDING' }],
        limit,
        ...(offset === undefined ? {} : { offset }),
      },
    }),
  });
  const answer = (await response.json()) as { document?: unknown }[] | unknown;
  const documents = Array.isArray(answer) ? answer.filter((item) => item.document).length : 0;
  return { status: response.status, documents };
}

describe('no skipped reads: a list with an offset', () => {
  async function seedWall(count: number): Promise<void> {
    await env.withSecurityRulesDisabled(async (context) => {
      const batch = context.firestore().batch();
      for (let index = 0; index < count; index += 1) {
        batch.set(context.firestore().collection(MESSAGES).doc(`old${index}`), {
          ...POST,
          created_at: Timestamp.fromMillis(1_780_000_000_000 + index * 1000),
        });
      }
      await batch.commit();
    });
  }

  it('lets a visitor read a page with no offset, or an offset of 0', async () => {
    await seedWall(3);
    expect(await runQuery({ limit: MESSAGES_PAGE })).toEqual({ status: 200, documents: 3 });
    expect(await runQuery({ limit: MESSAGES_PAGE, offset: 0 })).toEqual({
      status: 200,
      documents: 3,
    });
  });

  it('refuses a visitor and a moderator any list that skips documents', async () => {
    await seedWall(3);
    expect((await runQuery({ limit: MESSAGES_PAGE, offset: 240 })).status).toBe(403);
    expect((await runQuery({ limit: MESSAGES_PAGE, offset: 1 })).status).toBe(403);
    expect((await runQuery({ limit: 500 }, MODERATOR_TOKEN)).status).toBe(200);
    expect((await runQuery({ limit: 500, offset: 2 }, MODERATOR_TOKEN)).status).toBe(403);
  });
});

describe('one bookkeeping write per post or edit (last_post)', () => {
  /** Writes each of `posts` (collection, id) in one batch with one bookkeeping write naming `named`. */
  function postsInOneBatch(guest: Guest, posts: [string, string][], named: string) {
    const batch = guest.db.batch();
    for (const [collection, id] of posts) {
      batch.set(guest.db.collection(collection).doc(id), fresh());
    }
    batch.set(guest.db.collection(POSTERS).doc(guest.uid), nextPost(named), { merge: true });
    return batch.commit();
  }

  it('accepts a post whose bookkeeping names it, and stores its id', async () => {
    const guest = newGuest(env);
    const id = postId('named');
    await assertSucceeds(guestPost(guest, MESSAGES, fresh(), { id }));
    expect((await stored(`${POSTERS}/${guest.uid}`))?.last_post).toBe(id);
  });

  it('refuses a post whose bookkeeping names another message, or none', async () => {
    const guest = newGuest(env);
    const bookkeeping = nextPost(postId('other'));
    await assertFails(guestPost(guest, MESSAGES, fresh(), { id: postId('mine'), bookkeeping }));
    const unnamed = { last_post_at: FieldValue.serverTimestamp(), posts: FieldValue.increment(1) };
    await assertFails(guestPost(guest, MESSAGES, fresh(), { bookkeeping: unnamed }));
  });

  it('refuses two posts on one bookkeeping write, on the wall or waiting', async () => {
    const [a, b] = [postId('a'), postId('b')];
    await assertFails(
      postsInOneBatch(
        newGuest(env),
        [
          [MESSAGES, a],
          [MESSAGES, b],
        ],
        a,
      ),
    );
    await setSwitches({ approval_required: true });
    await assertFails(
      postsInOneBatch(
        newGuest(env),
        [
          [PENDING, a],
          [PENDING, b],
        ],
        b,
      ),
    );
    await assertSucceeds(postsInOneBatch(newGuest(env), [[PENDING, a]], a));
  });

  it('refuses a post and an edit, or two edits, on one bookkeeping write; each alone is allowed', async () => {
    const guest = newGuest(env);
    const [one, two, post] = [postId('one'), postId('two'), postId('post')];
    await seedOwn(guest, one);
    await seedOwn(guest, two);
    const edit = (batch: firebase.firestore.WriteBatch, id: string) =>
      batch.update(guest.db.collection(MESSAGES).doc(id), {
        content: 'Edited',
        edited_at: FieldValue.serverTimestamp(),
      });
    const withBookkeeping = (
      named: string,
      write: (batch: firebase.firestore.WriteBatch) => void,
    ) => {
      const batch = guest.db.batch();
      write(batch);
      batch.set(guest.db.collection(POSTERS).doc(guest.uid), nextPost(named), { merge: true });
      return batch.commit();
    };
    await assertFails(
      withBookkeeping(one, (batch) => {
        edit(batch, one);
        edit(batch, two);
      }),
    );
    await assertFails(
      withBookkeeping(post, (batch) => {
        edit(batch, one);
        batch.set(guest.db.collection(MESSAGES).doc(post), fresh());
      }),
    );
    await assertSucceeds(withBookkeeping(one, (batch) => edit(batch, one)));
    await pauseOver(guest, 2);
    await assertSucceeds(withBookkeeping(two, (batch) => edit(batch, two)));
  });

  it('refuses a held edit and a post on one bookkeeping write, and takes the held edit alone', async () => {
    const guest = newGuest(env);
    const [mine, post] = [postId('mine'), postId('post')];
    await seedOwn(guest, mine);
    await setSwitches({ approval_required: true });
    const heldEdit = (extraPost: boolean) => {
      const batch = guest.db.batch();
      batch.delete(guest.db.collection(MESSAGES).doc(mine));
      batch.set(guest.db.collection(PENDING).doc(mine), {
        ...POST,
        content: 'Edited, waiting',
        created_at: FieldValue.serverTimestamp(),
        edited_at: FieldValue.serverTimestamp(),
      });
      if (extraPost) batch.set(guest.db.collection(PENDING).doc(post), fresh());
      batch.set(guest.db.collection(POSTERS).doc(guest.uid), nextPost(mine), { merge: true });
      return batch.commit();
    };
    await assertFails(heldEdit(true));
    await assertSucceeds(heldEdit(false));
  });

  it('takes the first post after deploy from bookkeeping written before last_post existed', async () => {
    const guest = newGuest(env);
    await pauseOver(guest, 3);
    expect(await stored(`${POSTERS}/${guest.uid}`)).not.toHaveProperty('last_post');
    const id = postId('afterDeploy');
    await assertSucceeds(guestPost(guest, MESSAGES, fresh(), { id, author: true }));
    expect(await stored(`${POSTERS}/${guest.uid}`)).toMatchObject({ posts: 4, last_post: id });
  });

  it('bounds and shapes last_post written alone: an id of at most 100 letters, digits, _ and -', async () => {
    const write = (lastPost: unknown) => {
      const guest = newGuest(env);
      return guest.db
        .collection(POSTERS)
        .doc(guest.uid)
        .set({ ...nextPost('x'), last_post: lastPost });
    };
    await assertSucceeds(write(postId('alone')));
    await assertSucceeds(write('sample-1'));
    await assertSucceeds(write('i'.repeat(100)));
    for (const wrong of [HUGE, 'i'.repeat(101), '', 'a/b', 'with space', 7]) {
      await assertFails(write(wrong));
    }
  });
});

describe('every string a guest stores is bounded and shaped', () => {
  function nextReaction(lastReaction: unknown): Record<string, unknown> {
    return {
      last_reaction_at: FieldValue.serverTimestamp(),
      last_reaction: lastReaction,
      reactions: FieldValue.increment(1),
    };
  }

  it("takes reactors' last_reaction as <message id>/<kind>, even written alone", async () => {
    for (const shaped of [
      'm1/cheers',
      `${postId('m')}/party`,
      'sample-1/love',
      'i'.repeat(100) + '/haha',
    ]) {
      const guest = newGuest(env);
      await assertSucceeds(guest.db.collection(REACTORS).doc(guest.uid).set(nextReaction(shaped)));
    }
  });

  it('refuses a last_reaction of a megabyte, or of any other shape', async () => {
    const wrong = [
      HUGE,
      `${HUGE}/cheers`,
      'i'.repeat(101) + '/cheers',
      'm1',
      'm1/likes',
      'm1/cheers/x',
      '/cheers',
      'a b/love',
      12,
    ];
    for (const lastReaction of wrong) {
      const guest = newGuest(env);
      await assertFails(
        guest.db.collection(REACTORS).doc(guest.uid).set(nextReaction(lastReaction)),
      );
    }
  });

  it('takes a new post only under an auto id (20 letters and digits), on the wall and waiting', async () => {
    await assertSucceeds(guestPost(newGuest(env), MESSAGES, fresh()));
    await assertSucceeds(
      guestPost(newGuest(env), MESSAGES, fresh(), { id: postId('Az09'), author: true }),
    );
    const wrong = [
      'i'.repeat(1400),
      'i'.repeat(19),
      'i'.repeat(21),
      'abcdefghij-klmnopqrs',
      'abcdefghij klmnopqrs',
      'sample-1',
    ];
    for (const id of wrong) await assertFails(guestPost(newGuest(env), MESSAGES, fresh(), { id }));
    await setSwitches({ approval_required: true });
    await assertSucceeds(guestPost(newGuest(env), PENDING, fresh()));
    for (const id of wrong) await assertFails(guestPost(newGuest(env), PENDING, fresh(), { id }));
  });

  it('still removes, restores, approves and declines messages stored under older ids', async () => {
    const db = moderator();
    for (const id of ['sample-1', 'r'.repeat(1400)]) {
      await seedDoc(env, `${MESSAGES}/${id}`, STORED);
      await assertSucceeds(removeMessage(db, id, STORED));
      await assertSucceeds(restoreMessage(db, id, STORED));
      expect(await stored(`${MESSAGES}/${id}`)).toEqual(STORED);
    }
    for (const id of ['sample-2', 'a'.repeat(1400)]) {
      await seedDoc(env, `${PENDING}/${id}`, STORED);
      await assertSucceeds(approve(db, id));
    }
    const declined = 'old-waiting';
    await seedDoc(env, `${PENDING}/${declined}`, STORED);
    const batch = db.batch();
    writeDecline(batch, db, declined, STORED, { endAuthorHold: false });
    await assertSucceeds(batch.commit());
  });

  it("refuses a megabyte anywhere else a guest writes: a post's field, an edit's, a held edit's, a reaction's, an author's, a marker's", async () => {
    const guest = newGuest(env);
    const mine = postId('mine');
    await seedOwn(guest, mine);
    const { db, uid } = guest;
    const message = db.collection(MESSAGES).doc(mine);
    /** `write` in one batch with the bookkeeping the rules ask of it, each else as the wall sends it. */
    const counted = (write: (batch: firebase.firestore.WriteBatch) => void) => {
      const batch = db.batch();
      write(batch);
      batch.set(db.collection(POSTERS).doc(uid), nextPost(mine), { merge: true });
      return batch.commit();
    };
    const poster = newGuest(env);
    await assertFails(guestPost(poster, MESSAGES, { ...fresh(), content: HUGE }));
    await assertFails(guestPost(poster, MESSAGES, { ...fresh(), note: HUGE }));
    await assertFails(
      guestPost(poster, MESSAGES, fresh(), { author: { ...authorOf(poster.uid), note: HUGE } }),
    );
    await assertFails(
      counted((batch) =>
        batch.update(message, { content: HUGE, edited_at: FieldValue.serverTimestamp() }),
      ),
    );
    await assertFails(
      counted((batch) =>
        batch.update(message, { note: HUGE, edited_at: FieldValue.serverTimestamp() }),
      ),
    );
    await setSwitches({ approval_required: true });
    const heldEdit = (extra: Record<string, unknown>) =>
      counted((batch) => {
        batch.delete(message);
        batch.set(db.collection(PENDING).doc(mine), {
          ...fresh(),
          edited_at: FieldValue.serverTimestamp(),
          ...extra,
        });
      });
    await assertFails(heldEdit({ note: HUGE }));
    await setSwitches({});
    const reaction = (fields: Record<string, unknown>) => {
      const batch = db.batch();
      batch.set(message.collection('reactions').doc(`${uid}_cheers`), fields);
      batch.update(message, { 'reactions.cheers': FieldValue.increment(1) });
      batch.set(db.collection(REACTORS).doc(uid), {
        last_reaction_at: FieldValue.serverTimestamp(),
        last_reaction: `${mine}/cheers`,
        reactions: FieldValue.increment(1),
      });
      return batch.commit();
    };
    await assertFails(reaction({ reacted_at: FieldValue.serverTimestamp(), note: HUGE }));
    const takeBack = (marker: Record<string, unknown>) => {
      const batch = db.batch();
      batch.delete(message);
      batch.delete(db.collection(AUTHORS).doc(mine));
      batch.set(db.collection(DELETED).doc(mine), marker);
      return batch.commit();
    };
    await assertFails(takeBack({ author_name: HUGE, deleted_at: FieldValue.serverTimestamp() }));
    // The same writes, well-formed, go through: the reaction, then the author's take-back.
    await assertSucceeds(reaction({ reacted_at: FieldValue.serverTimestamp() }));
    await assertSucceeds(
      takeBack({ author_name: POST.author_name, deleted_at: FieldValue.serverTimestamp() }),
    );
  });
});

/** An approval as /moderate commits it: onto the wall at the server's time, waiting copy gone. */
function approve(db: Db, id: string) {
  const batch = db.batch();
  batch.set(db.collection(MESSAGES).doc(id), { ...POST, created_at: FieldValue.serverTimestamp() });
  batch.delete(db.collection(PENDING).doc(id));
  return batch.commit();
}

describe("the visitor's checks cost a moderator nothing more", () => {
  it('approves a full batch of waiting posts under auto ids, with the switches on or off', async () => {
    const db = moderator();
    for (const switches of [{ approval_required: true }, {}]) {
      await setSwitches(switches);
      const ids = Array.from({ length: MESSAGES_PER_BATCH }, (_, index) =>
        postId(`batch${index}${Object.keys(switches).length}`),
      );
      for (const id of ids) await seedDoc(env, `${PENDING}/${id}`, STORED);
      const batch = db.batch();
      for (const id of ids) {
        batch.set(db.collection(MESSAGES).doc(id), {
          ...POST,
          created_at: FieldValue.serverTimestamp(),
        });
        batch.delete(db.collection(PENDING).doc(id));
      }
      await assertSucceeds(batch.commit());
    }
  });
});

describe('an id is used once', () => {
  /** A post under `id` as the wall makes it (with its author document), by a new guest. */
  function postUnder(collection: string, id: string) {
    return guestPost(newGuest(env), collection, fresh(), { id, author: true });
  }

  it('refuses a new post under the id of a message its author took back, and takes a fresh id', async () => {
    const author = newGuest(env);
    const gone = postId('takenBack');
    await assertSucceeds(guestPost(author, MESSAGES, fresh(), { id: gone, author: true }));
    const takeBack = author.db.batch();
    takeBack.delete(author.db.collection(MESSAGES).doc(gone));
    takeBack.delete(author.db.collection(AUTHORS).doc(gone));
    takeBack.set(author.db.collection(DELETED).doc(gone), {
      author_name: POST.author_name,
      deleted_at: FieldValue.serverTimestamp(),
    });
    await assertSucceeds(takeBack.commit());
    await assertFails(postUnder(MESSAGES, gone));
    await setSwitches({ approval_required: true });
    await assertFails(postUnder(PENDING, gone));
    await assertSucceeds(postUnder(PENDING, postId('fresh')));
  });

  it('refuses a new post under the id of a removed or declined message; its restore still works', async () => {
    const removed = postId('removed');
    await seedDoc(env, `${MESSAGES}/${removed}`, STORED);
    await assertSucceeds(removeMessage(moderator(), removed, STORED));
    await assertFails(postUnder(MESSAGES, removed));
    await setSwitches({ approval_required: true });
    await assertFails(postUnder(PENDING, removed));
    await assertSucceeds(restoreMessage(moderator(), removed, STORED));
    await setSwitches({});
    await assertSucceeds(postUnder(MESSAGES, postId('fresh')));
  });

  it('refuses a new post under the id of a waiting post, on the wall or waiting; the approval still works', async () => {
    const waiting = postId('waiting');
    await setSwitches({ approval_required: true });
    await assertSucceeds(postUnder(PENDING, waiting));
    await assertFails(postUnder(PENDING, waiting));
    await setSwitches({});
    await assertFails(postUnder(MESSAGES, waiting));
    await assertSucceeds(approve(moderator(), waiting));
  });
});
