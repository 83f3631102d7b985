import { fileURLToPath } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
import { exportZip, pdfImageCount, pdfText } from './exported';
import { approveButton, waitingHeading } from '../support/desk';
import { card as cardOf, wall } from '../support/wall';
import { openDesk, openVisitor, startEmptyWithOrganizer } from './onFirestore';

/**
 * A guest's photo through the organizer's hands (tagged @firestore): Photos set to wait from
 * /moderate, a visitor posts with a real picture through the wall's form (made small in the
 * browser, sent in the guest's one batch through the project's firestore.rules), the desk
 * shows it waiting and opens it full size, approves it, and it is on another visitor's wall
 * with its photo; then the zip export holds the picture and the keepsake prints it.
 */
const PICTURE = fileURLToPath(new URL('../support/photos/party-landscape.webp', import.meta.url));
const ALT = 'Ada blowing out the candles';

test.beforeEach(async ({ context }) => {
  await startEmptyWithOrganizer(context);
});

/** Whether an <img> has its picture drawn (decoded, not a broken or empty box). */
async function expectDrawn(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('photos on the Firestore emulator', { tag: '@firestore' }, () => {
  test('a waiting photo is seen on the desk, approved onto the wall, exported in the zip and printed in the keepsake', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await openDesk(page);
    const photos = page.getByRole('group', { name: 'Photos' });
    await expect(photos.getByRole('radio', { name: 'Straight onto the wall' })).toBeChecked();
    await photos.getByRole('radio', { name: 'Wait for my approval' }).check();
    await expect(page.getByText('Posts with a photo now wait for approval.')).toBeVisible();

    const ada = await openVisitor(browser);
    const ben = await openVisitor(browser);
    await ada.getByPlaceholder('Your name').fill('Ada');
    await ada.getByPlaceholder(/^Write a message for/).fill('Look at this cake!');
    await ada.getByLabel('Add a photo').setInputFiles(PICTURE);
    await ada.getByLabel('Describe the photo (optional)').fill(ALT);
    await ada.getByRole('button', { name: 'Post Message' }).click();
    await expect(ada.getByText('Waiting for approval')).toBeVisible({ timeout: 20_000 });

    // On the desk, waiting, with its thumbnail; opened, the full photo.
    await expect(page.getByRole('heading', { name: 'Waiting: 1' })).toBeVisible();
    const waiting = page.getByRole('list', { name: 'Waiting posts' });
    await expectDrawn(waiting.getByRole('img', { name: ALT }));
    await page.getByRole('button', { name: 'Open the photo from Ada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Photo from Ada' });
    const full = dialog.getByRole('img', { name: ALT });
    await expectDrawn(full);
    expect(await full.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1600);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Not on anyone's wall while it waits.
    await expect(wall(ben).getByText('Look at this cake!')).toHaveCount(0);

    await approveButton(page, 'Ada').click();
    await expect(waitingHeading(page, 0)).toBeVisible();
    // The Waiting list led the desk while the post waited; the wall's list is further down,
    // and a thumbnail is read as its row comes near the screen.
    const onWall = page.getByRole('list', { name: 'Messages on the wall' });
    await onWall.getByText('Look at this cake!').scrollIntoViewIfNeeded();
    await expectDrawn(onWall.getByRole('img', { name: ALT }));
    const card = cardOf(ben, 'Ada');
    await expect(card.getByText('Look at this cake!')).toBeVisible({ timeout: 20_000 });
    await expectDrawn(card.getByRole('img', { name: ALT }));

    // The zip: the JSON names the photo's file, which is the picture's bytes as stored.
    const { json, files } = await exportZip(page);
    expect(json).toEqual([
      expect.objectContaining({
        author_name: 'Ada',
        content: 'Look at this cake!',
        photo: expect.objectContaining({ alt: ALT, width: 1600, height: 1200 }),
      }),
    ]);
    const [row] = json as { id: string; photo: { file: string } }[];
    expect(row?.photo.file).toMatch(new RegExp(`^photos/${row?.id}\\.(webp|jpg)$`));
    const picture = files[row?.photo.file ?? ''] ?? new Uint8Array();
    expect(picture.byteLength).toBeGreaterThan(1000);
    const webp = String.fromCharCode(...picture.slice(8, 12)) === 'WEBP';
    const jpeg = picture[0] === 0xff && picture[1] === 0xd8;
    expect(webp || jpeg).toBe(true);

    // The keepsake: ready to print once the photo is drawn, and the PDF carries it.
    await page.getByRole('link', { name: 'Print keepsake' }).click();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible({
      timeout: 20_000,
    });
    const keepsake = page.getByRole('list', { name: 'Keepsake messages' });
    await expectDrawn(keepsake.getByRole('img', { name: ALT }));
    await page.emulateMedia({ media: 'print' });
    // On paper the photo sits beside its words (their first line starts right of it), not above.
    const photoBox = await keepsake.getByRole('img', { name: ALT }).boundingBox();
    const words = await keepsake.getByText('Look at this cake!').evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { left, top } = range.getBoundingClientRect();
      return { left, top };
    });
    expect(photoBox).not.toBeNull();
    expect(words.left).toBeGreaterThanOrEqual((photoBox?.x ?? 0) + (photoBox?.width ?? 0));
    expect(words.top).toBeLessThan((photoBox?.y ?? 0) + (photoBox?.height ?? 0));
    const pdf = await page.pdf({ format: 'A4', margin: { top: '15mm', bottom: '15mm' } });
    expect((await pdfText(pdf)).replace(/\s+/g, '')).toContain('Lookatthiscake!Ada');
    expect(await pdfImageCount(pdf)).toBe(1);
  });
});
