/**
 * Pasting into the form in Chromium, with the system's clipboard: text copied from Word,
 * Excel or Sheets carries a picture of itself beside the words, and pasted into a field it
 * must go in as the words; a picture on its own becomes the post's photo.
 */
import { expect, test, type Page } from '@playwright/test';
import { messageField, openWall, wall } from '../support/wall';

test.use({ permissions: ['clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' });

/** Puts a small PNG on the clipboard, with `text` beside it when given. */
async function copyPicture(page: Page, text?: string) {
  await page.evaluate(async (words) => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#36c';
    context.fillRect(0, 0, 120, 40);
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
    const parts: Record<string, Blob> = { 'image/png': png };
    if (words) parts['text/plain'] = new Blob([words], { type: 'text/plain' });
    await navigator.clipboard.write([new ClipboardItem(parts)]);
  }, text);
}

test('text copied with a picture of itself pastes into the message as text', async ({ page }) => {
  await openWall(page);
  await copyPicture(page, 'Happy 21st, Jake!');
  await messageField(page).focus();
  await page.keyboard.press('ControlOrMeta+V');

  await expect(messageField(page)).toHaveValue('Happy 21st, Jake!');
  await expect(wall(page).getByText('Making the photo small…')).toHaveCount(0);
  await expect(wall(page).getByRole('img', { name: 'The photo you chose' })).toHaveCount(0);
});

test('a picture pasted on its own becomes the photo', async ({ page }) => {
  await openWall(page);
  await copyPicture(page);
  await messageField(page).focus();
  await page.keyboard.press('ControlOrMeta+V');

  await expect(wall(page).getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  await expect(messageField(page)).toHaveValue('');
});
