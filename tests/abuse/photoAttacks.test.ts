/**
 * The abuse suite for photos (issue 38): what one script with the public web config tries
 * against photos/{id} and thumbs/{id}, on the Auth and Firestore emulators with the project's
 * firestore.rules (npm run test:abuse -- tests/abuse/photoAttacks.test.ts). Each attack is
 * refused beside the legitimate write or read nearest to it, which goes through: an oversized
 * photo, a photo without its post, a photo for another identity's post, the photo of a removed
 * message, the photo cap, and (issue 45) a delete of a post that leaves a held edit of it
 * waiting.
 */
import { describe, expect, it } from 'vitest';
import {
  Bytes,
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  increment,
  serverTimestamp,
  setDoc,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { closedAfterAll, newId, outcome, post, writeAsOwner, type Guest } from './attacker';
import { DOCUMENTS, emulatorFetch } from '../support/emulatorRest.mjs';
import { HELD_SETTINGS } from './wordList';
import {
  DEFAULT_PHOTO_CAP,
  DELETED_COLLECTION,
  PENDING_COLLECTION,
  PHOTO_BYTES_MAX,
  PHOTOS_COLLECTION,
  POST_COOLDOWN_MS,
  THUMBS_COLLECTION,
} from '../../src/data/schema/schema';

const { guest } = closedAfterAll();

/** `size` bytes where the pixels would be: the rules cannot tell an image from any bytes. */
const bytes = (size: number) => Bytes.fromUint8Array(new Uint8Array(size).fill(0x5a));

/** About a megabyte: near the most one Firestore document holds (1 MiB). */
const MEGABYTE = 1_000_000;

interface PhotoAttack {
  /** The photo's byte count (a legitimate one unless given). */
  photoBytes?: number;
  /** Leave the post out of the batch, or make it without its photo field. */
  post?: 'none' | 'without photo';
  /** Make it under this id (another's post), with this author document uid. */
  id?: string;
  authorUid?: string;
}

/**
 * A post with a photo as the wall sends it (src/data/posting/writeNewPost.ts), but for what `attack`
 * changes: the post carrying the photo's size and alt text, photos/{id} and thumbs/{id}, the
 * bookkeeping one post and one photo on, and the author document, all in one batch.
 */
function photoPost(script: Guest, attack: PhotoAttack = {}): Promise<void> {
  const { db, uid } = script;
  const id = attack.id ?? newId(db);
  const batch = writeBatch(db);
  if (attack.post !== 'none') {
    batch.set(doc(db, 'messages', id), {
      author_name: 'Script',
      content: 'Look at this',
      created_at: serverTimestamp(),
      ...(attack.post === 'without photo'
        ? {}
        : { photo: { width: 1600, height: 1200, alt: 'Photo from Script' } }),
    });
  }
  batch.set(doc(db, PHOTOS_COLLECTION, id), {
    image: bytes(attack.photoBytes ?? 200_000),
    type: 'image/webp',
    width: 1600,
    height: 1200,
  });
  batch.set(doc(db, THUMBS_COLLECTION, id), {
    image: bytes(20_000),
    type: 'image/webp',
    width: 480,
    height: 360,
  });
  countPhoto(batch, script, id);
  batch.set(doc(db, 'authors', id), {
    uid: attack.authorUid ?? uid,
    posted_at: serverTimestamp(),
  });
  return batch.commit();
}

function countPhoto(batch: WriteBatch, script: Guest, id: string): void {
  batch.set(
    doc(script.db, 'posters', script.uid),
    {
      last_post_at: serverTimestamp(),
      posts: increment(1),
      last_post: id,
      photos: increment(1),
    },
    { merge: true },
  );
}

/** The guest's bookkeeping as if its last post was long ago, with `photos` photos made. */
function madeBefore(script: Guest, photos: number): Promise<void> {
  return writeAsOwner(`posters/${script.uid}`, {
    last_post_at: new Date(Date.now() - POST_COOLDOWN_MS - 5000),
    posts: photos,
    photos,
  });
}

describe.concurrent('photos: one script against the wall', () => {
  it(`a photo of a megabyte is refused; one of ${PHOTO_BYTES_MAX} bytes goes`, async () => {
    const [big, legit] = await Promise.all([guest(), guest()]);
    expect(await outcome(photoPost(big, { photoBytes: MEGABYTE }))).toBe('permission-denied');
    expect(await outcome(photoPost(big, { photoBytes: PHOTO_BYTES_MAX + 1 }))).toBe(
      'permission-denied',
    );
    expect(await outcome(photoPost(legit, { photoBytes: PHOTO_BYTES_MAX }))).toBe('accepted');
  });

  it('a photo without its post, or beside a post without a photo, is refused; with it, it goes', async () => {
    const [script, legit] = await Promise.all([guest(), guest()]);
    expect(await outcome(photoPost(script, { post: 'none' }))).toBe('permission-denied');
    expect(await outcome(photoPost(script, { post: 'without photo' }))).toBe('permission-denied');
    // Alone, without even the bookkeeping: refused too.
    const id = newId(script.db);
    expect(
      await outcome(
        setDoc(doc(script.db, PHOTOS_COLLECTION, id), {
          image: bytes(1000),
          type: 'image/jpeg',
          width: 10,
          height: 10,
        }),
      ),
    ).toBe('permission-denied');
    expect(await outcome(photoPost(legit))).toBe('accepted');
  });

  it("a photo for another identity's post is refused; its author's own goes", async () => {
    const [victim, script] = await Promise.all([guest(), guest()]);
    const id = newId(victim.db);
    await post(victim, { author_name: 'Sam', content: 'Happy birthday!' }, { id });
    // On the victim's message, made a moment ago: it exists, so no batch may add a photo.
    const onTheirs = writeBatch(script.db);
    onTheirs.set(doc(script.db, PHOTOS_COLLECTION, id), {
      image: bytes(1000),
      type: 'image/webp',
      width: 1600,
      height: 1200,
    });
    countPhoto(onTheirs, script, id);
    expect(await outcome(onTheirs.commit())).toBe('permission-denied');
    // A new post of the script's, its author document naming the victim.
    expect(await outcome(photoPost(script, { authorUid: victim.uid }))).toBe('permission-denied');
    await madeBefore(victim, 0);
    expect(await outcome(photoPost(victim))).toBe('accepted');
  });

  it('the photo of a removed message is refused to a visitor; one on the wall is read', async () => {
    const [author, reader] = await Promise.all([guest(), guest()]);
    const [removed, shown] = [newId(author.db), newId(author.db)];
    await photoPost(author, { id: removed });
    await madeBefore(author, 1);
    await photoPost(author, { id: shown });
    // What a moderator's removal leaves: the copy in removed_messages, the message gone.
    await writeAsOwner(`removed_messages/${removed}`, {
      author_name: 'Script',
      content: 'Look at this',
      removed_by: 'mod@example.com',
    });
    await emulatorFetch('DELETE', `${DOCUMENTS}/messages/${removed}`);
    for (const kept of [PHOTOS_COLLECTION, THUMBS_COLLECTION]) {
      expect(
        await outcome(getDocFromServer(doc(reader.db, kept, removed)).then(() => undefined)),
      ).toBe('permission-denied');
      expect(
        await outcome(getDocsFromServer(collection(reader.db, kept)).then(() => undefined)),
      ).toBe('permission-denied');
      const read = await getDocFromServer(doc(reader.db, kept, shown));
      expect(read.get('width')).toBeGreaterThan(0);
    }
  });

  it(`the photo cap: the ${DEFAULT_PHOTO_CAP}th photo goes, the next is refused, and the count cannot be reset`, async () => {
    const script = await guest();
    await madeBefore(script, DEFAULT_PHOTO_CAP - 1);
    expect(await outcome(photoPost(script))).toBe('accepted');
    await madeBefore(script, DEFAULT_PHOTO_CAP);
    expect(await outcome(photoPost(script))).toBe('permission-denied');
    // The bookkeeping written whole, without the count: refused, as is moving it back.
    const id = newId(script.db);
    const reset = writeBatch(script.db);
    reset.set(doc(script.db, 'messages', id), {
      author_name: 'Script',
      content: 'Fresh start',
      created_at: serverTimestamp(),
    });
    reset.set(doc(script.db, 'posters', script.uid), {
      last_post_at: serverTimestamp(),
      posts: DEFAULT_PHOTO_CAP + 1,
      last_post: id,
    });
    expect(await outcome(reset.commit())).toBe('permission-denied');
    // Its words still go, without a photo.
    expect(await outcome(post(script, { author_name: 'Script', content: 'Just words' }))).toBe(
      'accepted',
    );
  });

  it('a delete and a held edit of one post in one batch are refused; the held edit alone goes', async () => {
    // A listed word in the new text holds an edit (the suite's word list, on for every file).
    await writeAsOwner('settings/wall', HELD_SETTINGS);
    const script = await guest();
    const id = newId(script.db);
    await photoPost(script, { id });
    await madeBefore(script, 1);
    const { db, uid } = script;
    const heldCopy = {
      author_name: 'Script',
      content: 'Free beer!',
      created_at: serverTimestamp(),
      edited_at: serverTimestamp(),
      photo: { width: 1600, height: 1200, alt: 'Photo from Script' },
    };
    const bookkeeping = { last_post_at: serverTimestamp(), posts: increment(1), last_post: id };
    // The batch issue 45 names, write for write.
    const both = writeBatch(db);
    both.delete(doc(db, 'messages', id));
    both.set(doc(db, PENDING_COLLECTION, id), heldCopy);
    both.set(doc(db, 'posters', uid), bookkeeping, { merge: true });
    both.delete(doc(db, 'authors', id));
    both.set(doc(db, DELETED_COLLECTION, id), {
      author_name: 'Script',
      deleted_at: serverTimestamp(),
    });
    both.delete(doc(db, PHOTOS_COLLECTION, id));
    both.delete(doc(db, THUMBS_COLLECTION, id));
    expect(await outcome(both.commit())).toBe('permission-denied');
    // The same post's held edit alone: it waits, its photo's images still there.
    const held = writeBatch(db);
    held.delete(doc(db, 'messages', id));
    held.set(doc(db, PENDING_COLLECTION, id), heldCopy);
    held.set(doc(db, 'posters', uid), bookkeeping, { merge: true });
    expect(await outcome(held.commit())).toBe('accepted');
    // Read around the rules (a guest cannot read the waiting list): all three are stored.
    for (const path of [PENDING_COLLECTION, PHOTOS_COLLECTION, THUMBS_COLLECTION]) {
      expect((await emulatorFetch('GET', `${DOCUMENTS}/${path}/${id}`)).status).toBe(200);
    }
  });
});
