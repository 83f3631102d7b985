/**
 * firestore.rules for a guest's own post: the private authors/{id} document written in the
 * post's batch, the author's edit (on the wall, or back to waiting when a switch holds it) and
 * delete within OWN_POST_WINDOW_MINUTES, the deleted_messages marker the organizer reads, and
 * a moderator's removal, restore, approval and decline of an edited message. Tried as a script
 * with the public config would: another guest, a visitor, a moderator, a late author, and
 * every field a client could choose. The rules judge time by the server's clock, which a test
 * cannot move: a post "11 minutes old" is seeded with its author document's posted_at that far
 * before now. Run like the other rules suites (scripts/rules.mjs, or FIRESTORE_EMULATOR_HOST).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import {
  env,
  moderator,
  removeMessage,
  restoreMessage,
  seedDoc,
  seedModerators,
  useRulesEnvironment,
  visitor,
  writeDecline,
  writeRemoval,
  type Db,
} from './rulesEnvironment';
import { DECLINED, MESSAGES, PENDING, REMOVED, SETTINGS } from './collections';
import {
  AUTHORS,
  authorOf,
  guestPost,
  newGuest,
  nextPost,
  postIds,
  POSTERS,
  type Guest,
} from './guestPost';
import { cleanHeldWords, heldPattern } from '../../src/data/schema/heldWords';
import {
  DELETED_COLLECTION as DELETED,
  OWN_POST_WINDOW_MS,
  POST_COOLDOWN_MS,
} from '../../src/data/schema/schema';

const { FieldValue, Timestamp } = firebase.firestore;

useRulesEnvironment(seedModerators);

const POST = { author_name: 'Alex', content: 'Happy birthday!' };
const CREATED = new Timestamp(1_780_000_000, 123_000);

/** The cases' message ids (ID.e1), each of the shape a new post takes (a Firestore auto id). */
const ID = postIds('a1 a2 a3 b1 b2 b3 c1 c2 c3 d1 d2 e1 e3 e4 h1 h2 k1 k2 p1 r1 w1 x1 x2');

/** A post made as the wall makes it: the message, the bookkeeping and the author document. */
async function postAs(guest: Guest, id: string, collection = MESSAGES): Promise<void> {
  await guestPost(
    guest,
    collection,
    { ...POST, created_at: FieldValue.serverTimestamp() },
    { id, author: true },
  );
}

/** Moves `guest`'s last post (or edit) `ageMs` back, as if the pause had run that long. */
function lastWroteAgo(guest: Guest, ageMs: number, posts = 1): Promise<void> {
  const lastPostAt = Timestamp.fromMillis(Date.now() - ageMs);
  return seedDoc(env, `${POSTERS}/${guest.uid}`, { last_post_at: lastPostAt, posts });
}

/** A post made as the wall makes it, its pause over: its author may edit it now. */
async function postedAWhileAgo(guest: Guest, id: string): Promise<void> {
  await postAs(guest, id);
  await lastWroteAgo(guest, PAUSE_OVER);
}

const PAUSE_OVER = POST_COOLDOWN_MS + 2000;

/**
 * A message by `guest` posted `ageMs` before now (by this machine's clock, which the
 * emulator shares), with `extra` stored fields, and the guest's pause over.
 */
async function seedOwn(guest: Guest, id: string, ageMs: number, extra = {}): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db
      .collection(MESSAGES)
      .doc(id)
      .set({ ...POST, created_at: CREATED, ...extra });
    await db
      .collection(AUTHORS)
      .doc(id)
      .set({ uid: guest.uid, posted_at: Timestamp.fromMillis(Date.now() - ageMs) });
  });
  await lastWroteAgo(guest, PAUSE_OVER);
}

/** Who writes: a guest stamps its bookkeeping as the wall does; a visitor or moderator not. */
type Writer = Guest | Db;

function dbOf(who: Writer): Db {
  return 'uid' in who ? who.db : who;
}

/**
 * The edit's bookkeeping, as the wall writes it: a post's (the pause restarts, the count goes
 * one up), or `bookkeeping` instead, for the cases that break it.
 */
function countEdit(
  batch: firebase.firestore.WriteBatch,
  who: Writer,
  id: string,
  bookkeeping: Record<string, unknown> = nextPost(id),
): void {
  if ('uid' in who) {
    batch.set(who.db.collection(POSTERS).doc(who.uid), bookkeeping, { merge: true });
  }
}

function setSwitches(settings: Record<string, unknown>): Promise<void> {
  return seedDoc(env, `${SETTINGS}/wall`, settings);
}

const APPROVAL_ON = { approval_required: true };
const words = cleanHeldWords(['beer']);
const FILTER_ON = { held_words: words, held_pattern: heldPattern(words) };

/**
 * An edit as the wall sends it: the new name and text, stamped with the server's clock, and
 * counted like a post (`bookkeeping` replaces that; null leaves it out).
 */
function edit(
  who: Writer,
  id: string,
  fields: Record<string, unknown> = {},
  bookkeeping: Record<string, unknown> | null = nextPost(id),
) {
  const db = dbOf(who);
  const batch = db.batch();
  if (bookkeeping) countEdit(batch, who, id, bookkeeping);
  batch.update(db.collection(MESSAGES).doc(id), {
    content: 'Happy birthday, Sam!',
    edited_at: FieldValue.serverTimestamp(),
    ...fields,
  });
  return batch.commit();
}

/** An edit a switch holds: the message moved to the waiting list with its new text. */
function heldEdit(who: Writer, id: string, copy: Record<string, unknown> = {}) {
  const db = dbOf(who);
  const batch = db.batch();
  countEdit(batch, who, id);
  batch.delete(db.collection(MESSAGES).doc(id));
  batch.set(db.collection(PENDING).doc(id), {
    author_name: 'Alex',
    content: 'Happy birthday, beer!',
    created_at: FieldValue.serverTimestamp(),
    edited_at: FieldValue.serverTimestamp(),
    ...copy,
  });
  return batch.commit();
}

/** An author's delete: the message and its author document gone, a marker left. */
function takeBack(
  db: Db,
  id: string,
  {
    marker = { author_name: 'Alex', deleted_at: FieldValue.serverTimestamp() },
    author = true,
  } = {},
) {
  const batch = db.batch();
  batch.delete(db.collection(MESSAGES).doc(id));
  if (author) batch.delete(db.collection(AUTHORS).doc(id));
  if (marker) batch.set(db.collection(DELETED).doc(id), marker);
  return batch.commit();
}

const MINUTE = 60_000;

describe('authors: who wrote a message, private', () => {
  it('accepts a post with its author document, on the wall and in the waiting list', async () => {
    await assertSucceeds(postAs(newGuest(env), ID.a1));
    await setSwitches(APPROVAL_ON);
    await assertSucceeds(postAs(newGuest(env), ID.a2, PENDING));
  });

  it('refuses an author document naming another identity, or a time the client chose', async () => {
    const guest = newGuest(env);
    const post = { ...POST, created_at: FieldValue.serverTimestamp() };
    await assertFails(guestPost(guest, MESSAGES, post, { id: ID.a1, author: authorOf('other') }));
    await assertFails(
      guestPost(guest, MESSAGES, post, {
        id: ID.a2,
        author: { uid: guest.uid, posted_at: Timestamp.fromMillis(Date.now() + 60 * MINUTE) },
      }),
    );
    await assertFails(
      guestPost(guest, MESSAGES, post, {
        id: ID.a3,
        author: { ...authorOf(guest.uid), note: 'extra' },
      }),
    );
  });

  it("refuses claiming a message that exists (another's, or one posted without it)", async () => {
    await postAs(newGuest(env), ID.a1);
    const thief = newGuest(env);
    await assertFails(thief.db.collection(AUTHORS).doc(ID.a1).set(authorOf(thief.uid)));
    // Its own post, made without the document, cannot be claimed afterwards either.
    await guestPost(
      thief,
      MESSAGES,
      { ...POST, created_at: FieldValue.serverTimestamp() },
      {
        id: ID.a2,
      },
    );
    await assertFails(thief.db.collection(AUTHORS).doc(ID.a2).set(authorOf(thief.uid)));
  });

  it('refuses an author document with no post in its batch', async () => {
    const guest = newGuest(env);
    await assertFails(guest.db.collection(AUTHORS).doc('nothing').set(authorOf(guest.uid)));
    await assertFails(visitor().collection(AUTHORS).doc('nothing').set(authorOf('anyone')));
  });

  it('lets its author read it, and nobody else (another guest, a visitor, a moderator)', async () => {
    const author = newGuest(env);
    await postAs(author, ID.a1);
    await assertSucceeds(author.db.collection(AUTHORS).doc(ID.a1).get());
    await assertFails(newGuest(env).db.collection(AUTHORS).doc(ID.a1).get());
    await assertFails(visitor().collection(AUTHORS).doc(ID.a1).get());
    await assertFails(moderator().collection(AUTHORS).doc(ID.a1).get());
  });

  it('lets nobody list them, a moderator and an author included', async () => {
    const author = newGuest(env);
    await postAs(author, ID.a1);
    await assertFails(author.db.collection(AUTHORS).where('uid', '==', author.uid).get());
    await assertFails(moderator().collection(AUTHORS).get());
    await assertFails(visitor().collection(AUTHORS).limit(1).get());
  });

  it('refuses changing it, so nobody extends the window or hands a post over', async () => {
    const author = newGuest(env);
    await postAs(author, ID.a1);
    const ref = author.db.collection(AUTHORS).doc(ID.a1);
    await assertFails(ref.update({ posted_at: FieldValue.serverTimestamp() }));
    await assertFails(ref.update({ uid: 'someone-else' }));
  });

  it('refuses deleting it but in the delete of its message', async () => {
    const author = newGuest(env);
    await postAs(author, ID.a1);
    await assertFails(author.db.collection(AUTHORS).doc(ID.a1).delete());
    await assertSucceeds(takeBack(author.db, ID.a1));
  });
});

describe('an author edits their message', () => {
  it('lets its author change the name and the text, stamped edited_at', async () => {
    const author = newGuest(env);
    await postedAWhileAgo(author, ID.e1);
    await assertSucceeds(edit(author, ID.e1, { author_name: 'Alexandra' }));
  });

  it('counts the window from the author document, not the message: 9 minutes on, allowed', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.e1, 9 * MINUTE);
    await assertSucceeds(edit(author, ID.e1));
  });

  it('refuses an edit once the window has passed', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.e1, OWN_POST_WINDOW_MS + MINUTE);
    await assertFails(edit(author, ID.e1));
  });

  it('refuses another guest, a visitor and a moderator', async () => {
    await postedAWhileAgo(newGuest(env), ID.e1);
    await assertFails(edit(newGuest(env), ID.e1));
    await assertFails(edit(visitor(), ID.e1));
    await assertFails(edit(moderator(), ID.e1));
  });

  it('refuses an edit without the server time in edited_at', async () => {
    const author = newGuest(env);
    await postedAWhileAgo(author, ID.e1);
    await assertFails(
      author.db.collection(MESSAGES).doc(ID.e1).update({ content: 'Quietly changed' }),
    );
    await assertFails(edit(author, ID.e1, { edited_at: Timestamp.now() }));
  });

  it('refuses moving created_at (to the top of the wall, or back in time)', async () => {
    const author = newGuest(env);
    await postedAWhileAgo(author, ID.e1);
    await assertFails(edit(author, ID.e1, { created_at: FieldValue.serverTimestamp() }));
    await assertFails(edit(author, ID.e1, { created_at: Timestamp.fromMillis(0) }));
  });

  it('refuses an extra field', async () => {
    const author = newGuest(env);
    await postedAWhileAgo(author, ID.e1);
    await assertFails(edit(author, ID.e1, { uid: author.uid }));
  });

  it.each([
    ['an empty text', { content: '' }],
    ['a text of spaces', { content: '   ' }],
    ['501 characters', { content: 'x'.repeat(501) }],
    ['a 51-character name', { author_name: 'x'.repeat(51) }],
    ['a line break in the name', { author_name: 'Al\nex' }],
    ['a control character', { content: 'Hi\u0007' }],
    ['a zero-width space inside a word', { content: 'be\u200Ber' }],
    ['a number for the text', { content: 42 }],
  ])('refuses %s, as a post is refused', async (_, fields) => {
    const author = newGuest(env);
    await postedAWhileAgo(author, ID.e1);
    await assertFails(edit(author, ID.e1, fields));
  });

  it('counts an edit as a post: in the pause, and against the cap', async () => {
    const author = newGuest(env);
    await postedAWhileAgo(author, ID.e1);
    await assertSucceeds(edit(author, ID.e1));
    const bookkeeping = (await author.db.collection(POSTERS).doc(author.uid).get()).data();
    expect(bookkeeping?.posts).toBe(2);
    // Right after that edit, or right after a post, the next edit waits out the pause.
    await assertFails(edit(author, ID.e1, { content: 'Again at once' }));
    const fresh = newGuest(env);
    await postAs(fresh, ID.e3);
    await assertFails(edit(fresh, ID.e3));
    // Its 20th write was its last: no edit past the cap.
    const capped = newGuest(env);
    await seedOwn(capped, ID.e4, MINUTE);
    await lastWroteAgo(capped, PAUSE_OVER, 20);
    await assertFails(edit(capped, ID.e4));
  });

  it('refuses an edit whose batch leaves the bookkeeping out, or keeps its count', async () => {
    const author = newGuest(env);
    await postedAWhileAgo(author, ID.e1);
    await assertFails(edit(author, ID.e1, {}, null));
    await assertFails(
      edit(
        author,
        ID.e1,
        {},
        { last_post_at: FieldValue.serverTimestamp(), posts: 1, last_post: ID.e1 },
      ),
    );
  });

  it('refuses an edit on the wall while approval is on, or with a listed word', async () => {
    const author = newGuest(env);
    await postedAWhileAgo(author, ID.e1);
    await setSwitches(FILTER_ON);
    await assertFails(edit(author, ID.e1, { content: 'A cold beer for you' }));
    await assertSucceeds(edit(author, ID.e1, { content: 'A cold lemonade for you' }));
    await setSwitches(APPROVAL_ON);
    await seedOwn(author, ID.e3, MINUTE);
    await assertFails(edit(author, ID.e3));
  });

  it('refuses editing a removed or a waiting post', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.e1, MINUTE);
    await assertSucceeds(removeMessage(moderator(), ID.e1, { ...POST, created_at: CREATED }));
    await assertFails(
      author.db
        .collection(MESSAGES)
        .doc(ID.e1)
        .set({ ...POST, created_at: CREATED, edited_at: FieldValue.serverTimestamp() }),
    );
    await assertFails(author.db.collection(REMOVED).doc(ID.e1).update({ content: 'Changed' }));
    await setSwitches(APPROVAL_ON);
    await postAs(newGuest(env), ID.w1, PENDING);
    await assertFails(author.db.collection(PENDING).doc(ID.w1).update({ content: 'Changed' }));
  });
});

describe('an edit a switch holds goes back to waiting', () => {
  it('lets its author move it to the waiting list with the new text, approval on', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.h1, MINUTE);
    await setSwitches(APPROVAL_ON);
    await assertSucceeds(heldEdit(author, ID.h1, { content: 'Changed my mind' }));
  });

  it('lets its author do so when the new text has a listed word', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.h1, MINUTE);
    await setSwitches(FILTER_ON);
    await assertSucceeds(heldEdit(author, ID.h1));
  });

  it('refuses it when no switch would hold it', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.h1, MINUTE);
    await assertFails(heldEdit(author, ID.h1, { content: 'Nothing to hold' }));
  });

  it('refuses another guest, and its author after the window', async () => {
    await setSwitches(APPROVAL_ON);
    const author = newGuest(env);
    await seedOwn(author, ID.h1, OWN_POST_WINDOW_MS + MINUTE);
    await assertFails(heldEdit(author, ID.h1));
    await seedOwn(author, ID.h2, MINUTE);
    await assertFails(heldEdit(newGuest(env), ID.h2));
  });

  it("refuses a copy without the server's time in created_at and edited_at, or breaking a check", async () => {
    await setSwitches(APPROVAL_ON);
    const author = newGuest(env);
    await seedOwn(author, ID.h1, MINUTE);
    await assertFails(heldEdit(author, ID.h1, { created_at: CREATED }));
    await assertFails(heldEdit(author, ID.h1, { created_at: Timestamp.now() }));
    await assertFails(heldEdit(author, ID.h1, { edited_at: Timestamp.now() }));
    await assertFails(heldEdit(author, ID.h1, { content: 'x'.repeat(501) }));
    await assertFails(heldEdit(author, ID.h1, { extra: true }));
  });

  it('refuses either half alone: the waiting copy beside the message, or the message gone without it', async () => {
    await setSwitches(APPROVAL_ON);
    const author = newGuest(env);
    await seedOwn(author, ID.h1, MINUTE);
    await assertFails(
      author.db
        .collection(PENDING)
        .doc(ID.h1)
        .set({
          ...POST,
          created_at: FieldValue.serverTimestamp(),
          edited_at: FieldValue.serverTimestamp(),
        }),
    );
    await assertFails(author.db.collection(MESSAGES).doc(ID.h1).delete());
  });

  it('lets a moderator approve it with its edited_at, and decline it with it kept', async () => {
    await setSwitches(APPROVAL_ON);
    // Two authors: one identity's second edit would wait out the pause.
    const author = newGuest(env);
    const other = newGuest(env);
    await seedOwn(author, ID.h1, MINUTE);
    await seedOwn(other, ID.h2, MINUTE);
    await assertSucceeds(heldEdit(author, ID.h1));
    await assertSucceeds(heldEdit(other, ID.h2));
    const db = moderator();
    const waiting = (await db.collection(PENDING).doc(ID.h1).get()).data() ?? {};
    const approve = (fields: Record<string, unknown>) => {
      const batch = db.batch();
      batch.set(db.collection(MESSAGES).doc(ID.h1), {
        author_name: waiting.author_name,
        content: waiting.content,
        created_at: FieldValue.serverTimestamp(),
        ...fields,
      });
      batch.delete(db.collection(PENDING).doc(ID.h1));
      return batch.commit();
    };
    await assertFails(approve({}));
    await assertFails(approve({ edited_at: Timestamp.now() }));
    await assertSucceeds(approve({ edited_at: waiting.edited_at }));

    const declined = (await db.collection(PENDING).doc(ID.h2).get()).data() ?? {};
    const decline = (copy: Record<string, unknown>) => declineWith(ID.h2, copy);
    const withoutEdit = { ...declined };
    delete withoutEdit.edited_at;
    await assertFails(decline(withoutEdit));
    await assertSucceeds(decline(declined));
  });
});

describe('an author deletes their message', () => {
  it('lets its author take it back: message and author document gone, a marker left', async () => {
    const author = newGuest(env);
    await postAs(author, ID.d1);
    await assertSucceeds(takeBack(author.db, ID.d1));
  });

  it('refuses another guest, a visitor, and its author after the window', async () => {
    await postAs(newGuest(env), ID.d1);
    await assertFails(takeBack(newGuest(env).db, ID.d1));
    await assertFails(takeBack(visitor(), ID.d1));
    const late = newGuest(env);
    await seedOwn(late, ID.d2, OWN_POST_WINDOW_MS + MINUTE);
    await assertFails(takeBack(late.db, ID.d2));
  });

  it('refuses a delete that leaves no marker or keeps the author document', async () => {
    const author = newGuest(env);
    await postAs(author, ID.d1);
    await assertFails(author.db.collection(MESSAGES).doc(ID.d1).delete());
    await assertFails(takeBack(author.db, ID.d1, { marker: null as never }));
    await assertFails(takeBack(author.db, ID.d1, { author: false }));
  });

  it('refuses a marker with another name, a chosen time, the words, or no delete', async () => {
    const author = newGuest(env);
    await postAs(author, ID.d1);
    const now = FieldValue.serverTimestamp();
    for (const marker of [
      { author_name: 'Someone', deleted_at: now },
      { author_name: 'Alex', deleted_at: Timestamp.now() },
      { author_name: 'Alex', deleted_at: now, content: POST.content },
    ]) {
      await assertFails(takeBack(author.db, ID.d1, { marker }));
    }
    await assertFails(
      author.db.collection(DELETED).doc(ID.d1).set({ author_name: 'Alex', deleted_at: now }),
    );
  });

  it('lets only moderators read the markers, and nobody change them', async () => {
    const author = newGuest(env);
    await postAs(author, ID.d1);
    await takeBack(author.db, ID.d1);
    await assertSucceeds(moderator().collection(DELETED).get());
    await assertFails(author.db.collection(DELETED).doc(ID.d1).get());
    await assertFails(visitor().collection(DELETED).get());
    await assertFails(moderator().collection(DELETED).doc(ID.d1).update({ author_name: 'Bo' }));
    await assertFails(moderator().collection(DELETED).doc(ID.d1).delete());
  });

  it('never gives the id again: no new post under it, on the wall or waiting, and no edit', async () => {
    const first = newGuest(env);
    await postAs(first, ID.d1);
    await takeBack(first.db, ID.d1);
    const second = newGuest(env);
    await assertFails(postAs(second, ID.d1));
    await setSwitches(APPROVAL_ON);
    await assertFails(postAs(second, ID.d1, PENDING));
    await assertSucceeds(postAs(second, ID.d2, PENDING));
    await lastWroteAgo(first, PAUSE_OVER);
    await assertFails(edit(first, ID.d1));
  });
});

describe("the organizer's removal and restore of an edited message", () => {
  async function editedMessage(): Promise<Record<string, unknown>> {
    const author = newGuest(env);
    await postedAWhileAgo(author, ID.r1);
    await edit(author, ID.r1);
    return (await moderator().collection(MESSAGES).doc(ID.r1).get()).data() ?? {};
  }

  function remove(db: Db, copy: Record<string, unknown>) {
    return removeMessage(db, ID.r1, copy);
  }

  function restore(db: Db, stored: Record<string, unknown>) {
    return restoreMessage(db, ID.r1, stored);
  }

  it('keeps edited_at in the removed copy and puts it back with the message', async () => {
    const stored = await editedMessage();
    await assertSucceeds(remove(moderator(), stored));
    await assertSucceeds(restore(moderator(), stored));
  });

  it('refuses a removed copy or a restore that drops or changes edited_at', async () => {
    const stored = await editedMessage();
    const withoutEdit = { ...stored };
    delete withoutEdit.edited_at;
    await assertFails(remove(moderator(), withoutEdit));
    await assertFails(remove(moderator(), { ...stored, edited_at: Timestamp.fromMillis(0) }));
    await assertSucceeds(remove(moderator(), stored));
    await assertFails(restore(moderator(), withoutEdit));
    await assertFails(restore(moderator(), { ...stored, edited_at: Timestamp.fromMillis(0) }));
  });
});

/**
 * A decline as /moderate sends it: `copy` kept in removed_messages with who and when, the
 * declined marker, the waiting copy deleted and, unless `author` is false, its author's hold
 * ended (authors/{id} deleted).
 */
function declineWith(id: string, copy: Record<string, unknown>, { author = true } = {}) {
  const db = moderator();
  const batch = db.batch();
  writeDecline(batch, db, id, copy, { endAuthorHold: author });
  return batch.commit();
}

describe('a held edit keeps the reaction counts, through the waiting list and back', () => {
  const COUNTS = { cheers: 2, love: 1 };

  async function stored(collection: string, id: string) {
    let data: Record<string, unknown> | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      data = (await context.firestore().collection(collection).doc(id).get()).data();
    });
    return data;
  }

  /** An approval as /moderate sends it: the waiting copy's fields, `fields` over them. */
  function approve(id: string, fields: Record<string, unknown>) {
    const db = moderator();
    const batch = db.batch();
    batch.set(db.collection(MESSAGES).doc(id), {
      ...fields,
      created_at: FieldValue.serverTimestamp(),
    });
    batch.delete(db.collection(PENDING).doc(id));
    return batch.commit();
  }

  /** What an approval carries over from the waiting copy (all but its time). */
  function waitingFields(copy: Record<string, unknown> | undefined): Record<string, unknown> {
    const fields = { ...copy };
    delete fields.created_at;
    return fields;
  }

  it('lets its author move a reacted message to waiting with its counts, and a moderator approve it with them', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.k1, MINUTE, { reactions: COUNTS });
    await setSwitches(APPROVAL_ON);
    await assertSucceeds(heldEdit(author, ID.k1, { reactions: COUNTS }));
    const waiting = await stored(PENDING, ID.k1);
    expect(waiting?.reactions).toEqual(COUNTS);
    await assertSucceeds(approve(ID.k1, waitingFields(waiting)));
    const back = await stored(MESSAGES, ID.k1);
    expect(back?.reactions).toEqual(COUNTS);
    expect(back?.edited_at).toEqual(waiting?.edited_at);
  });

  it("refuses a waiting copy whose counts are not the message's: dropped, changed, added to, or made up", async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.k1, MINUTE, { reactions: COUNTS });
    await seedOwn(author, ID.k2, MINUTE);
    await setSwitches(APPROVAL_ON);
    await assertFails(heldEdit(author, ID.k1));
    await assertFails(heldEdit(author, ID.k1, { reactions: { cheers: 3, love: 1 } }));
    await assertFails(heldEdit(author, ID.k1, { reactions: { ...COUNTS, party: 1 } }));
    await assertFails(heldEdit(author, ID.k1, { reactions: { cheers: 2 } }));
    // A message nobody reacted to: no counts may appear on its way through.
    await assertFails(heldEdit(author, ID.k2, { reactions: { cheers: 5 } }));
    await assertFails(heldEdit(author, ID.k2, { reactions: {} }));
    await assertSucceeds(heldEdit(author, ID.k2));
  });

  it('refuses a fresh waiting post that carries counts', async () => {
    await setSwitches(APPROVAL_ON);
    const post = { ...POST, created_at: FieldValue.serverTimestamp() };
    await assertFails(
      guestPost(newGuest(env), PENDING, { ...post, reactions: { cheers: 50 } }, { id: ID.p1 }),
    );
    await assertSucceeds(guestPost(newGuest(env), PENDING, post, { id: ID.p1 }));
  });

  it('refuses an approval that drops, changes or adds counts', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.k1, MINUTE, { reactions: COUNTS });
    await setSwitches(APPROVAL_ON);
    await heldEdit(author, ID.k1, { reactions: COUNTS });
    const waiting = waitingFields(await stored(PENDING, ID.k1));
    const withoutCounts = { ...waiting };
    delete withoutCounts.reactions;
    await assertFails(approve(ID.k1, withoutCounts));
    await assertFails(approve(ID.k1, { ...waiting, reactions: { cheers: 9, love: 1 } }));
    // A plain waiting post has none, and gets none on approval.
    await postAs(newGuest(env), ID.p1, PENDING);
    await assertFails(approve(ID.p1, { ...POST, reactions: { cheers: 1 } }));
    await assertSucceeds(approve(ID.p1, POST));
    await assertSucceeds(approve(ID.k1, waiting));
  });

  it('lets a moderator decline it with its counts kept, and restore it with them', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.k1, MINUTE, { reactions: COUNTS });
    await setSwitches(APPROVAL_ON);
    await heldEdit(author, ID.k1, { reactions: COUNTS });
    const waiting = await stored(PENDING, ID.k1);
    const db = moderator();
    await assertFails(declineWith(ID.k1, { ...waiting, reactions: { cheers: 2 } }));
    await assertSucceeds(declineWith(ID.k1, waiting ?? {}));
    expect((await stored(REMOVED, ID.k1))?.reactions).toEqual(COUNTS);
    const restore = db.batch();
    restore.set(db.collection(MESSAGES).doc(ID.k1), waiting ?? {});
    restore.delete(db.collection(REMOVED).doc(ID.k1));
    restore.delete(db.collection(DECLINED).doc(ID.k1));
    await assertSucceeds(restore.commit());
    expect((await stored(MESSAGES, ID.k1))?.reactions).toEqual(COUNTS);
  });
});

describe("a moderator's removal ends its author's hold: a restore gives no edit or delete", () => {
  function remove(id: string, { author = true } = {}) {
    return removeMessage(
      moderator(),
      id,
      { ...POST, created_at: CREATED },
      { endAuthorHold: author },
    );
  }

  /** A restore as /moderate sends it: the removed copy's fields but the removal's two. */
  async function restore(id: string) {
    const db = moderator();
    const copy = (await db.collection(REMOVED).doc(id).get()).data() ?? {};
    delete copy.removed_by;
    delete copy.removed_at;
    return restoreMessage(db, id, copy);
  }

  async function decline(id: string, { author = true } = {}) {
    const waiting = (await moderator().collection(PENDING).doc(id).get()).data() ?? {};
    return declineWith(id, waiting, { author });
  }

  it('refuses a removal that keeps the author document, and takes one that deletes it, or one never made', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.x1, MINUTE);
    await assertFails(remove(ID.x1, { author: false }));
    await assertSucceeds(remove(ID.x1));
    // A message posted without one (before authors existed): the delete changes nothing.
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .collection(MESSAGES)
        .doc(ID.x2)
        .set({ ...POST, created_at: CREATED });
    });
    await assertSucceeds(remove(ID.x2));
  });

  it("refuses its author's edit, held edit and delete after a restore within the window", async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.x1, MINUTE);
    await remove(ID.x1);
    await assertSucceeds(restore(ID.x1));
    await assertFails(edit(author, ID.x1));
    await assertFails(takeBack(author.db, ID.x1));
    await assertFails(author.db.collection(AUTHORS).doc(ID.x1).get());
    await setSwitches(APPROVAL_ON);
    await assertFails(heldEdit(author, ID.x1));
    // Nor can the author claim it again.
    await assertFails(author.db.collection(AUTHORS).doc(ID.x1).set(authorOf(author.uid)));
  });

  it('refuses a decline that keeps the author document; a declined post put back is not its author’s either', async () => {
    await setSwitches(APPROVAL_ON);
    const author = newGuest(env);
    await postAs(author, ID.w1, PENDING);
    await assertFails(decline(ID.w1, { author: false }));
    await assertSucceeds(decline(ID.w1));
    await assertSucceeds(restore(ID.w1));
    await setSwitches({});
    await lastWroteAgo(author, PAUSE_OVER);
    await assertFails(edit(author, ID.w1));
    await assertFails(takeBack(author.db, ID.w1));
  });

  it('lets a moderator delete an author document only with its message removed or declined', async () => {
    const author = newGuest(env);
    await seedOwn(author, ID.x1, MINUTE);
    const db = moderator();
    await assertFails(db.collection(AUTHORS).doc(ID.x1).delete());
    await assertFails(newGuest(env).db.collection(AUTHORS).doc(ID.x1).delete());
    await assertFails(visitor().collection(AUTHORS).doc(ID.x1).delete());
    // Approving a waiting post keeps its author's window (an edit is checked again anyway).
    await setSwitches(APPROVAL_ON);
    const other = newGuest(env);
    await postAs(other, ID.w1, PENDING);
    const approval = (withAuthor: boolean) => {
      const batch = db.batch();
      batch.set(db.collection(MESSAGES).doc(ID.w1), {
        ...POST,
        created_at: FieldValue.serverTimestamp(),
      });
      batch.delete(db.collection(PENDING).doc(ID.w1));
      if (withAuthor) batch.delete(db.collection(AUTHORS).doc(ID.w1));
      return batch.commit();
    };
    await assertFails(approval(true));
    await assertSucceeds(approval(false));
    await assertSucceeds(remove(ID.x1));
  });

  it('removes and declines three authored messages in one batch, within the rules’ read limit', async () => {
    const ids = [ID.b1, ID.b2, ID.b3];
    for (const id of ids) await seedOwn(newGuest(env), id, MINUTE);
    const db = moderator();
    const removal = db.batch();
    for (const id of ids) writeRemoval(removal, db, id, { ...POST, created_at: CREATED });
    await assertSucceeds(removal.commit());

    await setSwitches(APPROVAL_ON);
    const waiting = [ID.c1, ID.c2, ID.c3];
    for (const id of waiting) await postAs(newGuest(env), id, PENDING);
    const declines = db.batch();
    for (const id of waiting) {
      writeDecline(declines, db, id, (await db.collection(PENDING).doc(id).get()).data() ?? {});
    }
    await assertSucceeds(declines.commit());
  });
});
