import { strFromU8, unzipSync } from 'fflate';
import type { DeskMessage } from '../../data/moderation/moderationTypes';
import type { EncodedImage } from '../../data/schema/types';
import { deskMessage } from '../../../tests/support/stored';
import { toJson } from './exportMessages';
import { PhotoZip } from './exportZip';

/** The zip of `messages` with `images` added as they were read, unzipped. */
async function unzipped(
  messages: readonly DeskMessage[],
  images: ReadonlyMap<string, EncodedImage>,
  jsonName: string,
) {
  const zip = new PhotoZip();
  for (const [id, image] of images) zip.add(id, image);
  const blob = zip.finish(jsonName, toJson(messages, zip.files));
  expect(blob.type).toBe('application/zip');
  return unzipSync(new Uint8Array(await blob.arrayBuffer()));
}

const AT = new Date('2026-06-04T21:30:00.000Z');

function message(id: string, photo?: DeskMessage['photo']): DeskMessage {
  return deskMessage(id, 'Ada', { content: `Post ${id}`, createdAt: AT, photo });
}

function image(type: EncodedImage['type'], ...bytes: number[]): EncodedImage {
  return { bytes: new Uint8Array(bytes), type, width: 1600, height: 1200 };
}

const LAKE = { width: 1600, height: 1200, alt: 'Ada at the lake' };
const CAKE = { width: 1200, height: 1600, alt: 'Photo from Ada' };

describe('the zip export', () => {
  it('holds the JSON, naming each photo file and its alt text, and the photos as files', async () => {
    const messages = [message('c', LAKE), message('b'), message('a', CAKE)];
    const images = new Map([
      ['c', image('image/webp', 82, 73, 70, 70)],
      ['a', image('image/jpeg', 0xff, 0xd8, 0xff)],
    ]);
    const files = await unzipped(messages, images, 'messages-for-jake-2026-06-05.json');

    expect(Object.keys(files).sort()).toEqual([
      'messages-for-jake-2026-06-05.json',
      'photos/a.jpg',
      'photos/c.webp',
    ]);
    expect([...(files['photos/c.webp'] ?? [])]).toEqual([82, 73, 70, 70]);
    expect([...(files['photos/a.jpg'] ?? [])]).toEqual([0xff, 0xd8, 0xff]);
    const json: unknown = JSON.parse(
      strFromU8(files['messages-for-jake-2026-06-05.json'] ?? new Uint8Array()),
    );
    expect(json).toEqual([
      expect.objectContaining({ id: 'c', photo: { file: 'photos/c.webp', ...LAKE } }),
      expect.not.objectContaining({ photo: expect.anything() }),
      expect.objectContaining({ id: 'a', photo: { file: 'photos/a.jpg', ...CAKE } }),
    ]);
  });

  it('still exports a wall without photos, and names a photo that could not be read null', async () => {
    const files = await unzipped([message('b'), message('a', CAKE)], new Map(), 'wall.json');
    expect(Object.keys(files)).toEqual(['wall.json']);
    expect(JSON.parse(strFromU8(files['wall.json'] ?? new Uint8Array()))).toEqual([
      {
        id: 'b',
        author_name: 'Ada',
        content: 'Post b',
        created_at: AT.toISOString(),
        reactions: expect.any(Object),
      },
      expect.objectContaining({ id: 'a', photo: { file: null, ...CAKE } }),
    ]);
  });

  it('copies each photo out as it is added, so the reader can let its bytes go', async () => {
    const zip = new PhotoZip();
    const photo = image('image/webp', 1, 2, 3);
    zip.add('a', photo);
    // Were the zip still holding the reader's bytes, this would change what it saves.
    photo.bytes.fill(0);
    const blob = zip.finish('wall.json', '[]');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect([...(files['photos/a.webp'] ?? [])]).toEqual([1, 2, 3]);
  });

  it('stores the photos as they are, not deflated again', async () => {
    const zip = new PhotoZip();
    const bytes = new Uint8Array(4096).fill(7);
    zip.add('a', { ...image('image/jpeg'), bytes });
    const blob = zip.finish('wall.json', '[]');
    // Stored, the zip is a little larger than what it holds; deflated, 4 KiB of 7s would shrink.
    expect(blob.size).toBeGreaterThan(4096);
  });
});
