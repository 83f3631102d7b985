// @vitest-environment jsdom
import { PHOTO_BYTES_MAX } from '../../../data/schema/schema';
import { shrinkPhoto } from './shrinkPhoto';

// jsdom draws and encodes nothing: the canvas's context and toBlob, and createImageBitmap,
// are stood in for, so what is checked is only which canvases and bitmaps are given back.

/** A PNG's first bytes, claiming `width` x `height` (what the check reads before decoding). */
function png(width: number, height: number): File {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], 'party.png', { type: 'image/png' });
}

/** Every canvas drawn on, in order. */
let canvases: HTMLCanvasElement[] = [];
let bitmap: { width: number; height: number; close: ReturnType<typeof vi.fn> };

/**
 * The stand-ins: `contexts` says, canvas by canvas, whether it gets a context; `blobs` gives
 * each encode's result in turn (null: the browser's toBlob gave nothing).
 */
function standIn(size: { width: number; height: number }, blobs: (number | null)[]) {
  bitmap = { ...size, close: vi.fn() };
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve(bitmap)),
  );
  const context = {
    fillRect: vi.fn(),
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D;
  const contexts: boolean[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    canvases.push(this);
    return contexts[canvases.length - 1] === false ? null : context;
  } as HTMLCanvasElement['getContext']);
  let encoded = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
    const size = blobs[encoded++];
    callback(size == null ? null : new Blob([new Uint8Array(size)], { type }));
  });
  return { contexts };
}

const released = () => canvases.every(({ width, height }) => width === 0 && height === 0);

describe('shrinkPhoto gives back every canvas and the decoded bitmap', () => {
  beforeEach(() => {
    canvases = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when it succeeds', async () => {
    standIn({ width: 4000, height: 3000 }, [1000, 100]);
    const prepared = await shrinkPhoto(png(4000, 3000));
    expect(prepared.photo).toMatchObject({ width: 1600, height: 1200, type: 'image/webp' });
    expect(canvases).toHaveLength(2);
    expect(released()).toBe(true);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it("when the browser's encoder gives nothing (toBlob's null)", async () => {
    standIn({ width: 4000, height: 3000 }, [null]);
    await expect(shrinkPhoto(png(4000, 3000))).rejects.toMatchObject({ problem: 'too-large' });
    expect(canvases).toHaveLength(1);
    expect(released()).toBe(true);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('when encoding fails on a smaller size, after no quality fitted', async () => {
    const over = PHOTO_BYTES_MAX + 1;
    standIn({ width: 4000, height: 3000 }, [over, over, over, over, null]);
    await expect(shrinkPhoto(png(4000, 3000))).rejects.toMatchObject({ problem: 'too-large' });
    // The photo at 1600 px and the smaller one at 1280 px it was tried at.
    expect(canvases).toHaveLength(2);
    expect(released()).toBe(true);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('when a canvas cannot be drawn part way through the halving', async () => {
    const { contexts } = standIn({ width: 8000, height: 6000 }, []);
    contexts[1] = false;
    await expect(shrinkPhoto(png(8000, 6000))).rejects.toMatchObject({ problem: 'too-large' });
    // The half (4000 px) and the one that could not be drawn (1600 px).
    expect(canvases).toHaveLength(2);
    expect(released()).toBe(true);
    expect(bitmap.close).toHaveBeenCalled();
  });
});
