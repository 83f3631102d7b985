/**
 * A guest's photo through the real form, against the Firestore emulator and the real rules
 * (npm run test:live): a phone's JPEG, sideways with its EXIF Orientation (6) and carrying
 * a GPS position, is made small in the page and stored upright as WebP in photos/{id} and
 * thumbs/{id}, within their bounds, with no EXIF block and no trace of the position. And a
 * photo of pure noise, which no quality fits at full size, goes through the loop's smaller
 * sizes (shrinkPhoto.ts, encodeWithin) and is stored within its bounds all the same.
 */
import { expect, test } from '@playwright/test';
import { readImageHeader } from '../../src/wall/form/photo/imageHeader';
import {
  PHOTO_BYTES_MAX,
  PHOTO_EDGE,
  THUMB_BYTES_MAX,
  THUMB_EDGE,
} from '../../src/data/schema/schema';
import { canvasJpeg, gpsLatitudeBytes, withExif } from '../e2e/photoFiles';
import { DOCUMENTS, emulatorRequest } from '../support/emulatorRest.mjs';
import { resetWithModerator } from './wallSettingsAdmin';
import { LAPTOP, openVisitor } from './visitors';

interface RestDoc {
  name: string;
  fields: Record<string, Record<string, unknown>>;
}

/** The stored messages, read as the emulator's owner, past the rules. */
async function storedMessages(): Promise<RestDoc[]> {
  const { documents = [] } = (await emulatorRequest('GET', `${DOCUMENTS}/messages`)) as {
    documents?: RestDoc[];
  };
  return documents;
}

test.beforeEach(async () => {
  await resetWithModerator();
});

test('a sideways phone photo with a GPS tag is stored small, upright, as WebP, and without its EXIF', async ({
  browser,
}) => {
  const page = await openVisitor(browser, LAPTOP);
  // 2400 x 1800 as encoded; Orientation 6 says "turn it a quarter clockwise": 1800 x 2400.
  const jpeg = withExif(await canvasJpeg(page, 2400, 1800), 6);
  expect(jpeg.includes('Exif')).toBe(true);
  expect(jpeg.includes(gpsLatitudeBytes())).toBe(true);

  await page.getByPlaceholder('Your name').fill('Ada');
  await page.getByPlaceholder(/^Write a message for/).fill('Look at this cake!');
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'IMG_2101.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  const preview = page.getByRole('img', { name: 'The photo you chose' });
  await expect(preview).toBeVisible();
  // The preview is the thumbnail as it will be posted: upright already.
  const shown = await preview.evaluate((image: HTMLImageElement) => [
    image.naturalWidth,
    image.naturalHeight,
  ]);
  expect(shown).toEqual([360, 480]);
  await page.getByLabel('Describe the photo (optional)').fill('A cake with 21 candles');
  await page.getByRole('button', { name: 'Post Message' }).click();
  await expect(page.getByText('Message posted!')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(page.getByPlaceholder('Your name')).toHaveValue('');

  // Read back as the emulator's owner, past the rules.
  const documents = await storedMessages();
  expect(documents).toHaveLength(1);
  const [message] = documents;
  const id = message?.name.split('/').at(-1) ?? '';
  expect(message?.fields.photo).toEqual({
    mapValue: {
      fields: {
        width: { integerValue: String((PHOTO_EDGE * 3) / 4) },
        height: { integerValue: String(PHOTO_EDGE) },
        alt: { stringValue: 'A cake with 21 candles' },
      },
    },
  });

  for (const [collection, edge, max] of [
    ['photos', PHOTO_EDGE, PHOTO_BYTES_MAX],
    ['thumbs', THUMB_EDGE, THUMB_BYTES_MAX],
  ] as const) {
    const stored = (await emulatorRequest('GET', `${DOCUMENTS}/${collection}/${id}`)) as RestDoc;
    // The byte count is the storage gauge's (issue 45): the image's own length.
    expect(Object.keys(stored.fields).sort()).toEqual([
      'bytes',
      'height',
      'image',
      'type',
      'width',
    ]);
    expect(stored.fields.type).toEqual({ stringValue: 'image/webp' });
    // Portrait: the orientation was applied before scaling, so the long edge is the height.
    expect(stored.fields.width).toEqual({ integerValue: String((edge * 3) / 4) });
    expect(stored.fields.height).toEqual({ integerValue: String(edge) });
    const bytes = Buffer.from(String(stored.fields.image?.bytesValue), 'base64');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.length).toBeLessThanOrEqual(max);
    expect(stored.fields.bytes).toEqual({ integerValue: String(bytes.length) });
    expect(readImageHeader(new Uint8Array(bytes))).toEqual({
      format: 'webp',
      width: (edge * 3) / 4,
      height: edge,
    });
    // Re-encoded pixels only: no EXIF block (JPEG's 'Exif', WebP's 'EXIF' chunk), no TIFF
    // header, no GPS rationals.
    for (const trace of ['Exif', 'EXIF', 'MM\0*', 'XMP ']) {
      expect(bytes.includes(Buffer.from(trace, 'latin1')), trace).toBe(false);
    }
    expect(bytes.includes(gpsLatitudeBytes())).toBe(false);
  }
});

/**
 * Runs in the page: a 3000 x 2000 PNG of seeded random pixels (what no encoder can make
 * small), kept on the window as a File, and the size of its WebP at 1600 px and the loop's
 * first quality (0.82, shrinkPhoto.ts's QUALITIES): the proof that it does not fit.
 */
async function drawNoise(): Promise<number> {
  const canvas = document.createElement('canvas');
  canvas.width = 3000;
  canvas.height = 2000;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const image = context.createImageData(canvas.width, canvas.height);
  let seed = 21;
  for (let at = 0; at < image.data.length; at += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    image.data[at] = (at & 3) === 3 ? 255 : seed >>> 23;
  }
  context.putImageData(image, 0, 0);
  const blob = (type: string, width: number, height: number, quality?: number) => {
    const target = document.createElement('canvas');
    target.width = width;
    target.height = height;
    target.getContext('2d')?.drawImage(canvas, 0, 0, width, height);
    return new Promise<Blob>((resolve, reject) =>
      target.toBlob((made) => (made ? resolve(made) : reject(new Error(type))), type, quality),
    );
  };
  const png = await blob('image/png', canvas.width, canvas.height);
  (window as unknown as { noise: File }).noise = new File([png], 'noise.png', {
    type: 'image/png',
  });
  return (await blob('image/webp', 1600, 1067, 0.82)).size;
}

/** Runs in the page: chooses the drawn noise on the "Add a photo" input (no 18 MB over CDP). */
function chooseNoise(input: HTMLInputElement) {
  const files = new DataTransfer();
  files.items.add((window as unknown as { noise: File }).noise);
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

test('a photo of noise that no quality fits at full size is made smaller until it fits', async ({
  browser,
}) => {
  const page = await openVisitor(browser, LAPTOP);
  const firstTry = await page.evaluate(drawNoise);
  expect(firstTry).toBeGreaterThan(PHOTO_BYTES_MAX);

  await page.getByPlaceholder('Your name').fill('Ada');
  await page.getByPlaceholder(/^Write a message for/).fill('Static from the old TV');
  await page.getByLabel('Add a photo').evaluate(chooseNoise);
  await expect(page.getByRole('img', { name: 'The photo you chose' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Post Message' }).click();
  await expect(page.getByText('Message posted!')).toBeVisible();

  const documents = await storedMessages();
  expect(documents).toHaveLength(1);
  const [message] = documents;
  const id = message?.name.split('/').at(-1) ?? '';
  const size = (message?.fields.photo?.mapValue as RestDoc).fields;
  const stored = {
    width: Number(size.width?.integerValue),
    height: Number(size.height?.integerValue),
  };
  // No quality fitted at 1600 px: the size steps ran, keeping the shape (3:2).
  expect(stored.width).toBeLessThan(PHOTO_EDGE);
  expect(Math.abs(stored.width / stored.height - 1.5)).toBeLessThan(0.01);

  for (const [collection, max] of [
    ['photos', PHOTO_BYTES_MAX],
    ['thumbs', THUMB_BYTES_MAX],
  ] as const) {
    const image = (await emulatorRequest('GET', `${DOCUMENTS}/${collection}/${id}`)) as RestDoc;
    expect(image.fields.type).toEqual({ stringValue: 'image/webp' });
    const bytes = Buffer.from(String(image.fields.image?.bytesValue), 'base64');
    expect(bytes.length, collection).toBeLessThanOrEqual(max);
    const header = readImageHeader(new Uint8Array(bytes));
    expect(header?.format).toBe('webp');
    expect([header?.width, header?.height]).toEqual([
      Number(image.fields.width?.integerValue),
      Number(image.fields.height?.integerValue),
    ]);
    if (collection === 'photos')
      expect([header?.width, header?.height]).toEqual([stored.width, stored.height]);
    else expect(Math.max(header?.width ?? 0, header?.height ?? 0)).toBeLessThanOrEqual(THUMB_EDGE);
  }
});
