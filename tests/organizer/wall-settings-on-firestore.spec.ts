import { expect, test, type Page } from '@playwright/test';
import { approveButton, holdEveryPost, waitingHeading } from '../support/desk';
import { post, wall } from '../support/wall';
import { openDesk, openVisitor, startEmptyWithOrganizer } from './onFirestore';

/**
 * The organizer's switches from /moderate itself (tagged @firestore): the moderator signs in
 * through the Auth emulator, flips approval on the page, and approves or declines in the
 * Waiting list, against the Firestore emulator with the project's firestore.rules
 * (npm run test:organizer); visitors and the party screen in browsers of their own.
 */
test.beforeEach(async ({ context }) => {
  await startEmptyWithOrganizer(context);
});

/** The desk, with approval turned on from it: every new post waits. */
async function openDeskHoldingPosts(page: Page): Promise<void> {
  await openDesk(page);
  await holdEveryPost(page);
}

test.describe('switches on the Firestore emulator', { tag: '@firestore' }, () => {
  test('approval on from /moderate: held from the other visitor and the screen until approved, then live on both', async ({
    page,
    browser,
  }) => {
    await openDeskHoldingPosts(page);

    const ada = await openVisitor(browser);
    const ben = await openVisitor(browser);
    const screen = await (await browser.newContext()).newPage();
    await screen.goto('/screen');
    await expect(screen.getByText(/No messages yet/)).toBeVisible({ timeout: 20_000 });

    await post(ada, 'Ada', 'Approve me, please.');
    await expect(ada.getByText('Waiting for approval')).toBeVisible();
    await expect(waitingHeading(page, 1)).toBeVisible();
    await expect(wall(ben).getByText('Approve me, please.')).toHaveCount(0);
    await expect(screen.getByText('Approve me, please.')).toHaveCount(0);

    await approveButton(page, 'Ada').click();
    await expect(waitingHeading(page, 0)).toBeVisible();
    await expect(
      wall(ben).getByRole('article', { name: 'Message from Ada' }).getByText('Approve me, please.'),
    ).toBeVisible();
    await expect(
      screen.getByRole('region', { name: 'Spotlight' }).getByText('Approve me, please.'),
    ).toBeVisible();
    await expect(ada.getByRole('region', { name: /^Your messages/ })).toHaveCount(0);
  });

  test('declined posts go to the removed list and can be restored; selected ones go together', async ({
    page,
    browser,
  }) => {
    await openDeskHoldingPosts(page);
    // Two guests, two identities: one guest's second post would wait out the pause between posts.
    const [ada, bo] = await Promise.all([openVisitor(browser), openVisitor(browser)]);
    await post(ada, 'Ada', 'First of three.');
    await post(bo, 'Bo', 'Second of three.');
    await expect(ada.getByText('Waiting for approval')).toBeVisible();
    await expect(bo.getByText('Waiting for approval')).toBeVisible();
    await expect(waitingHeading(page, 2)).toBeVisible();

    await page.getByRole('button', { name: 'Select all waiting (2)' }).click();
    await page.getByRole('button', { name: 'Decline selected (2)' }).click();
    await expect(waitingHeading(page, 0)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Removed: 2' })).toBeVisible();
    // Each visitor's device learns it without reading the waiting list.
    for (const guest of [ada, bo])
      await expect(guest.getByRole('region', { name: /^Your messages/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Restore the message from Bo' }).click();
    await expect(page.getByRole('heading', { name: 'Removed: 1' })).toBeVisible();
    await expect(wall(ada).getByText('Second of three.')).toBeVisible();
    await expect(wall(bo).getByText('Second of three.')).toBeVisible();
  });
});
