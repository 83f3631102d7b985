/**
 * A photo where visitors see it, live: posted through the form in one browser (its "Add a
 * photo" input), it shows as a thumbnail on another visitor's wall, opens full size in a
 * dialog there, and shows large in the spotlight of /screen. The built app against the
 * Firestore emulator and the real rules (npm run test:live): the other browsers read
 * thumbs/{id} and photos/{id} as visitors. And a phone reads each image once, whatever the
 * visits: what it read is kept on it until the message leaves the wall.
 */
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { canvasJpeg } from '../e2e/photoFiles';
import { card, scrollToWall } from '../support/wall';
import { countListenedDocuments } from '../support/listenedDocuments.mjs';
import { writePhotoPosts } from '../support/samplePhotos.mjs';
import { removeAsModerator, resetWithModerator, restoreAsModerator } from './wallSettingsAdmin';
import { LAPTOP, openScreen, openVisitors, PHONE } from './visitors';

test.beforeEach(async () => {
  await resetWithModerator();
});

/** The pixels a picture on the page was drawn from: [naturalWidth, naturalHeight]. */
const drawnSize = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);

test('a photo posted in one browser shows on another’s wall, opens full size, and shows on /screen', async ({
  browser,
}) => {
  const [ada, ben] = await openVisitors(browser, [LAPTOP, PHONE]);
  const tv = await openScreen(browser);
  await expect(tv.getByText(/No messages yet/)).toBeVisible();

  await ada.getByPlaceholder('Your name').fill('Ada');
  await ada.getByPlaceholder(/^Write a message for/).fill('The cake is here!');
  await ada.getByLabel('Add a photo').setInputFiles({
    name: 'cake.jpg',
    mimeType: 'image/jpeg',
    buffer: await canvasJpeg(ada, 2000, 1500),
  });
  await expect(ada.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  await ada.getByLabel('Describe the photo (optional)').fill('A cake with 21 candles');
  await ada.getByRole('button', { name: 'Post Message' }).click();
  await expect(ada.getByText('Message posted!')).toBeVisible();

  // The poster's own card shows it too, from the post's own batch.
  const own = card(ada, 'Ada').getByRole('img', { name: 'A cake with 21 candles' });
  await expect.poll(() => drawnSize(own)).toEqual([480, 360]);

  // Another visitor's wall: the card, then its thumbnail (thumbs/{id}, 480 px wide).
  const open = card(ben, 'Ada').getByRole('button', { name: 'Open photo: A cake with 21 candles' });
  await expect(open).toBeVisible();
  const thumb = open.getByRole('img', { name: 'A cake with 21 candles' });
  await expect.poll(() => drawnSize(thumb)).toEqual([480, 360]);

  // Full size in a dialog (photos/{id}), closed with Escape, focus back on the thumbnail.
  await open.click();
  const dialog = ben.getByRole('dialog', { name: 'A cake with 21 candles' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => drawnSize(dialog.getByRole('img'))).toEqual([1600, 1200]);
  await ben.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // The party screen: the new post in the spotlight, its photo large beside the text.
  const spotlight = tv.getByRole('region', { name: 'Spotlight' });
  await expect(spotlight.getByText('The cake is here!')).toBeVisible();
  const large = spotlight.getByRole('img', { name: 'A cake with 21 candles' });
  await expect.poll(() => drawnSize(large)).toEqual([1600, 1200]);
  const box = await large.boundingBox();
  expect(box?.height).toBeGreaterThan(300);
});

/** The image documents `page` has read so far: thumbs/ and photos/. */
const imagesRead = (page: Page) =>
  page.evaluate(() => ({
    thumbs: window.listened.byCollection['thumbs'] ?? 0,
    photos: window.listened.byCollection['photos'] ?? 0,
  }));

/** A visit to the wall on `phone`, counting what it reads, until the photo card shows its thumbnail. */
async function visit(phone: BrowserContext): Promise<Page> {
  const page = await phone.newPage();
  await page.addInitScript(countListenedDocuments);
  await page.goto('/');
  await scrollToWall(page);
  const thumb = card(page, 'Ada').getByRole('img', { name: 'The cake' });
  await expect.poll(() => drawnSize(thumb)).toEqual([480, 360]);
  return page;
}

/** Opens Ada's photo in its dialog, waits for the full photo, and closes it. */
async function openThePhoto(page: Page): Promise<void> {
  await card(page, 'Ada').getByRole('button', { name: 'Open photo: The cake' }).click();
  const dialog = page.getByRole('dialog', { name: 'The cake' });
  await expect.poll(() => drawnSize(dialog.getByRole('img'))).toEqual([1600, 1200]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** The images this phone keeps between visits (src/data/device/keptImages.ts). */
const keptOnThePhone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('birthday-wall-images');
        opening.onerror = () => reject(opening.error ?? new Error('not opened'));
        opening.onsuccess = () => {
          const keys = opening.result.transaction('bytes').objectStore('bytes').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.map(String).sort());
            opening.result.close();
          };
        };
      }),
  );

test('a photo is read once per phone: a second visit and the photo opened again read no image document; a removal takes them off the phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await writePhotoPosts([
    {
      id: 'cake',
      author: 'Ada',
      content: 'The cake is here!',
      createdAt: new Date(),
      photo: { index: 0, alt: 'The cake' },
    },
  ]);
  const phone = await browser.newContext({ viewport: PHONE });

  // The first visit reads the thumbnail near the view, and the full photo once opened; opened
  // again in the same visit, nothing more.
  const first = await visit(phone);
  await openThePhoto(first);
  await openThePhoto(first);
  expect(await imagesRead(first)).toEqual({ thumbs: 1, photos: 1 });
  await expect.poll(() => keptOnThePhone(first)).toEqual(['photo/cake', 'thumb/cake']);
  await first.close();

  // The second visit on the same phone: the same card, the same photo opened, no image read.
  const second = await visit(phone);
  await openThePhoto(second);
  expect(await imagesRead(second)).toEqual({ thumbs: 0, photos: 0 });

  // The organizer removes it: the card goes, and its images leave the phone with it.
  await removeAsModerator('Ada');
  await expect(card(second, 'Ada')).toHaveCount(0);
  await expect.poll(() => keptOnThePhone(second)).toEqual([]);
  // Restored, it comes back and its thumbnail is read again (the rules allow it again).
  await restoreAsModerator('Ada');
  await expect
    .poll(() => drawnSize(card(second, 'Ada').getByRole('img', { name: 'The cake' })))
    .toEqual([480, 360]);
  expect(await imagesRead(second)).toEqual({ thumbs: 1, photos: 0 });
  await phone.close();
});
