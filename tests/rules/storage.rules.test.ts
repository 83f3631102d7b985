/**
 * firestore.rules for freeing the photos' storage (issue 45): a moderator's delete for good of
 * a removed or declined message, its photo and thumbnail with it in one batch and a marker that
 * keeps the id used; and the byte count an image carries, which the desk's storage gauge sums
 * with an aggregation query only a moderator may run. Tried as a script with the public config
 * would. Run like the other rules suites (npm run test:rules).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { collection, count, getAggregateFromServer, sum, type Firestore } from 'firebase/firestore';
import {
  deleteForGood,
  env,
  MODERATOR,
  moderator,
  removeMessage,
  seedModerators,
  useRulesEnvironment,
  visitorDb,
  writeDecline,
  writeDeleteForGood,
  writeRestore,
  type Db,
  type DeleteForGoodParts,
} from './rulesEnvironment';
import { DECLINED, MESSAGES, PENDING, REMOVED } from './collections';
import { AUTHORS, guestPost, newGuest } from './guestPost';
import {
  imageBytes,
  photoDoc,
  photoMessage,
  photoPost,
  PHOTOS,
  thumbDoc,
  THUMBS,
} from './photoPost';
import { DELETED_COLLECTION as DELETED } from '../../src/data/schema/schema';

const { FieldValue, Timestamp } = firebase.firestore;

useRulesEnvironment(seedModerators);

let seeded = 0;
/** A fresh id of a new post's shape (20 letters and digits). */
const freshId = () => `forgood${++seeded}`.padEnd(20, '0');

/** A photo post as stored, with the rules off, in `where`: its message, images and author. */
async function seedPhotoPost(id: string, where: string, { images = true } = {}): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const message = photoMessage({
      post: { created_at: Timestamp.now() },
      ...(images ? {} : { photo: null }),
    });
    const extra = where === REMOVED ? { removed_by: MODERATOR, removed_at: Timestamp.now() } : {};
    await db
      .collection(where)
      .doc(id)
      .set({ ...message, ...extra });
    if (images) {
      await db.collection(PHOTOS).doc(id).set(photoDoc());
      await db.collection(THUMBS).doc(id).set(thumbDoc());
    }
    await db.collection(AUTHORS).doc(id).set({ uid: 'guest-x', posted_at: Timestamp.now() });
  });
}

async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

/** Whether any of the message's documents but its marker is left. */
async function leftOf(id: string): Promise<string[]> {
  const left: string[] = [];
  for (const where of [MESSAGES, PENDING, REMOVED, PHOTOS, THUMBS]) {
    if (await stored(`${where}/${id}`)) left.push(where);
  }
  return left;
}

describe('delete for good: a removed or declined message, with its images, by a moderator', () => {
  it('deletes a removed photo post, its photo and thumbnail, and leaves the marker', async () => {
    const id = freshId();
    await seedPhotoPost(id, REMOVED);
    await assertSucceeds(deleteForGood(moderator(), id));
    expect(await leftOf(id)).toEqual([]);
    expect(Object.keys((await stored(`${DELETED}/${id}`)) ?? {})).toEqual(['deleted_for_good_at']);
  });

  it('deletes a declined post, keeping its declined marker for its guest', async () => {
    const id = freshId();
    await seedPhotoPost(id, PENDING);
    const waiting = (await stored(`${PENDING}/${id}`)) ?? {};
    const db = moderator();
    const decline = db.batch();
    writeDecline(decline, db, id, waiting);
    await assertSucceeds(decline.commit());
    await assertSucceeds(deleteForGood(db, id));
    expect(await leftOf(id)).toEqual([]);
    expect(await stored(`${DECLINED}/${id}`)).toBeDefined();
  });

  it('deletes a removed message without a photo (its images were never there)', async () => {
    const id = freshId();
    await seedPhotoPost(id, REMOVED, { images: false });
    await assertSucceeds(deleteForGood(moderator(), id));
    expect(await leftOf(id)).toEqual([]);
  });

  it('deletes several in one batch', async () => {
    const ids = [freshId(), freshId()];
    for (const id of ids) await seedPhotoPost(id, REMOVED);
    const db = moderator();
    const batch = db.batch();
    for (const id of ids) writeDeleteForGood(batch, db, id);
    await assertSucceeds(batch.commit());
    for (const id of ids) expect(await leftOf(id)).toEqual([]);
  });

  it('refuses a guest, a visitor, and a Google account that is not a moderator', async () => {
    const id = freshId();
    await seedPhotoPost(id, REMOVED);
    for (const db of [newGuest(env).db, visitorDb(env), moderator('someone@example.com')]) {
      await assertFails(deleteForGood(db, id));
    }
    expect(await leftOf(id)).toEqual([REMOVED, PHOTOS, THUMBS]);
  });

  it('refuses a message on the wall or waiting (no removed copy): its images stay', async () => {
    for (const where of [MESSAGES, PENDING]) {
      const id = freshId();
      await seedPhotoPost(id, where);
      await assertFails(deleteForGood(moderator(), id));
      await assertFails(deleteForGood(moderator(), id, { copy: false }));
      expect(await leftOf(id)).toEqual([where, PHOTOS, THUMBS]);
    }
  });

  it('refuses a batch that leaves the photo, the thumbnail or the removed copy behind', async () => {
    const id = freshId();
    await seedPhotoPost(id, REMOVED);
    const halves: DeleteForGoodParts[] = [{ photo: false }, { thumb: false }, { copy: false }];
    for (const parts of halves) await assertFails(deleteForGood(moderator(), id, parts));
    expect(await leftOf(id)).toEqual([REMOVED, PHOTOS, THUMBS]);
  });

  it("refuses a batch without the marker, or with one not stamped with the server's time", async () => {
    const id = freshId();
    await seedPhotoPost(id, REMOVED);
    const markers = [
      null,
      { deleted_for_good_at: Timestamp.now() },
      { deleted_for_good_at: FieldValue.serverTimestamp(), author_name: 'Alex' },
      { author_name: 'Alex', deleted_at: FieldValue.serverTimestamp() },
    ];
    for (const marker of markers) await assertFails(deleteForGood(moderator(), id, { marker }));
    // The marker alone, or the images alone: refused too.
    await assertFails(
      moderator()
        .collection(DELETED)
        .doc(id)
        .set({ deleted_for_good_at: FieldValue.serverTimestamp() }),
    );
    await assertFails(moderator().collection(PHOTOS).doc(id).delete());
    await assertFails(moderator().collection(THUMBS).doc(id).delete());
    expect(await leftOf(id)).toEqual([REMOVED, PHOTOS, THUMBS]);
  });

  it('refuses deleting the images in the batch that puts the message back on the wall', async () => {
    const id = freshId();
    await seedPhotoPost(id, REMOVED);
    const copy = (await stored(`${REMOVED}/${id}`)) ?? {};
    const message = Object.fromEntries(
      Object.entries(copy).filter(([field]) => !['removed_by', 'removed_at'].includes(field)),
    );
    const db = moderator();
    const batch = db.batch();
    writeRestore(batch, db, id, message);
    batch.delete(db.collection(PHOTOS).doc(id));
    batch.delete(db.collection(THUMBS).doc(id));
    await assertFails(batch.commit());
    await assertSucceeds(
      (() => {
        const restore = db.batch();
        writeRestore(restore, db, id, message);
        return restore.commit();
      })(),
    );
  });

  it('keeps the id used: no new post under it, and no restore of it', async () => {
    const id = freshId();
    await seedPhotoPost(id, MESSAGES);
    const message = (await stored(`${MESSAGES}/${id}`)) ?? {};
    await assertSucceeds(removeMessage(moderator(), id, message));
    await assertSucceeds(deleteForGood(moderator(), id));
    await assertFails(photoPost(newGuest(env), { id }));
    await assertFails(
      guestPost(
        newGuest(env),
        MESSAGES,
        {
          author_name: 'Alex',
          content: 'Me again',
          created_at: FieldValue.serverTimestamp(),
        },
        { id },
      ),
    );
    const db = moderator();
    const restore = db.batch();
    writeRestore(restore, db, id, message);
    await assertFails(restore.commit());
  });
});

/** The modular SDK's Firestore under a compat one: the aggregation queries are modular only. */
function modular(db: Db): Firestore {
  return (db as unknown as { _delegate: Firestore })._delegate;
}

/** An image document without its byte count, as stored before the gauge. */
function unsized(image: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(image).filter(([field]) => field !== 'bytes'));
}

describe("an image's byte count, and the gauge that sums it", () => {
  it('takes a byte count equal to the image, or none (counted at the most by the gauge)', async () => {
    await assertSucceeds(photoPost(newGuest(env)));
    await assertSucceeds(
      photoPost(newGuest(env), { image: unsized(photoDoc()), thumb: unsized(thumbDoc()) }),
    );
  });

  it('refuses a byte count that is not the image size, or not a whole number', async () => {
    for (const bytes of [1999, 2001, 0, -2000, '2000', 2000.5, null]) {
      await assertFails(photoPost(newGuest(env), { image: photoDoc({ bytes }) }));
    }
    for (const bytes of [499, 40 * 1024]) {
      await assertFails(photoPost(newGuest(env), { thumb: thumbDoc({ bytes }) }));
    }
    await assertFails(
      photoPost(newGuest(env), { image: photoDoc({ image: imageBytes(3000), bytes: 2000 }) }),
    );
  });

  it("lets a moderator count and sum the images' bytes; refuses a visitor and a guest", async () => {
    await assertSucceeds(photoPost(newGuest(env)));
    const gauge = (db: Db, where: string) =>
      getAggregateFromServer(collection(modular(db), where), {
        images: count(),
        bytes: sum('bytes'),
      });
    const photos = await assertSucceeds(gauge(moderator(), PHOTOS));
    expect(photos.data()).toEqual({ images: 1, bytes: 2000 });
    const thumbs = await assertSucceeds(gauge(moderator(), THUMBS));
    expect(thumbs.data()).toEqual({ images: 1, bytes: 500 });
    for (const db of [visitorDb(env), newGuest(env).db]) {
      await assertFails(gauge(db, PHOTOS));
      await assertFails(gauge(db, THUMBS));
    }
  });
});
