import type { EncodedImage } from '../schema/types';
import { readImages } from './deskPhotos';

describe('readImages', () => {
  const image = (n: number): EncodedImage => ({
    bytes: new Uint8Array([n]),
    type: 'image/webp',
    width: 10,
    height: 10,
  });

  it('reads each photo, a few at a time, handing each over as it comes', async () => {
    const ids = ['a', 'b', 'gone', 'c', 'd', 'e'];
    const answers = new Map<string, () => void>();
    const heard: [string, EncodedImage | null, number][] = [];
    const reading = readImages(
      'photo',
      ids,
      (id, found, done) => heard.push([id, found, done]),
      (id) =>
        new Promise((resolve) =>
          answers.set(id, () => resolve(id === 'gone' ? null : image(ids.indexOf(id)))),
        ),
    );
    const answer = async (id: string) => {
      answers.get(id)?.();
      // Lets the answer reach the reader, which then asks for the next id.
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    // Four at a time: the fifth waits for one of them to be done.
    expect([...answers.keys()]).toEqual(['a', 'b', 'gone', 'c']);
    await answer('c');
    expect([...answers.keys()]).toEqual(['a', 'b', 'gone', 'c', 'd']);
    for (const id of ['gone', 'b', 'a', 'e', 'd']) await answer(id);
    await reading;
    expect(heard).toEqual([
      ['c', image(3), 1],
      ['gone', null, 2],
      ['b', image(1), 3],
      ['a', image(0), 4],
      ['e', image(5), 5],
      ['d', image(4), 6],
    ]);
  });

  it('hands over null for a photo whose read fails, and reads the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = new Map<string, EncodedImage | null>();
    await readImages(
      'photo',
      ['a', 'broken', 'c'],
      (id, found) => heard.set(id, found),
      async (id) => {
        if (id === 'broken') throw new Error('unavailable');
        return image(id.charCodeAt(0));
      },
    );
    expect(heard).toEqual(
      new Map([
        ['a', image(97)],
        ['broken', null],
        ['c', image(99)],
      ]),
    );
    expect(error).toHaveBeenCalledWith(
      'The photo of message broken could not be read',
      expect.any(Error),
    );
  });

  it('stops reading, and handing over, when the one it hands to fails', async () => {
    const read = vi.fn(async (id: string) => image(id.length));
    const onImage = vi.fn(() => {
      throw new Error('the zip broke');
    });
    const ids = Array.from({ length: 20 }, (_, n) => `id${n}`);
    await expect(readImages('photo', ids, onImage, read)).rejects.toThrow('the zip broke');
    // Let the three other reads under way end.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read).toHaveBeenCalledTimes(4);
    expect(onImage).toHaveBeenCalledTimes(1);
  });

  it('reads nothing for no photos', async () => {
    const read = vi.fn();
    const onImage = vi.fn();
    await readImages('thumb', [], onImage, read);
    expect(read).not.toHaveBeenCalled();
    expect(onImage).not.toHaveBeenCalled();
  });
});
