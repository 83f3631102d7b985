/**
 * Reactions as guests meet them, in separate browsers on the built app, against the Firestore
 * emulator and the real firestore.rules (npm run test:live): one guest presses Cheers and
 * takes it back, the other browser and the party screen follow live.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { card, post, scrollToWall } from '../support/wall';
import { resetWithModerator } from './wallSettingsAdmin';
import { LAPTOP, openScreen, openVisitors, PHONE } from './visitors';

function cheers(page: Page, author: string, count: number) {
  return card(page, author).getByRole('button', { name: `Cheers, ${count}`, exact: true });
}

test.beforeEach(async () => {
  await resetWithModerator();
});

test('a guest reacts and takes it back; the other browser and the screen follow live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [ada, ben, small] = await openVisitors(browser, [LAPTOP, LAPTOP, PHONE]);
  const screen = await openScreen(browser);

  await post(ada, 'Ada', 'See you at midnight!');
  await expect(card(ben, 'Ada')).toContainText('See you at midnight!');

  // Ben's first reaction signs him in, quietly; the toggle shows it pressed at once.
  await expect(cheers(ben, 'Ada', 0)).toHaveAttribute('aria-pressed', 'false');
  await cheers(ben, 'Ada', 0).click();
  await expect(cheers(ben, 'Ada', 1)).toHaveAttribute('aria-pressed', 'true');

  // Live in the other browsers, not pressed there, and on the screen's spotlight.
  await expect(cheers(ada, 'Ada', 1)).toHaveAttribute('aria-pressed', 'false');
  await expect(cheers(small, 'Ada', 1)).toBeVisible();
  const onScreen = screen.getByRole('list', { name: 'Reactions' });
  await expect(onScreen.getByRole('listitem')).toHaveText(['Cheers, 1']);

  // A second kind from the author herself, so the pictures show more than one count.
  await card(ada, 'Ada').getByRole('button', { name: 'Party, 0', exact: true }).click();
  await expect(
    card(ben, 'Ada').getByRole('button', { name: 'Party, 1', exact: true }),
  ).toBeVisible();
  await expect(onScreen.getByRole('listitem')).toHaveText(['Cheers, 1', 'Party, 1']);

  await scrollToWall(small);
  await card(small, 'Ada').scrollIntoViewIfNeeded();
  await ben.screenshot({ path: test.info().outputPath('wall-1280.png') });
  await small.screenshot({ path: test.info().outputPath('wall-375.png') });
  await screen.screenshot({ path: test.info().outputPath('screen-1920.png') });
  expect((await new AxeBuilder({ page: ben }).analyze()).violations).toEqual([]);
  expect((await new AxeBuilder({ page: small }).analyze()).violations).toEqual([]);

  // Taken back: both walls at 0, and the screen shows only what is left.
  await cheers(ben, 'Ada', 1).click();
  await expect(cheers(ben, 'Ada', 0)).toHaveAttribute('aria-pressed', 'false');
  await expect(cheers(ada, 'Ada', 0)).toHaveAttribute('aria-pressed', 'false');
  await expect(onScreen.getByRole('listitem')).toHaveText(['Party, 1']);
});
