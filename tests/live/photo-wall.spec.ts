/**
 * A photo where visitors see it, live: posted through the form in one browser (its "Add a
 * photo" input), it shows as a thumbnail on another visitor's wall, opens full size in a
 * dialog there, and shows large in the spotlight of /screen. The built app against the
 * Firestore emulator and the real rules (scripts/test/live.mjs): the other browsers read
 * thumbs/{id} and photos/{id} as visitors.
 */
import { expect, test, type Locator } from '@playwright/test';
import { canvasJpeg } from '../e2e/photoFiles';
import { resetWithModerator } from './switchesAdmin';
import { card, LAPTOP, openScreen, openVisitor, PHONE } from './visitors';

test.beforeEach(async () => {
  await resetWithModerator();
});

/** The pixels a picture on the page was drawn from: [naturalWidth, naturalHeight]. */
const drawnSize = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);

test('a photo posted in one browser shows on another’s wall, opens full size, and shows on /screen', async ({
  browser,
}) => {
  const ada = await openVisitor(browser, LAPTOP);
  const ben = await openVisitor(browser, PHONE);
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
