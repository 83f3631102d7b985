import { expect, test } from '@playwright/test';
import { scrollToWall, wall } from '../support/wall';

/** The app: what src/boot.ts loads when the visitor first scrolls, taps, types or points. */
const APP_CHUNK = /\/assets\/main-[\w-]+\.js$/;

test('an app that fails to load is logged and loaded again once the browser is back online', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The first time the app is imported (a script request, not the idle prefetch: routing
  // takes the HTTP cache out of the way, so the import reaches the network).
  let failed = 0;
  await page.route(APP_CHUNK, async (route) => {
    if (failed === 0 && route.request().resourceType() === 'script') {
      failed += 1;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  await page.goto('/');
  // The boot entry has arrived (index.html's loader imports it at the first paint): once
  // the page is idle, it starts fetching ahead. A pointer moving before then is not noted
  // (the next one is), so the test waits for it.
  await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
  // A pointer moving over the page is the visitor arriving: the app is called for.
  await page.mouse.move(200, 200);
  await expect
    .poll(() => errors.some((line) => line.includes('could not load its app')))
    .toBe(true);
  // The prerendered page stays as it is meanwhile.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jake Turns 21!');

  await context.setOffline(true);
  await context.setOffline(false);
  // React has arrived: the wall works.
  await scrollToWall(page);
  await expect(wall(page).getByRole('form', { name: 'Post a message' })).toBeVisible();
});
