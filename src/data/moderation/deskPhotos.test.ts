import type { EncodedImage } from '../schema/types';
import { readImages } from './deskPhotos';

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

  it('leaves out a photo whose read fails, keeping the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const counted: number[] = [];
    const photos = await readImages(
      'photo',
      ['a', 'broken', 'c'],
      (done) => counted.push(done),
      async (id) => {
        if (id === 'broken') throw new Error('unavailable');
        return image(id.charCodeAt(0));
      },
    );
    expect([...photos.keys()]).toEqual(['a', 'c']);
    expect(counted).toEqual([1, 2, 3]);
    expect(error).toHaveBeenCalledWith(
      'The photo of message broken could not be read',
      expect.any(Error),
    );
  });

  it('reads nothing for no photos', async () => {
    const read = vi.fn();
    expect((await readImages('thumb', [], undefined, read)).size).toBe(0);
    expect(read).not.toHaveBeenCalled();
  });
});
