/**
 * A guest adds a photo in WebKit and in Firefox (scripts/test/engines.mjs): the file input is
 * set as each driver sets one (WebDriver classic's Element Send Keys with the file's path for
 * WebKitGTK, BiDi's input.setFiles for Firefox, Playwright's own where its builds run), the
 * photo is made small by that engine's own decoder and encoder, and what the emulator holds is
 * read back: upright (EXIF Orientation 6 applied), within its bounds, with no EXIF block and
 * no GPS bytes, in the type the engine could encode (WebP, or JPEG where it cannot).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { PHOTO_BYTES_MAX, THUMB_BYTES_MAX } from '../../src/data/schema/schema';
import { readImageHeader } from '../../src/wall/form/photo/imageHeader';
import { gpsLatitudeBytes, withExif } from '../e2e/photoFiles';
import { DOCUMENTS, emulatorRequest } from '../support/emulatorRest.mjs';
import { test } from './fixtures';
import { control, waitFor, waitForText, WALL, wallState } from './queries';

/** 1200 x 900 as encoded (a JPEG from Chromium's canvas, a dark mark top left). */
const FIXTURE = fileURLToPath(new URL('./photo-1200x900.jpg', import.meta.url));

interface RestDoc {
  name: string;
  fields: Record<string, Record<string, unknown>>;
}

/** The wall's file input, once its label says "Add a photo". */
function photoInput(wall: string): string | null {
  const input = document.querySelector<HTMLInputElement>(`${wall} input[type="file"]`);
  return input?.labels?.[0]?.textContent?.trim() === 'Add a photo' ? input.accept : null;
}

/** The preview's size as decoded, once it has one. */
function previewSize(): number[] | null {
  const image = document.querySelector<HTMLImageElement>('img[alt="The photo you chose"]');
  return image?.complete && image.naturalWidth ? [image.naturalWidth, image.naturalHeight] : null;
}

async function messageWith(content: string): Promise<RestDoc | undefined> {
  const { documents = [] } = (await emulatorRequest(
    'GET',
    `${DOCUMENTS}/messages?pageSize=300`,
  )) as { documents?: RestDoc[] };
  return documents.find((doc) => doc.fields.content?.stringValue === content);
}

test('a guest adds a photo: made small here, stored upright, without its EXIF', async ({
  open,
}, testInfo) => {
  const guest = await open();
  await guest.goto('/');
  await guest.evaluate((wall) => document.querySelector(wall)?.scrollIntoView(), WALL);
  await waitFor(guest, 'the wall form', wallState, undefined, (state) => state.form);
  expect(await waitFor(guest, 'the "Add a photo" input', photoInput, WALL)).toBe('image/*');

  // A phone's photo: sideways with Orientation 6, and a GPS position.
  const path = testInfo.outputPath('IMG_2101.jpg');
  writeFileSync(path, withExif(readFileSync(FIXTURE), 6));
  const content = `A photo from ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;
  await guest.type(await control(guest, { role: 'textbox', name: 'Name', within: WALL }), 'Ada');
  await guest.type(
    await control(guest, { role: 'textbox', name: 'Message', within: WALL }),
    content,
  );
  await guest.setFiles(`${WALL} input[type="file"]`, path);
  // The preview is the thumbnail as it will be posted: upright already.
  expect(await waitFor(guest, 'the preview', previewSize, undefined)).toEqual([360, 480]);
  await guest.click(await control(guest, { role: 'button', name: 'Post Message', within: WALL }));
  await waitForText(guest, 'Message posted!');

  const message = await messageWith(content);
  expect(message?.fields.photo).toEqual({
    mapValue: {
      fields: {
        width: { integerValue: '900' },
        height: { integerValue: '1200' },
        alt: { stringValue: 'Photo from Ada' },
      },
    },
  });
  const id = message?.name.split('/').at(-1) ?? '';
  for (const [collection, size, max] of [
    ['photos', [900, 1200], PHOTO_BYTES_MAX],
    ['thumbs', [360, 480], THUMB_BYTES_MAX],
  ] as const) {
    const { fields } = (await emulatorRequest(
      'GET',
      `${DOCUMENTS}/${collection}/${id}`,
    )) as RestDoc;
    const type = String(fields.type?.stringValue);
    testInfo.annotations.push({ type: `${collection} encoded as`, description: type });
    console.log(`${testInfo.project.name}: ${collection} encoded as ${type}`);
    // Firefox encodes WebP; an engine that cannot answers with JPEG, which is what it says.
    if (testInfo.project.name === 'firefox') expect(type).toBe('image/webp');
    expect(['image/webp', 'image/jpeg']).toContain(type);
    const bytes = Buffer.from(String(fields.image?.bytesValue), 'base64');
    expect(bytes.length).toBeLessThanOrEqual(max);
    expect(readImageHeader(new Uint8Array(bytes))).toEqual({
      format: type === 'image/webp' ? 'webp' : 'jpeg',
      width: size[0],
      height: size[1],
    });
    expect([fields.width, fields.height]).toEqual(
      size.map((edge) => ({ integerValue: String(edge) })),
    );
    for (const trace of ['Exif', 'EXIF', 'MM\0*']) {
      expect(bytes.includes(Buffer.from(trace, 'latin1')), trace).toBe(false);
    }
    expect(bytes.includes(gpsLatitudeBytes())).toBe(false);
  }
});
