import { expect, test } from '@playwright/test';
import { scrollToWall, wall } from './wallPage';

/** The app: what src/boot.ts loads after the first paint, or on the first interaction. */
const APP_CHUNK = /\/assets\/main-[\w-]+\.js$/;

test('an app that fails to load is logged and loaded again once the browser is back online', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let failed = 0;
  await page.route(APP_CHUNK, async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  await page.goto('/');
  await expect
    .poll(() => errors.some((line) => line.includes('could not load its app')))
    .toBe(true);
  // The prerendered page stays as it is meanwhile.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jake Turns 21!');

  await context.setOffline(true);
  await context.setOffline(false);
  // React has arrived: the characters' art comes with it, and the wall works.
  await expect(page.getByRole('img', { name: /beer mug/i })).toBeVisible();
  await scrollToWall(page);
  await expect(wall(page).getByRole('form', { name: 'Post a message' })).toBeVisible();
});
