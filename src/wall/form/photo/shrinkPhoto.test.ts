import { fitWithin, MAX_FILE_BYTES, shrinkPhoto } from './shrinkPhoto';

/** A PNG's first bytes, claiming `width` x `height`. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('fitWithin', () => {
  it('scales the long edge down to the bound, keeping the shape', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3000, height: 4000 }, 480)).toEqual({ width: 360, height: 480 });
    expect(fitWithin({ width: 10000, height: 10 }, 1600)).toEqual({ width: 1600, height: 2 });
  });

  it('never scales up', () => {
    expect(fitWithin({ width: 900, height: 1200 }, 1600)).toEqual({ width: 900, height: 1200 });
  });
});

// The refusals made before anything is decoded (this environment has no decoder at all, so
// reaching one would fail differently).
describe('shrinkPhoto, before decoding', () => {
  it('refuses a file that is not an image', async () => {
    const text = new File(['Happy birthday, Jake!'], 'notes.txt', { type: 'text/plain' });
    await expect(shrinkPhoto(text)).rejects.toMatchObject({ problem: 'not-image' });
  });

  it('refuses an image whose header says it is past the pixel bound', async () => {
    const huge = new File([pngHeader(20_000, 20_000)], 'huge.png', { type: 'image/png' });
    await expect(shrinkPhoto(huge)).rejects.toMatchObject({ problem: 'too-large' });
  });

  it('refuses a file past the size bound without reading it', async () => {
    const big = new File([], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    await expect(shrinkPhoto(big)).rejects.toMatchObject({ problem: 'too-large' });
  });

  it('tells the first stage as it starts', async () => {
    const stages: string[] = [];
    const text = new File(['x'], 'x.txt', { type: 'text/plain' });
    await shrinkPhoto(text, { onStage: (stage) => stages.push(stage) }).catch(() => undefined);
    expect(stages).toEqual(['opening']);
  });
});
