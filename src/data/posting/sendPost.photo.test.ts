// @vitest-environment jsdom
// First: it replaces what the posting path reaches before anything below loads it.
import { backendInEachTest, batches, made, refuse, writtenTo } from './testing/postingBackend';
import { DRAFT, OFF, UID } from './testing/postingDrafts';
import { Bytes, increment, serverTimestamp } from 'firebase/firestore';
import { ownPosts } from '../device/waitingPosts';
import { heldPattern } from '../schema/heldWords';
import {
  MESSAGES_COLLECTION,
  PENDING_COLLECTION,
  PHOTOS_COLLECTION,
  THUMBS_COLLECTION,
} from '../schema/schema';
import type { EncodedImage, PostDraft } from '../schema/types';
import { DEFAULT_WALL_SETTINGS } from '../schema/wallSettings';
import { nextPostBookkeeping } from './bookkeeping';
import { sendPost, type PostingSettings } from './sendPost';
import { PhotoCapError, PhotosOffError, PosterCapError } from './refusals';

backendInEachTest();

describe('a post with a photo', () => {
  const image = (width: number, height: number, size: number): EncodedImage => ({
    bytes: new Uint8Array(size).fill(7),
    type: 'image/webp',
    width,
    height,
  });
  const PHOTO = { photo: image(1600, 1200, 300), thumb: image(480, 360, 30) };
  const WITH_PHOTO: PostDraft = { ...DRAFT, photo: { ...PHOTO, alt: '  Ada and the cake  ' } };

  it('writes the photo and its thumbnail under the post id in the same batch, counted as a photo', async () => {
    await expect(sendPost(WITH_PHOTO, OFF, UID)).resolves.toBe('posted');
    expect(batches).toHaveLength(1);
    const [post, photo, thumb, poster, author] = batches[0] ?? [];
    const id = post?.path.split('/')[1] ?? '';
    expect(post?.data).toEqual({
      author_name: 'Ada',
      content: 'Free beer!',
      created_at: serverTimestamp(),
      photo: { width: 1600, height: 1200, alt: 'Ada and the cake' },
    });
    expect(photo?.path).toBe(`${PHOTOS_COLLECTION}/${id}`);
    expect(photo?.data).toEqual({
      image: Bytes.fromUint8Array(PHOTO.photo.bytes),
      type: 'image/webp',
      width: 1600,
      height: 1200,
      bytes: PHOTO.photo.bytes.byteLength,
    });
    expect(thumb?.path).toBe(`${THUMBS_COLLECTION}/${id}`);
    expect(thumb?.data).toMatchObject({
      width: 480,
      height: 360,
      type: 'image/webp',
      bytes: PHOTO.thumb.bytes.byteLength,
    });
    expect((thumb?.data.image as Bytes).toUint8Array()).toEqual(PHOTO.thumb.bytes);
    expect(poster?.data).toEqual({ ...nextPostBookkeeping(id), photos: increment(1) });
    expect(author?.path).toBe(`authors/${id}`);
  });

  it('says "Photo from {name}" when the guest wrote no description', async () => {
    await sendPost({ ...DRAFT, photo: { ...PHOTO, alt: '   ' } }, OFF, UID);
    expect(batches[0]?.[0]?.data.photo).toEqual({
      width: 1600,
      height: 1200,
      alt: 'Photo from Ada',
    });
  });

  it('counts no photo for a post without one', async () => {
    await sendPost(DRAFT, OFF, UID);
    expect(batches[0]?.map(({ collection }) => collection)).toEqual([
      MESSAGES_COLLECTION,
      'posters',
      'authors',
    ]);
    expect(batches[0]?.[1]?.data).not.toHaveProperty('photos');
  });

  it('keeps only the texts on the device while it waits, never the bytes', async () => {
    const settings = { ...DEFAULT_WALL_SETTINGS, photos: 'wait' as const };
    await expect(sendPost(WITH_PHOTO, { ...OFF, settings }, UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
    const [kept] = ownPosts();
    expect(kept).toMatchObject({ authorName: 'Ada', content: 'Free beer!', held: true });
    expect(kept).not.toHaveProperty('photo');
  });

  it("waits while photos wait, and goes onto the wall while they're on; a text post is not held", async () => {
    const waiting = { ...OFF, settings: { ...DEFAULT_WALL_SETTINGS, photos: 'wait' as const } };
    await expect(sendPost(DRAFT, waiting, UID)).resolves.toBe('posted');
    await expect(sendPost(WITH_PHOTO, OFF, UID)).resolves.toBe('posted');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION, MESSAGES_COLLECTION]);
  });

  it("holds a post whose photo's description has a listed word", async () => {
    const settings = {
      ...DEFAULT_WALL_SETTINGS,
      heldWords: ['cake'],
      heldPattern: heldPattern(['cake']),
    };
    const draft = { authorName: 'Ada', content: 'Happy birthday!', photo: WITH_PHOTO.photo };
    await expect(sendPost(draft, { ...OFF, settings }, UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
  });

  it('leaves photos off to the form, whose PhotosOffError says what to do', () => {
    expect(new PhotosOffError().message).toBe(
      'The host has turned photos off for now. Post your message without the photo.',
    );
  });

  it('says the photo cap is reached when the rules refuse a guest who has posted that many photos', async () => {
    refuse(MESSAGES_COLLECTION, PENDING_COLLECTION);
    made.mockResolvedValue({ posts: 3, photos: 2 });
    const switches = { ...OFF, settings: { ...DEFAULT_WALL_SETTINGS, photoCap: 2 } };
    await expect(sendPost(WITH_PHOTO, switches, UID)).rejects.toEqual(new PhotoCapError(2));
    // Its bytes went once: the cap, found by a read, refuses it on the waiting list too.
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
    expect(new PhotoCapError(5).message).toBe(
      "You've shared 5 photos, the most this wall takes from one guest. Post your message without the photo.",
    );
    // The same guest's text post is not a photo past the cap: another refusal, as it was.
    await expect(sendPost(DRAFT, switches, UID)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('says the post cap first when both are reached', async () => {
    refuse(MESSAGES_COLLECTION, PENDING_COLLECTION);
    made.mockResolvedValue({ posts: 20, photos: 5 });
    await expect(sendPost(WITH_PHOTO, OFF, UID)).rejects.toEqual(new PosterCapError(20));
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
  });

  it('is held, sent a second time, when the wall refused it for no cap (approval just switched on)', async () => {
    refuse(MESSAGES_COLLECTION);
    await expect(sendPost(WITH_PHOTO, OFF, UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION, PENDING_COLLECTION]);
  });

  it('goes once, to the waiting list, while photos wait, even when refused there for its cap', async () => {
    refuse(MESSAGES_COLLECTION, PENDING_COLLECTION);
    made.mockResolvedValue({ posts: 1, photos: 2 });
    const settings = { ...DEFAULT_WALL_SETTINGS, photos: 'wait' as const, photoCap: 2 };
    await expect(sendPost(WITH_PHOTO, { ...OFF, settings }, UID)).rejects.toEqual(
      new PhotoCapError(2),
    );
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
  });

  it('before the wall settings are known, is not sent again to the waiting list past its cap', async () => {
    refuse(MESSAGES_COLLECTION, PENDING_COLLECTION);
    made.mockResolvedValue({ posts: 1, photos: 5 });
    const loading: PostingSettings = { ...OFF, status: 'loading' };
    await expect(sendPost(WITH_PHOTO, loading, UID)).rejects.toEqual(new PhotoCapError(5));
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
  });
});
