/**
 * Bad photos, chosen in the real form in Chromium: a text file and a damaged JPEG each get
 * their plain message, no preview and nothing sent, and the name and message typed before
 * stay. (The good path, stored and read back, is tests/live/photo-post.spec.ts.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { corruptJpeg } from './photoFiles';
import { messageField, nameField, openWall, postButton, recordWrites, wall } from '../support/wall';

// Text and states, not motion (see bad-input.spec.ts).
test.use({ reducedMotion: 'reduce' });

const CASES = [
  {
    title: 'a text file',
    file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Happy birthday!') },
    says: "That file isn't a photo.",
  },
  {
    title: 'a damaged JPEG',
    file: { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: corruptJpeg() },
    says: "This photo can't be opened here. Try a JPEG or PNG.",
  },
  {
    title: 'a HEIC photo where the browser cannot decode it',
    file: {
      name: 'IMG_0043.HEIC',
      mimeType: 'image/heic',
      // An ISO-BMFF header with the HEIC brand, and nothing Chromium can decode after it.
      buffer: Buffer.concat([
        Buffer.from([0, 0, 0, 24]),
        Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
        Buffer.alloc(2048, 0),
      ]),
    },
    says: "This photo can't be opened here. Try a JPEG or PNG.",
  },
] as const;

for (const { title, file, says } of CASES) {
  test(`${title}: a plain message, the text kept, nothing sent`, async ({ page }) => {
    const writes = recordWrites(page);
    await openWall(page);
    await nameField(page).fill('Ada');
    await messageField(page).fill('Cheers to 21!');
    await wall(page).getByLabel('Add a photo').setInputFiles(file);

    await expect(wall(page).getByText(says)).toBeVisible();
    await expect(wall(page).getByRole('img', { name: 'The photo you chose' })).toHaveCount(0);
    await expect(nameField(page)).toHaveValue('Ada');
    await expect(messageField(page)).toHaveValue('Cheers to 21!');
    await expect(postButton(page)).toBeEnabled();
    expect(writes).toHaveLength(0);
    const scan = await new AxeBuilder({ page })
      .include('section[aria-labelledby="wall-title"]')
      .analyze();
    expect(scan.violations).toEqual([]);
  });
}

test('a file that is too large to open is refused before it is read', async ({ page }) => {
  await openWall(page);
  await nameField(page).fill('Ada');
  // A PNG header claiming 20000 x 20000 (400 MP): refused from its header, never decoded.
  const header = Buffer.alloc(64, 0);
  Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR', 'latin1').copy(header);
  header.writeUInt32BE(20_000, 16);
  header.writeUInt32BE(20_000, 20);
  await wall(page)
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: header });
  await expect(wall(page).getByText('This photo is too large to open.')).toBeVisible();
  await expect(nameField(page)).toHaveValue('Ada');
});
