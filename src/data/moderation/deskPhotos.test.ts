import type { EncodedImage } from '../schema/types';
import { parseMessagePhoto, readImages } from './deskPhotos';

describe('parseMessagePhoto', () => {
  it("reads a post's photo field: its size and alt text", () => {
    expect(parseMessagePhoto({ width: 1600, height: 1200, alt: 'Ada at the lake' })).toEqual({
      width: 1600,
      height: 1200,
      alt: 'Ada at the lake',
    });
  });

  it('leaves out a field a post without a photo lacks, or one the rules would refuse', () => {
    for (const value of [
      undefined,
      null,
      'photo',
      { width: 0, height: 10, alt: '' },
      { width: 10.5, height: 10, alt: '' },
      { width: 4096, height: 10, alt: '' },
    ]) {
      expect(parseMessagePhoto(value)).toBeUndefined();
    }
  });

  it('keeps a photo whose alt text is missing, with none', () => {
    expect(parseMessagePhoto({ width: 10, height: 20 })).toEqual({
      width: 10,
      height: 20,
      alt: '',
    });
  });
});

describe('readImages', () => {
  const image = (n: number): EncodedImage => ({
    bytes: new Uint8Array([n]),
    type: 'image/webp',
    width: 10,
    height: 10,
  });

  it('reads each photo, a few at a time, in the order asked, counting as they come', async () => {
    const ids = ['a', 'b', 'gone', 'c', 'd', 'e'];
    let reading = 0;
    let most = 0;
    const counted: number[] = [];
    const photos = await readImages(
      'photo',
      ids,
      (done) => counted.push(done),
      async (id) => {
        most = Math.max(most, ++reading);
        // The later ones answer first.
        await new Promise((resolve) => setTimeout(resolve, 10 - ids.indexOf(id)));
        reading -= 1;
        return id === 'gone' ? null : image(ids.indexOf(id));
      },
    );
    expect([...photos.keys()]).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(photos.get('c')).toEqual(image(3));
    expect(counted).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(4);
  });

  it('reads nothing for no photos', async () => {
    const read = vi.fn();
    expect((await readImages('thumb', [], undefined, read)).size).toBe(0);
    expect(read).not.toHaveBeenCalled();
  });
});
