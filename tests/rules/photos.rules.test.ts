/**
 * firestore.rules for a post's photo (issue 38): photos/{id} and thumbs/{id} written only in
 * the batch that makes their post, by its author, within their byte, type and size bounds, and
 * counted against the guest's photo cap; read by visitors only while the message is on the
 * wall, by moderators always, listed by nobody; taken only by the author's own delete. And the
 * message's `photo` field, the Photos switch (off, wait, on), the word filter on the alt text,
 * and an approval, a held edit and an author's edit keeping the photo as it is. Tried as a
 * script with the public config would. Run like the other rules suites (npm run test:rules).
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
  seedDoc,
  seedModerators,
  setSwitches,
  useRulesEnvironment,
  visitor,
  type Db,
} from './rulesEnvironment';
import { MESSAGES, PENDING, SETTINGS } from './collections';
import {
  AUTHORS,
  guestPost,
  newGuest,
  nextPost,
  postIds,
  POSTERS,
  wallPost,
  type Guest,
} from './guestPost';
import {
  imageBytes,
  nextPhotoPost,
  PHOTO_FIELD,
  photoDoc,
  photoMessage,
  photoPost,
  PHOTOS,
  thumbDoc,
  THUMBS,
} from './photoPost';
import { cleanHeldWords, heldPattern } from '../../src/data/schema/heldWords';
import {
  DEFAULT_PHOTO_CAP,
  DELETED_COLLECTION as DELETED,
  PHOTO_ALT_MAX,
  PHOTO_BYTES_MAX,
  PHOTO_EDGE_MAX,
  POST_COOLDOWN_MS,
  THUMB_BYTES_MAX,
} from '../../src/data/schema/schema';

const { FieldValue, Timestamp } = firebase.firestore;

useRulesEnvironment(seedModerators);

const ID = postIds('a1 a2 b1 b2 c1 c2 d1 d2 e1 e2 f1 f2 g1 g2 h1 h2 k1 k2 m1 m2 r1 r2 w1 w2');

const words = cleanHeldWords(['beer']);
/** A post without a photo, as the wall writes it. */
const TEXT_POST = () => wallPost({ author_name: 'Alex' });
const FILTER_ON = { held_words: words, held_pattern: heldPattern(words) };

/** The guest's bookkeeping as a seed: `photos` photos and `posts` posts, the pause long over. */
function madeBefore(guest: Guest, photos: number, posts = photos): Promise<void> {
  const lastPostAt = Timestamp.fromMillis(Date.now() - POST_COOLDOWN_MS - 2000);
  return seedDoc(env, `${POSTERS}/${guest.uid}`, { last_post_at: lastPostAt, posts, photos });
}

/** A photo post on the wall as stored, with the rules off: message, images, author document. */
async function seedPhotoPost(id: string, uid: string, collection = MESSAGES): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db
      .collection(collection)
      .doc(id)
      .set(photoMessage({ post: { created_at: Timestamp.now() } }));
    await db.collection(PHOTOS).doc(id).set(photoDoc());
    await db.collection(THUMBS).doc(id).set(thumbDoc());
    await db.collection(AUTHORS).doc(id).set({ uid, posted_at: Timestamp.now() });
  });
}

/** A batch of `id`'s photo and thumbnail with the guest's bookkeeping, and no message in it. */
function imagesAlone(guest: Guest, id: string): Promise<void> {
  const batch = guest.db.batch();
  batch.set(guest.db.collection(PHOTOS).doc(id), photoDoc());
  batch.set(guest.db.collection(THUMBS).doc(id), thumbDoc());
  batch.set(guest.db.collection(POSTERS).doc(guest.uid), nextPhotoPost(id), { merge: true });
  return batch.commit();
}

/**
 * A guest whose photo post `id` is on the wall, with one post made a pause ago, under the
 * switches `settings`: the start of each author's edit and delete case.
 */
async function authorOfPhotoPost(id: string, settings: Record<string, unknown>): Promise<Guest> {
  const author = newGuest(env);
  await seedPhotoPost(id, author.uid);
  await madeBefore(author, 1);
  await setSwitches(settings);
  return author;
}

/** `data` without its field `key`. */
function without(data: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([field]) => field !== key));
}

async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

describe('a post with a photo: made in one batch with its images', () => {
  it('accepts it on the wall, and on the waiting list while a switch holds it', async () => {
    await assertSucceeds(photoPost(newGuest(env), { id: ID.a1 }));
    expect(await stored(`${PHOTOS}/${ID.a1}`)).toMatchObject({ width: 1600, height: 1200 });
    expect(await stored(`${MESSAGES}/${ID.a1}`)).toMatchObject({ photo: PHOTO_FIELD });
    await setSwitches({ approval_required: true });
    await assertSucceeds(photoPost(newGuest(env), { id: ID.a2, collection: PENDING }));
  });

  it(`accepts images at their bounds (${PHOTO_BYTES_MAX} and ${THUMB_BYTES_MAX} bytes, JPEG, ${PHOTO_EDGE_MAX} px), refuses one byte more`, async () => {
    const edge = { width: PHOTO_EDGE_MAX, height: 1 };
    await assertSucceeds(
      photoPost(newGuest(env), {
        photo: { ...PHOTO_FIELD, ...edge },
        image: photoDoc({
          image: imageBytes(PHOTO_BYTES_MAX),
          bytes: PHOTO_BYTES_MAX,
          type: 'image/jpeg',
          ...edge,
        }),
        thumb: thumbDoc({
          image: imageBytes(THUMB_BYTES_MAX),
          bytes: THUMB_BYTES_MAX,
          type: 'image/jpeg',
        }),
      }),
    );
    await assertFails(
      photoPost(newGuest(env), { image: photoDoc({ image: imageBytes(PHOTO_BYTES_MAX + 1) }) }),
    );
    await assertFails(
      photoPost(newGuest(env), { thumb: thumbDoc({ image: imageBytes(THUMB_BYTES_MAX + 1) }) }),
    );
  });

  it('refuses another type, a field more or less, an image that is not bytes', async () => {
    const guest = newGuest(env);
    await assertFails(photoPost(guest, { image: photoDoc({ type: 'image/png' }) }));
    await assertFails(photoPost(guest, { thumb: thumbDoc({ type: 'image/svg+xml' }) }));
    await assertFails(photoPost(guest, { image: photoDoc({ gps: '51.5,-0.1' }) }));
    await assertFails(photoPost(guest, { thumb: thumbDoc({ exif: imageBytes(10) }) }));
    await assertFails(photoPost(guest, { image: without(photoDoc(), 'type') }));
    await assertFails(
      photoPost(guest, { image: photoDoc({ image: 'data:image/webp;base64,AAAA' }) }),
    );
    await assertSucceeds(photoPost(guest));
  });

  it('refuses sizes out of bounds, and a photo whose size is not the one its message carries', async () => {
    for (const size of [0, PHOTO_EDGE_MAX + 1, 1.5, '1600']) {
      const bad = { width: size };
      await assertFails(
        photoPost(newGuest(env), { photo: { ...PHOTO_FIELD, ...bad }, image: photoDoc(bad) }),
      );
      await assertFails(photoPost(newGuest(env), { thumb: thumbDoc({ height: size }) }));
    }
    await assertFails(photoPost(newGuest(env), { image: photoDoc({ width: 1599 }) }));
    await assertFails(photoPost(newGuest(env), { image: photoDoc({ height: 1201 }) }));
  });

  it('refuses a message with a photo but without its photo or its thumbnail', async () => {
    await assertFails(photoPost(newGuest(env), { thumb: null }));
    await assertFails(photoPost(newGuest(env), { image: null }));
    await assertFails(photoPost(newGuest(env), { image: null, thumb: null }));
  });

  it('refuses images for a post without a photo, or without a post at all', async () => {
    await assertFails(photoPost(newGuest(env), { photo: null }));
    await assertFails(imagesAlone(newGuest(env), ID.b1));
  });

  it("refuses images added to a message that exists, its author's or another's", async () => {
    const author = newGuest(env);
    await guestPost(author, MESSAGES, TEXT_POST(), { id: ID.b2, author: true });
    await madeBefore(author, 0, 1);
    for (const who of [author, newGuest(env)]) await assertFails(imagesAlone(who, ID.b2));
  });

  it('refuses a post whose author document is missing or names another identity', async () => {
    await assertFails(photoPost(newGuest(env), { author: null }));
    await assertFails(
      photoPost(newGuest(env), {
        author: { uid: 'someone-else', posted_at: FieldValue.serverTimestamp() },
      }),
    );
  });

  it('refuses a photo post that does not count the photo, or counts it twice', async () => {
    const guest = newGuest(env);
    await assertFails(photoPost(guest, { id: ID.c1, bookkeeping: nextPost(ID.c1) }));
    await assertFails(photoPost(guest, { id: ID.c1, bookkeeping: null }));
    await assertFails(
      photoPost(guest, {
        id: ID.c1,
        bookkeeping: { ...nextPost(ID.c1), photos: FieldValue.increment(2) },
      }),
    );
    await assertSucceeds(photoPost(guest, { id: ID.c1 }));
    expect(await stored(`${POSTERS}/${guest.uid}`)).toMatchObject({ posts: 1, photos: 1 });
  });

  it('refuses a visitor with no identity', async () => {
    const db = visitor();
    const batch = db.batch();
    batch.set(db.collection(MESSAGES).doc(ID.c2), photoMessage());
    batch.set(db.collection(PHOTOS).doc(ID.c2), photoDoc());
    batch.set(db.collection(THUMBS).doc(ID.c2), thumbDoc());
    await assertFails(batch.commit());
  });

  it('refuses changing a stored image, even for its author or a moderator', async () => {
    const guest = newGuest(env);
    await seedPhotoPost(ID.d1, guest.uid);
    await assertFails(
      guest.db
        .collection(PHOTOS)
        .doc(ID.d1)
        .set(photoDoc({ width: 800 })),
    );
    await assertFails(guest.db.collection(THUMBS).doc(ID.d1).update({ type: 'image/jpeg' }));
    await assertFails(moderator().collection(PHOTOS).doc(ID.d1).update({ width: 800 }));
  });
});

describe("the message's photo field: { width, height, alt }", () => {
  it(`accepts an alt text of ${PHOTO_ALT_MAX} characters, with emoji and accents`, async () => {
    await assertSucceeds(
      photoPost(newGuest(env), { photo: { ...PHOTO_FIELD, alt: 'é'.repeat(PHOTO_ALT_MAX) } }),
    );
    await assertSucceeds(
      photoPost(newGuest(env), { photo: { ...PHOTO_FIELD, alt: 'Sam 🎉 au café' } }),
    );
  });

  it('refuses an alt text too long, blank, on two lines, with a hidden or control character', async () => {
    for (const alt of [
      'a'.repeat(PHOTO_ALT_MAX + 1),
      '',
      ' \u00a0\u200b ',
      'Sam\nat the party',
      'Sam\tcake',
      'be\u200ber',
      'cake\u0007',
      42,
    ]) {
      await assertFails(photoPost(newGuest(env), { photo: { ...PHOTO_FIELD, alt } }));
    }
  });

  it('refuses a field more or less in it, or a photo that is not a map', async () => {
    await assertFails(photoPost(newGuest(env), { photo: without(PHOTO_FIELD, 'alt') }));
    await assertFails(photoPost(newGuest(env), { photo: { ...PHOTO_FIELD, url: 'https://x' } }));
    await assertFails(
      photoPost(newGuest(env), { photo: 'a photo' as unknown as Record<string, unknown> }),
    );
  });
});

describe('reading a photo', () => {
  it('lets a visitor get the photo and thumbnail while their message is on the wall', async () => {
    await seedPhotoPost(ID.e1, 'guest-x');
    await assertSucceeds(visitor().collection(PHOTOS).doc(ID.e1).get());
    await assertSucceeds(visitor().collection(THUMBS).doc(ID.e1).get());
  });

  it('hides them from visitors once the message is removed, shows them again after a restore', async () => {
    await seedPhotoPost(ID.e2, 'guest-x');
    const message = await stored(`${MESSAGES}/${ID.e2}`);
    if (!message) throw new Error('seeded message missing');
    await assertSucceeds(removeMessage(moderator(), ID.e2, message));
    await assertFails(visitor().collection(PHOTOS).doc(ID.e2).get());
    await assertFails(visitor().collection(THUMBS).doc(ID.e2).get());
    await assertSucceeds(moderator().collection(PHOTOS).doc(ID.e2).get());
    await assertSucceeds(moderator().collection(THUMBS).doc(ID.e2).get());
    await assertSucceeds(restoreMessage(moderator(), ID.e2, message));
    await assertSucceeds(visitor().collection(THUMBS).doc(ID.e2).get());
  });

  it("hides a waiting post's photo from visitors and its own author; a moderator sees it", async () => {
    const author = newGuest(env);
    await seedPhotoPost(ID.f1, author.uid, PENDING);
    await assertFails(visitor().collection(PHOTOS).doc(ID.f1).get());
    await assertFails(author.db.collection(THUMBS).doc(ID.f1).get());
    await assertSucceeds(moderator().collection(PHOTOS).doc(ID.f1).get());
    await assertSucceeds(moderator().collection(THUMBS).doc(ID.f1).get());
  });

  it('refuses listing photos or thumbnails to a visitor or a guest; a moderator may (the gauge)', async () => {
    await seedPhotoPost(ID.f2, 'guest-x');
    await assertFails(visitor().collection(PHOTOS).get());
    await assertFails(visitor().collection(THUMBS).limit(1).get());
    await assertFails(newGuest(env).db.collection(PHOTOS).get());
    await assertSucceeds(moderator().collection(PHOTOS).get());
    await assertSucceeds(moderator().collection(THUMBS).get());
  });
});

/** An author's delete as the wall sends it, its photo and thumbnail too unless told not to. */
function takeBack(db: Db, id: string, { photo = true, thumb = true } = {}) {
  const batch = db.batch();
  batch.delete(db.collection(MESSAGES).doc(id));
  batch.delete(db.collection(AUTHORS).doc(id));
  if (photo) batch.delete(db.collection(PHOTOS).doc(id));
  if (thumb) batch.delete(db.collection(THUMBS).doc(id));
  batch.set(db.collection(DELETED).doc(id), {
    author_name: 'Alex',
    deleted_at: FieldValue.serverTimestamp(),
  });
  return batch.commit();
}

describe("deleting a photo: only its author's delete of the post", () => {
  it('takes the photo and thumbnail with the message', async () => {
    const author = newGuest(env);
    await seedPhotoPost(ID.g1, author.uid);
    await assertSucceeds(takeBack(author.db, ID.g1));
    expect(await stored(`${PHOTOS}/${ID.g1}`)).toBeUndefined();
    expect(await stored(`${THUMBS}/${ID.g1}`)).toBeUndefined();
  });

  it('takes back a message without a photo, deleting images that are not there', async () => {
    const author = newGuest(env);
    await guestPost(author, MESSAGES, TEXT_POST(), { id: ID.g2, author: true });
    await assertSucceeds(takeBack(author.db, ID.g2));
  });

  it('refuses a delete that leaves the photo or the thumbnail behind', async () => {
    const author = newGuest(env);
    await seedPhotoPost(ID.h1, author.uid);
    await assertFails(takeBack(author.db, ID.h1, { photo: false }));
    await assertFails(takeBack(author.db, ID.h1, { thumb: false }));
  });

  it('refuses deleting the images alone, by their author, another guest, or a moderator', async () => {
    const author = newGuest(env);
    await seedPhotoPost(ID.h2, author.uid);
    for (const db of [author.db, newGuest(env).db, moderator(), visitor()]) {
      await assertFails(db.collection(PHOTOS).doc(ID.h2).delete());
      await assertFails(db.collection(THUMBS).doc(ID.h2).delete());
    }
    await assertFails(takeBack(newGuest(env).db, ID.h2));
  });
});

describe('the Photos switch (settings/wall photos)', () => {
  it("'on', or absent: a photo post goes onto the wall, not to the waiting list", async () => {
    await assertSucceeds(photoPost(newGuest(env)));
    await assertFails(photoPost(newGuest(env), { collection: PENDING }));
    await setSwitches({ photos: 'on' });
    await assertSucceeds(photoPost(newGuest(env)));
  });

  it("'wait': a photo post is refused on the wall and taken by the waiting list; text as before", async () => {
    await setSwitches({ photos: 'wait' });
    await assertFails(photoPost(newGuest(env)));
    await assertSucceeds(photoPost(newGuest(env), { collection: PENDING }));
    await assertSucceeds(guestPost(newGuest(env), MESSAGES, TEXT_POST()));
    await assertFails(guestPost(newGuest(env), PENDING, TEXT_POST()));
  });

  it("'off': a photo post is refused everywhere; a text post is not", async () => {
    await setSwitches({ photos: 'off' });
    await assertFails(photoPost(newGuest(env)));
    await assertFails(photoPost(newGuest(env), { collection: PENDING }));
    await setSwitches({ photos: 'off', approval_required: true });
    await assertFails(photoPost(newGuest(env), { collection: PENDING }));
    await assertSucceeds(guestPost(newGuest(env), PENDING, TEXT_POST()));
    await setSwitches({ photos: 'off' });
    await assertSucceeds(guestPost(newGuest(env), MESSAGES, TEXT_POST()));
  });
});

describe('the word filter reads the alt text', () => {
  it('holds a photo whose alt text has a listed word or a look-alike letter', async () => {
    await setSwitches(FILTER_ON);
    for (const alt of ['Sam with a beer', 'Sam with a 𝐛𝐞𝐞𝐫']) {
      const photo = { ...PHOTO_FIELD, alt };
      await assertFails(photoPost(newGuest(env), { photo }));
      await assertSucceeds(photoPost(newGuest(env), { photo, collection: PENDING }));
    }
    await assertSucceeds(photoPost(newGuest(env)));
    await assertFails(photoPost(newGuest(env), { collection: PENDING }));
  });
});

describe('a photo post waiting, approved, edited, held', () => {
  it('an approval brings the photo onto the wall exactly as the waiting copy holds it', async () => {
    await seedPhotoPost(ID.k1, 'guest-x', PENDING);
    const waiting = await stored(`${PENDING}/${ID.k1}`);
    const approve = (photo: unknown) => {
      const db = moderator();
      const batch = db.batch();
      const approved = { ...waiting, created_at: FieldValue.serverTimestamp(), photo };
      batch.set(
        db.collection(MESSAGES).doc(ID.k1),
        photo === null ? without(approved, 'photo') : approved,
      );
      batch.delete(db.collection(PENDING).doc(ID.k1));
      return batch.commit();
    };
    await assertFails(approve({ ...PHOTO_FIELD, alt: 'A nicer description' }));
    await assertFails(approve({ ...PHOTO_FIELD, width: 800 }));
    await assertFails(approve(null));
    await assertSucceeds(approve(PHOTO_FIELD));
    await assertSucceeds(visitor().collection(THUMBS).doc(ID.k1).get());
  });

  it("an author's edit changes the text, never the photo, and is not held while photos wait", async () => {
    const author = await authorOfPhotoPost(ID.k2, { photos: 'wait' });
    const edit = (fields: Record<string, unknown>) => {
      const batch = author.db.batch();
      batch.set(author.db.collection(POSTERS).doc(author.uid), nextPost(ID.k2), { merge: true });
      batch.update(author.db.collection(MESSAGES).doc(ID.k2), {
        content: 'Happy birthday, Sam!',
        edited_at: FieldValue.serverTimestamp(),
        ...fields,
      });
      return batch.commit();
    };
    await assertFails(edit({ photo: { ...PHOTO_FIELD, alt: 'Something else' } }));
    await assertFails(edit({ photo: FieldValue.delete() }));
    await assertSucceeds(edit({}));
  });

  it('a held edit carries the photo to the waiting list as stored, and only so', async () => {
    const author = await authorOfPhotoPost(ID.m1, { approval_required: true });
    const heldEdit = (photo: unknown) => {
      const batch = author.db.batch();
      batch.set(author.db.collection(POSTERS).doc(author.uid), nextPost(ID.m1), { merge: true });
      batch.delete(author.db.collection(MESSAGES).doc(ID.m1));
      batch.set(author.db.collection(PENDING).doc(ID.m1), {
        author_name: 'Alex',
        content: 'Happy birthday, Sam!',
        created_at: FieldValue.serverTimestamp(),
        edited_at: FieldValue.serverTimestamp(),
        ...(photo === undefined ? {} : { photo }),
      });
      return batch.commit();
    };
    await assertFails(heldEdit(undefined));
    await assertFails(heldEdit({ ...PHOTO_FIELD, height: 900 }));
    await assertSucceeds(heldEdit(PHOTO_FIELD));
  });
});

// The hole issue 45 found: each write checked authors/{id} with exists(), which sees the
// database before the batch, so one batch could take a post back and leave a held edit of it
// waiting, its photo's images deleted. The same writes in either order, and each half alone.
describe('a held edit and a delete of one post never share a batch', () => {
  /** The author's held edit of `id` (approval on), with the delete's writes after it or not. */
  /** A held edit's waiting copy, as the wall writes it. */
  const HELD_EDIT = () => ({
    author_name: 'Alex',
    content: 'Happy birthday, Sam!',
    created_at: FieldValue.serverTimestamp(),
    edited_at: FieldValue.serverTimestamp(),
    photo: PHOTO_FIELD,
  });

  function heldEditThenDelete(author: Guest, id: string, { takeBackToo = true } = {}) {
    const { db } = author;
    const batch = db.batch();
    batch.set(db.collection(POSTERS).doc(author.uid), nextPost(id), { merge: true });
    batch.delete(db.collection(MESSAGES).doc(id));
    batch.set(db.collection(PENDING).doc(id), HELD_EDIT());
    if (takeBackToo) {
      batch.delete(db.collection(AUTHORS).doc(id));
      batch.set(db.collection(DELETED).doc(id), {
        author_name: 'Alex',
        deleted_at: FieldValue.serverTimestamp(),
      });
      batch.delete(db.collection(PHOTOS).doc(id));
      batch.delete(db.collection(THUMBS).doc(id));
    }
    return batch.commit();
  }

  /**
   * The author's delete of `id` as the wall sends it, with a waiting copy's writes after it
   * (a held edit's, unless told otherwise).
   */
  function deleteThenHeldEdit(author: Guest, id: string, waiting: object = HELD_EDIT()) {
    const { db } = author;
    const batch = db.batch();
    batch.delete(db.collection(MESSAGES).doc(id));
    batch.delete(db.collection(AUTHORS).doc(id));
    batch.delete(db.collection(PHOTOS).doc(id));
    batch.delete(db.collection(THUMBS).doc(id));
    batch.set(db.collection(DELETED).doc(id), {
      author_name: 'Alex',
      deleted_at: FieldValue.serverTimestamp(),
    });
    batch.set(db.collection(POSTERS).doc(author.uid), nextPost(id), { merge: true });
    batch.set(db.collection(PENDING).doc(id), waiting);
    return batch.commit();
  }

  it('refuses a held edit whose batch also takes the post back; the held edit alone goes', async () => {
    const author = await authorOfPhotoPost(ID.r1, { approval_required: true });
    await assertFails(heldEditThenDelete(author, ID.r1));
    expect(await stored(`${PHOTOS}/${ID.r1}`)).toBeDefined();
    expect(await stored(`${PENDING}/${ID.r1}`)).toBeUndefined();
    await assertSucceeds(heldEditThenDelete(author, ID.r1, { takeBackToo: false }));
    expect(await stored(`${PENDING}/${ID.r1}`)).toMatchObject({ photo: PHOTO_FIELD });
    expect(await stored(`${PHOTOS}/${ID.r1}`)).toBeDefined();
  });

  it('refuses a delete whose batch also posts a new waiting message under the same id', async () => {
    // Not an edit (no edited_at, no photo): a new post's shape, which the new-post rules
    // would take on an id not yet taken back (they see the database before the batch). Only
    // the delete's "no waiting copy after the batch" refuses it.
    const author = await authorOfPhotoPost(ID.w1, { approval_required: true });
    const newPost = {
      author_name: 'Alex',
      content: 'Happy birthday, Sam!',
      created_at: FieldValue.serverTimestamp(),
    };
    await assertFails(deleteThenHeldEdit(author, ID.w1, newPost));
    expect(await stored(`${MESSAGES}/${ID.w1}`)).toBeDefined();
    expect(await stored(`${PENDING}/${ID.w1}`)).toBeUndefined();
  });

  it('refuses a delete whose batch also leaves a held edit waiting; the delete alone goes', async () => {
    const author = await authorOfPhotoPost(ID.r2, { approval_required: true });
    await assertFails(deleteThenHeldEdit(author, ID.r2));
    expect(await stored(`${MESSAGES}/${ID.r2}`)).toBeDefined();
    await assertSucceeds(takeBack(author.db, ID.r2));
    expect(await stored(`${PENDING}/${ID.r2}`)).toBeUndefined();
    expect(await stored(`${THUMBS}/${ID.r2}`)).toBeUndefined();
  });
});

describe('the photo cap (settings/wall photo_cap)', () => {
  it(`takes ${DEFAULT_PHOTO_CAP} photos from one identity by default, refuses the next; its text posts go on`, async () => {
    const guest = newGuest(env);
    await madeBefore(guest, DEFAULT_PHOTO_CAP - 1);
    await assertSucceeds(photoPost(guest));
    expect(await stored(`${POSTERS}/${guest.uid}`)).toMatchObject({ photos: DEFAULT_PHOTO_CAP });
    await madeBefore(guest, DEFAULT_PHOTO_CAP);
    await assertFails(photoPost(guest));
    await assertFails(photoPost(guest, { collection: PENDING }));
    await assertSucceeds(guestPost(guest, MESSAGES, TEXT_POST()));
  });

  it("follows the organizer's cap, and a cap lowered below a guest's count stops only photos", async () => {
    await setSwitches({ photo_cap: 2 });
    const guest = newGuest(env);
    await madeBefore(guest, 1);
    await assertSucceeds(photoPost(guest));
    await madeBefore(guest, 2);
    await assertFails(photoPost(guest));
    await setSwitches({ photo_cap: 1 });
    await assertSucceeds(guestPost(guest, MESSAGES, TEXT_POST()));
  });

  it('refuses bookkeeping that resets, lowers or jumps the count, or is not a whole number', async () => {
    const guest = newGuest(env);
    await madeBefore(guest, 3);
    const id = ID.r1;
    for (const bookkeeping of [
      { ...nextPost(id), photos: 0 },
      { ...nextPost(id), photos: 2 },
      { ...nextPost(id), photos: 5 },
      { ...nextPost(id), photos: 3.5 },
      { ...nextPost(id), photos: '4' },
    ]) {
      await assertFails(guestPost(guest, MESSAGES, TEXT_POST(), { id, bookkeeping }));
    }
    // Written whole, without merge: the stored count may not vanish (absent reads as 0).
    const batch = guest.db.batch();
    batch.set(guest.db.collection(MESSAGES).doc(id), TEXT_POST());
    batch.set(guest.db.collection(POSTERS).doc(guest.uid), {
      last_post_at: FieldValue.serverTimestamp(),
      posts: 4,
      last_post: id,
    });
    await assertFails(batch.commit());
    await assertSucceeds(guestPost(guest, MESSAGES, TEXT_POST(), { id }));
    expect(await stored(`${POSTERS}/${guest.uid}`)).toMatchObject({ posts: 4, photos: 3 });
  });

  it("lets a guest's own bookkeeping count a first photo from nothing, on its first post", async () => {
    const guest = newGuest(env);
    await assertSucceeds(photoPost(guest, { id: ID.r2 }));
    expect(await stored(`${POSTERS}/${guest.uid}`)).toMatchObject({ posts: 1, photos: 1 });
  });
});

// What a post's batch reads, of the 20 document reads a batched write may make, measured as
// tests/rules/desk.rules.test.ts measures the desk's: beside the batch, a moderator's delete
// of authors/pad<i> (allowed while removed_messages/pad<i> is there) reads one document each,
// so the most that still commit, k, leaves the batch 20 - k. Only a moderator can add those,
// so here a moderator makes the post, by the guest's branch of the rules: its batch reads what
// a guest's does and the moderators entry besides.
describe('what a post with a photo reads (of the 20 a batched write may make)', () => {
  const READS_PER_REQUEST = 20;
  const pads = (count: number) => Array.from({ length: count }, (_, i) => `pad${i}`);

  /** Whether the moderator's post (with a photo or not) commits with `count` pads beside it. */
  async function commitsWith(
    withPhoto: boolean,
    settings: Record<string, unknown> | null,
    count: number,
  ): Promise<boolean> {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await seedModerators(db);
      if (settings) await db.collection(SETTINGS).doc('wall').set(settings);
      for (const id of pads(count)) {
        await db
          .collection('removed_messages')
          .doc(id)
          .set({
            ...photoMessage({ post: { created_at: Timestamp.now() } }),
            removed_by: MODERATOR,
          });
      }
    });
    const poster: Guest = { uid: 'mod-uid', db: moderator() };
    const { db } = poster;
    const batch = db.batch();
    const ref = db.collection(MESSAGES).doc(ID.w1);
    batch.set(ref, photoMessage(withPhoto ? {} : { photo: null }));
    if (withPhoto) {
      batch.set(db.collection(PHOTOS).doc(ID.w1), photoDoc());
      batch.set(db.collection(THUMBS).doc(ID.w1), thumbDoc());
    }
    batch.set(
      db.collection(POSTERS).doc(poster.uid),
      withPhoto ? nextPhotoPost(ID.w1) : nextPost(ID.w1),
      { merge: true },
    );
    batch.set(db.collection(AUTHORS).doc(ID.w1), {
      uid: poster.uid,
      posted_at: FieldValue.serverTimestamp(),
    });
    for (const id of pads(count)) batch.delete(db.collection(AUTHORS).doc(id));
    try {
      await batch.commit();
      return true;
    } catch {
      return false;
    }
  }

  async function readsOf(
    withPhoto: boolean,
    settings: Record<string, unknown> | null = null,
  ): Promise<number> {
    if (!(await commitsWith(withPhoto, settings, 0))) return READS_PER_REQUEST + 1;
    let fits = 0;
    let refused = READS_PER_REQUEST;
    while (refused - fits > 1) {
      const middle = Math.floor((fits + refused) / 2);
      if (await commitsWith(withPhoto, settings, middle)) fits = middle;
      else refused = middle;
    }
    return READS_PER_REQUEST - fits;
  }

  // docs/rules.md gives these figures less one: a guest's batch reads no moderators entry.
  // The photo's documents, the bookkeeping and the author document are written in the same
  // batch; settings/wall costs its read only when it exists.
  it('a post reads 6 documents, 7 with a photo; with settings/wall there, 7 and 8', async () => {
    const settings = { ...FILTER_ON, photos: 'on', photo_cap: 5, poster_cap: 20 };
    expect([
      await readsOf(false),
      await readsOf(true),
      await readsOf(false, settings),
      await readsOf(true, settings),
    ]).toEqual([6, 7, 7, 8]);
  });
});
