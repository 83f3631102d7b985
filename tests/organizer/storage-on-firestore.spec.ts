import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { openVisitor, startEmptyWithOrganizer } from './onFirestore';
import { signInThroughGooglePage } from './signIn';
import { DOCUMENTS, emulatorFetch } from '../support/emulatorRest.mjs';

/**
 * Freeing a photo's storage from the desk (issue 45, tagged @firestore): a visitor posts a
 * real picture through the wall's form, the desk's gauge counts it, the organizer removes the
 * post and deletes it for good from the Removed list through the confirmation, and the gauge
 * goes back to nothing while the photo and thumbnail are gone from the emulator, all through
 * the project's firestore.rules.
 */
const PICTURE = fileURLToPath(new URL('../support/photos/party-landscape.webp', import.meta.url));

test.beforeEach(async ({ context }) => {
  await startEmptyWithOrganizer(context);
});

/** How many documents the emulator holds in `collection`, asked around the rules. */
async function storedIn(collection: string): Promise<number> {
  const listed = (await (await emulatorFetch('GET', `${DOCUMENTS}/${collection}`)).json()) as {
    documents?: unknown[];
  };
  return listed.documents?.length ?? 0;
}

test.describe('photo storage on the Firestore emulator', { tag: '@firestore' }, () => {
  test('a removed photo post deleted for good frees its storage, and the gauge says so', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const ada = await openVisitor(browser);
    await ada.getByPlaceholder('Your name').fill('Ada');
    await ada.getByPlaceholder(/^Write a message for/).fill('Look at this cake!');
    await ada.getByLabel('Add a photo').setInputFiles(PICTURE);
    await expect(ada.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
    await ada.getByRole('button', { name: 'Post Message' }).click();
    await expect(ada.getByText('Message posted!')).toBeVisible({ timeout: 20_000 });

    await page.goto('/moderate');
    await signInThroughGooglePage(page);
    const figures = page.getByTestId('storage-figures');
    // One photo of a few dozen KiB and its thumbnail, summed from their byte counts.
    await expect(figures).toHaveText(/^1 photo uses \d+ KiB of the free plan's 1 GiB \(0%\)\.$/, {
      timeout: 20_000,
    });
    await expect(figures).not.toHaveText(/ 0 KiB/);

    await page.getByRole('button', { name: 'Remove the message from Ada' }).click();
    await expect(page.getByRole('heading', { name: 'Removed: 1' })).toBeVisible();
    expect([await storedIn('photos'), await storedIn('thumbs')]).toEqual([1, 1]);
    // Removed, it still takes its space (a restore would bring it back).
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(figures).toHaveText(/^1 photo uses/);

    await page.getByRole('button', { name: 'Delete the message from Ada for good' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 1 message for good?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await expect(
      dialog.getByRole('button', { name: 'Export JSON and photos (zip)' }),
    ).toBeEnabled();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Removed: 0' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(figures).toHaveText("0 photos use 0 KiB of the free plan's 1 GiB (0%).");
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect([await storedIn('photos'), await storedIn('thumbs')]).toEqual([0, 0]);
    expect(await storedIn('removed_messages')).toBe(0);
  });
});
