/**
 * A guest's photo through the real form, against the Firestore emulator and the real rules
 * (scripts/test/live.mjs): a phone's JPEG, sideways with its EXIF Orientation (6) and carrying
 * a GPS position, is made small in the page and stored upright as WebP in photos/{id} and
 * thumbs/{id}, within their bounds, with no EXIF block and no trace of the position.
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
import { resetWithModerator } from './switchesAdmin';
import { LAPTOP, openVisitor } from './visitors';

interface RestDoc {
  name: string;
  fields: Record<string, Record<string, unknown>>;
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
  const { documents = [] } = (await emulatorRequest('GET', `${DOCUMENTS}/messages`)) as {
    documents?: RestDoc[];
  };
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
    expect(Object.keys(stored.fields).sort()).toEqual(['height', 'image', 'type', 'width']);
    expect(stored.fields.type).toEqual({ stringValue: 'image/webp' });
    // Portrait: the orientation was applied before scaling, so the long edge is the height.
    expect(stored.fields.width).toEqual({ integerValue: String((edge * 3) / 4) });
    expect(stored.fields.height).toEqual({ integerValue: String(edge) });
    const bytes = Buffer.from(String(stored.fields.image?.bytesValue), 'base64');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.length).toBeLessThanOrEqual(max);
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
