/**
 * A guest's own post as people meet it, in separate browsers on the built app, against the
 * Firestore emulator and the real firestore.rules (scripts/live.mjs): the author edits and
 * deletes within the window, another visitor and the party screen follow live, an edit with
 * approval on goes back to waiting with its reaction counts, a message the host takes down and
 * puts back is not its author's to change any more, and the window closes by the page's clock.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { card, post, scrollToWall } from '../support/wall';
import {
  approveAsModerator,
  isOnTheWall,
  removeAsModerator,
  resetWithModerator,
  restoreAsModerator,
  setSwitches,
  waitingPosts,
} from './wallSettingsAdmin';
import { LAPTOP, openScreen, openVisitor, openVisitors, PHONE } from './visitors';

/**
 * An edit counts against the pause between posts: right after a post the dialog says how long
 * is left, and Save waits (aria-disabled) until it is over.
 */
async function saveAfterThePause(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Edit your message' });
  const save = dialog.getByRole('button', { name: 'Save changes' });
  // The 30 s pause, counted by the page from the post's confirmation, and as much again for
  // a loaded machine's late timers.
  await expect(save).not.toHaveAttribute('aria-disabled', 'true', { timeout: 60_000 });
  await save.click();
  await expect(dialog).toHaveCount(0);
}

async function edit(page: Page, author: string, content: string): Promise<void> {
  await card(page, author).getByRole('button', { name: 'Edit your message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your message' });
  await dialog.getByLabel('Message').fill(content);
  await saveAfterThePause(page);
}

test.beforeEach(async () => {
  await resetWithModerator();
});

test('the author edits and deletes; the other browser and the screen follow live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [ada, ben] = await openVisitors(browser, [LAPTOP, LAPTOP]);
  const screen = await openScreen(browser);

  await post(ada, 'Ada', 'See you at midnight!');
  await expect(ada.getByText('Message posted!')).toBeVisible();
  await expect(card(ben, 'Ada')).toContainText('See you at midnight!');
  // Only the author's card offers the two; Ben sees the same card without them (with the
  // reactions every card has).
  await expect(card(ada, 'Ada').getByRole('button', { name: 'Edit your message' })).toBeVisible();
  await expect(card(ada, 'Ada').getByRole('button', { name: 'Delete your message' })).toBeVisible();
  await expect(card(ben, 'Ada').getByRole('button', { name: 'Cheers, 0' })).toBeVisible();
  await expect(card(ben, 'Ada').getByRole('button', { name: /your message/ })).toHaveCount(0);

  // Ownership survives a reload of the author's page.
  await ada.reload();
  await scrollToWall(ada);
  await expect(card(ada, 'Ada').getByRole('button', { name: 'Edit your message' })).toBeVisible();
  await card(ada, 'Ada').screenshot({ path: test.info().outputPath('own-card-1280.png') });

  await card(ada, 'Ada').getByRole('button', { name: 'Edit your message' }).click();
  const dialog = ada.getByRole('dialog', { name: 'Edit your message' });
  await expect(dialog.getByLabel('Message')).toHaveValue('See you at midnight!');
  await expect(dialog.getByText(/^You can save in \d+ s/)).toBeVisible();
  await ada.screenshot({ path: test.info().outputPath('edit-dialog-1280.png') });
  expect((await new AxeBuilder({ page: ada }).analyze()).violations).toEqual([]);
  await dialog.getByLabel('Message').fill('See you at midnight, Jake!');
  await saveAfterThePause(ada);
  await expect(ada.getByText('Message updated')).toBeVisible();

  // Live in the other browser and on the screen, marked Edited, in the same place.
  await expect(card(ben, 'Ada')).toContainText('See you at midnight, Jake!');
  await expect(card(ben, 'Ada').getByText('Edited')).toBeVisible();
  await expect(screen.getByText('See you at midnight, Jake!').first()).toBeVisible();
  await expect(screen.getByText('Edited').first()).toBeVisible();

  // Delete asks once.
  await card(ada, 'Ada').getByRole('button', { name: 'Delete your message' }).click();
  const confirm = ada.getByRole('alertdialog', { name: 'Delete your message?' });
  await expect(confirm).toBeVisible();
  await ada.screenshot({ path: test.info().outputPath('delete-dialog-1280.png') });
  expect((await new AxeBuilder({ page: ada }).analyze()).violations).toEqual([]);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(ada.getByText('Message deleted')).toBeVisible();
  await expect(card(ada, 'Ada')).toHaveCount(0);
  await expect(card(ben, 'Ada')).toHaveCount(0);
  await expect(screen.getByText('See you at midnight, Jake!')).toHaveCount(0);
});

test('an edit while approval is on goes back to waiting, and comes back marked Edited', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [ada, ben] = await openVisitors(browser, [PHONE, LAPTOP]);
  await post(ada, 'Ada', 'First words.');
  await expect(card(ben, 'Ada')).toContainText('First words.');
  await card(ada, 'Ada').screenshot({ path: test.info().outputPath('own-card-375.png') });
  await card(ada, 'Ada').getByRole('button', { name: 'Delete your message' }).click();
  await ada.screenshot({ path: test.info().outputPath('delete-dialog-375.png') });
  await ada.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await card(ada, 'Ada').getByRole('button', { name: 'Edit your message' }).click();
  await ada.screenshot({ path: test.info().outputPath('edit-dialog-375.png') });
  await ada.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  // Ben cheers Ada's message: the count goes to waiting with her edit and comes back.
  await card(ben, 'Ada').getByRole('button', { name: 'Cheers, 0', exact: true }).click();
  await expect(
    card(ada, 'Ada').getByRole('button', { name: 'Cheers, 1', exact: true }),
  ).toBeVisible();

  await setSwitches({ approval: true });
  await edit(ada, 'Ada', 'Second thoughts.');
  await expect(ada.getByText('Waiting for approval')).toBeVisible();
  const own = ada.getByRole('region', { name: /^Your messages/ });
  await expect(own.getByText('Second thoughts.')).toBeVisible();
  await expect(own.getByText("Waiting for the host's approval")).toBeVisible();
  // Off every wall until the host decides.
  await expect(card(ben, 'Ada')).toHaveCount(0);
  await expect(card(ada, 'Ada')).toHaveCount(0);

  const [waiting] = await waitingPosts();
  expect(waiting?.editedAt).toBeTruthy();
  expect(waiting?.reactions).toBeTruthy();
  await approveAsModerator(
    waiting?.id ?? '',
    waiting?.author ?? '',
    waiting?.content ?? '',
    waiting?.editedAt,
    waiting?.reactions,
  );
  await expect(card(ben, 'Ada')).toContainText('Second thoughts.');
  await expect(card(ben, 'Ada').getByText('Edited')).toBeVisible();
  // The count survived the hold, and Ben's reaction is still his: pressed, and his to take back.
  const cheers = card(ben, 'Ada').getByRole('button', { name: 'Cheers, 1', exact: true });
  await expect(cheers).toHaveAttribute('aria-pressed', 'true');
  await cheers.click();
  await expect(
    card(ben, 'Ada').getByRole('button', { name: 'Cheers, 0', exact: true }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect(
    card(ada, 'Ada').getByRole('button', { name: 'Cheers, 0', exact: true }),
  ).toBeVisible();
  await expect(own).toHaveCount(0);
});

test("a message the host takes down and puts back is not its author's to change any more", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ada = await openVisitor(browser, LAPTOP);
  await post(ada, 'Ada', 'Keep me as I am.');
  const mine = card(ada, 'Ada');
  await expect(mine.getByRole('button', { name: 'Edit your message' })).toBeVisible();
  // The card shows before the server has the post; the organizer removes what it has.
  await expect.poll(() => isOnTheWall('Ada')).toBe(true);
  await removeAsModerator('Ada');
  await expect(mine).toHaveCount(0);
  await restoreAsModerator('Ada');
  // Back on the wall within her 10 minutes, with nothing offered that the rules would refuse.
  await expect(mine).toContainText('Keep me as I am.');
  await expect(mine.getByRole('button', { name: 'Edit your message' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Delete your message' })).toHaveCount(0);
  await mine.screenshot({ path: test.info().outputPath('restored-card-1280.png') });
  // A reload does not bring them back either.
  await ada.reload();
  await scrollToWall(ada);
  await expect(card(ada, 'Ada')).toContainText('Keep me as I am.');
  await expect(card(ada, 'Ada').getByRole('button', { name: 'Edit your message' })).toHaveCount(0);
});

test("the buttons go when the author's 10 minutes are up, by the page's clock", async ({
  browser,
}) => {
  const ada = await openVisitor(browser, LAPTOP);
  await ada.clock.install();
  await post(ada, 'Ada', 'On the clock.');
  await expect(ada.getByText('Message posted!')).toBeVisible();
  const editButton = card(ada, 'Ada').getByRole('button', { name: 'Edit your message' });
  await expect(editButton).toBeVisible();
  await ada.clock.fastForward('09:30');
  await expect(editButton).toBeVisible();
  await ada.clock.fastForward('00:31');
  await expect(editButton).toHaveCount(0);
  await expect(card(ada, 'Ada').getByRole('button', { name: 'Delete your message' })).toHaveCount(
    0,
  );
  await expect(card(ada, 'Ada')).toContainText('On the clock.');
});
