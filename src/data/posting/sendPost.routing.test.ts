// @vitest-environment jsdom
// First: it replaces what the posting path reaches before anything below loads it.
import { backendInEachTest, commitWith, made, refuse, writtenTo } from './testing/postingBackend';
import { DRAFT, OFF, UID, words } from './testing/postingDrafts';
import { ownPosts } from '../device/waitingPosts';
import { heldPattern } from '../schema/heldWords';
import { MESSAGES_COLLECTION, PENDING_COLLECTION } from '../schema/schema';
import { DEFAULT_WALL_SETTINGS } from '../schema/wallSettings';
import { sendPost, type PostingSettings } from './sendPost';
import { PosterCapError } from './refusals';

backendInEachTest();

describe('sendPost: where the wall settings send it', () => {
  it('says the cap is reached when the rules refuse a guest who has made that many posts', async () => {
    refuse(MESSAGES_COLLECTION, PENDING_COLLECTION);
    made.mockResolvedValue({ posts: 5, photos: 0 });
    const switches = { ...OFF, settings: { ...DEFAULT_WALL_SETTINGS, posterCap: 5 } };
    await expect(sendPost(DRAFT, switches, UID)).rejects.toEqual(new PosterCapError(5));
    expect(ownPosts()).toEqual([]);
  });

  it('leaves any other refusal as it was', async () => {
    refuse(MESSAGES_COLLECTION, PENDING_COLLECTION);
    made.mockResolvedValue({ posts: 4, photos: 0 });
    const switches = { ...OFF, settings: { ...DEFAULT_WALL_SETTINGS, posterCap: 5 } };
    await expect(sendPost(DRAFT, switches, UID)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('holds a post with a listed word, remembered on the device as waiting', async () => {
    const settings = {
      ...DEFAULT_WALL_SETTINGS,
      heldWords: words,
      heldPattern: heldPattern(words),
    };
    await expect(sendPost(DRAFT, { ...OFF, settings }, UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ authorName: 'Ada', content: 'Free beer!', held: true }]);
  });

  it('holds a post the rules refused because approval was switched on while it was in flight', async () => {
    refuse(MESSAGES_COLLECTION);
    await expect(sendPost(DRAFT, OFF, UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ held: true }]);
  });

  it('fails, and forgets it, when the waiting list refuses it too', async () => {
    refuse(MESSAGES_COLLECTION, PENDING_COLLECTION);
    await expect(sendPost(DRAFT, OFF, UID)).rejects.toThrow();
    expect(ownPosts()).toEqual([]);
  });

  it('posts onto the wall a held post the waiting list refused (a switch turned off meanwhile)', async () => {
    refuse(PENDING_COLLECTION);
    const settings = { ...DEFAULT_WALL_SETTINGS, approvalRequired: true };
    await expect(sendPost(DRAFT, { ...OFF, settings }, UID)).resolves.toBe('posted');
    expect(writtenTo()).toEqual([PENDING_COLLECTION, MESSAGES_COLLECTION]);
    expect(ownPosts()).toEqual([]);
  });

  it('fails, trying the waiting list once, when both places refuse a held post', async () => {
    refuse(MESSAGES_COLLECTION, PENDING_COLLECTION);
    const settings = { ...DEFAULT_WALL_SETTINGS, approvalRequired: true };
    await expect(sendPost(DRAFT, { ...OFF, settings }, UID)).rejects.toThrow();
    expect(writtenTo()).toEqual([PENDING_COLLECTION, MESSAGES_COLLECTION]);
  });

  it('does not hold a post that failed for another reason', async () => {
    commitWith(() => Promise.reject(new Error('unavailable')));
    await expect(sendPost(DRAFT, OFF, UID)).rejects.toThrow('unavailable');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
  });

  it('on a sealed wall, posts to the wall and keeps it on the device until it opens', async () => {
    await expect(sendPost(DRAFT, { ...OFF, sealed: true }, UID)).resolves.toBe('sealed');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ held: false }]);
  });
});

describe('sendPost before settings/wall has answered', () => {
  const loading = (sealedWhenKnown: () => Promise<boolean>): PostingSettings => ({
    ...OFF,
    status: 'loading',
    sealedWhenKnown,
  });

  it('keeps the post on the device and says it is sealed once the wall turns out sealed', async () => {
    let answer: (sealed: boolean) => void = () => undefined;
    const known = new Promise<boolean>((resolve) => (answer = resolve));
    const sent = sendPost(
      DRAFT,
      loading(() => known),
      UID,
    );
    await vi.waitFor(() => expect(writtenTo()).toEqual([MESSAGES_COLLECTION]));
    // Kept on the device as on a sealed wall before anything is known.
    expect(ownPosts()).toMatchObject([{ authorName: 'Ada', content: 'Free beer!', held: false }]);
    answer(true);
    await expect(sent).resolves.toBe('sealed');
    expect(ownPosts()).toMatchObject([{ held: false }]);
  });

  it('says posted once the wall turns out open', async () => {
    await expect(
      sendPost(
        DRAFT,
        loading(() => Promise.resolve(false)),
        UID,
      ),
    ).resolves.toBe('posted');
  });

  it('holds a post the rules refused on the wall (approval on, a listed word)', async () => {
    refuse(MESSAGES_COLLECTION);
    const known = vi.fn(() => Promise.resolve(false));
    await expect(sendPost(DRAFT, loading(known), UID)).resolves.toBe('held');
    expect(writtenTo()).toEqual([MESSAGES_COLLECTION, PENDING_COLLECTION]);
    expect(ownPosts()).toMatchObject([{ held: true }]);
    expect(known).not.toHaveBeenCalled();
  });
});
