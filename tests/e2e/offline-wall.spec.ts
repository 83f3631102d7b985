import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_NOTE, scrollToWall, wall } from '../support/wall';

/**
 * A visitor opens the page on Wi-Fi, walks out of range and then scrolls down to the wall.
 * Once the page has loaded and is idle, src/boot.ts fetches the app's and the wall's code
 * ahead as prefetches (src/boot/fetchAhead.ts): into the HTTP cache, neither compiled nor run.
 * The hashed assets are immutable (firebase.json; vite preview, which serves this suite,
 * answers with the same headers), so the app's and the wall's import() need no network
 * later. Neither runs until the visitor heads for the wall, and nothing reaches Firestore
 * before then.
 */
const WALL_CHUNK = /\/assets\/Wall-[\w-]+\.js$/;

/** What the page asked for, in order: 'load' for its load event, 'wall' and 'firestore'. */
function recordTimeline(page: Page): string[] {
  const timeline: string[] = [];
  page.on('load', () => timeline.push('load'));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (WALL_CHUNK.test(url.pathname)) timeline.push('wall');
    if (url.pathname.includes('google.firestore.v1.Firestore')) timeline.push('firestore');
  });
  return timeline;
}

test('a visitor who goes offline after the page went idle still gets the wall', async ({
  page,
  context,
}) => {
  const timeline = recordTimeline(page);
  const arrived = new Set<string>();
  page.on('requestfinished', (request) => arrived.add(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('img', { name: /beer mug/i })).toBeVisible();
  // Every module the build lists for the app and the wall has fully arrived (not merely
  // been asked for) before the connection drops: they are asked for one per idle period.
  const listed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name$="-modules"]')].flatMap((meta) =>
      meta.content.split(/\s+/).filter(Boolean),
    ),
  );
  expect(listed.some((url) => WALL_CHUNK.test(url))).toBe(true);
  await expect
    .poll(() => listed.filter((url) => !arrived.has(url)), { timeout: 15_000 })
    .toEqual([]);
  await expect(page.locator('link[rel="prefetch"][href*="/assets/Wall-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="prefetch"][href*="/assets/main-"]')).toHaveCount(1);

  // Fetched after the page's load event, not run, and nothing asked of Firestore: the
  // placeholder stays.
  expect(timeline.slice(0, 2)).toEqual(['load', 'wall']);
  expect(timeline).not.toContain('firestore');
  await expect(wall(page).getByTestId('form-placeholder')).toBeVisible();
  await expect(wall(page).getByRole('form', { name: 'Post a message' })).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await context.setOffline(true);
  const failedAssets: string[] = [];
  page.on('requestfailed', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) failedAssets.push(pathname);
  });
  await scrollToWall(page);

  const section = wall(page);
  // The app comes in first (out of the cache), then the wall: the wall's own 15 s.
  await expect(section.getByRole('form', { name: 'Post a message' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(section.getByLabel('Name', { exact: true })).toBeEditable();
  await expect(section.getByLabel('Message', { exact: true })).toBeEditable();
  await expect(section.getByRole('button', { name: 'Post Message' })).toBeVisible();
  await expect(section.getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(section.getByTestId('form-placeholder')).toHaveCount(0);
  await expect(page.getByText(/couldn.t load/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The app's and the wall's code came out of the cache: no request of theirs failed.
  expect(failedAssets).toEqual([]);
  await page.screenshot({ path: 'artifacts/screenshots/wall-offline-after-idle.png' });
});
