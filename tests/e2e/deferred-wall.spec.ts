import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { EMPTY, scrollToWall, wall } from '../support/wall';

/**
 * The wall shows when the visitor heads for it. Its chunk carries Firebase, the page's
 * heaviest part, so a visitor who only watches the countdown never sees it and never opens a
 * connection to Firestore (the chunk is fetched ahead once the page is idle, so it is at
 * hand offline too: tests/e2e/offline-wall.spec.ts). A scroll, a tap or a
 * key press shows it, and so does any of the wall being on screen. At 1280x720 (the default here) the
 * wall starts below the fold.
 */
const WALL_CHUNK = /\/assets\/Wall-[\w-]+\.js$/;
/** The boot entry (src/boot.ts), which index.html's inline loader imports at the first paint. */
const BOOT_ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** The app: what src/boot.ts loads when the visitor first scrolls, taps, types or points. */
const APP_CHUNK = /\/assets\/main-[\w-]+\.js$/;

/** Every request to Firestore, from the moment this is called. */
function recordFirestore(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('google.firestore.v1.Firestore')) urls.push(request.url());
  });
  return urls;
}

/**
 * Opens the home page and waits until it has settled: the boot entry ticks the countdown
 * and, once the page is idle, fetches the app and the wall ahead without running them; React
 * waits for the visitor. Nothing here scrolls, clicks, types or moves the pointer.
 */
async function openUntouched(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('img', { name: /beer mug/i })).toBeVisible();
  await expect(page.locator('link[rel="prefetch"][href*="/assets/Wall-"]')).toHaveCount(1);
}

function form(page: Page) {
  return wall(page).getByRole('form', { name: 'Post a message' });
}

test('a visitor who only watches the countdown runs no wall and reaches no Firestore', async ({
  page,
}) => {
  const firestore = recordFirestore(page);
  await openUntouched(page);
  await page.waitForTimeout(1000);

  expect(firestore).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The wall's place is kept: its heading and the placeholder, no form yet.
  await expect(wall(page).getByRole('heading', { level: 2, name: 'Message Wall' })).toBeVisible();
  await expect(wall(page).getByTestId('form-placeholder')).toBeVisible();
  await expect(form(page)).toHaveCount(0);
  await expect(page.getByRole('timer', { name: 'Time left until the birthday' })).toBeVisible();
});

test('left alone, the page runs neither the app nor the wall; a pointer brings the app, which readies the wall out of sight', async ({
  page,
}) => {
  const firestore = recordFirestore(page);
  await page.clock.install();
  await openUntouched(page);
  // Their files are at hand, not run: the first cards come over REST without them, and their
  // evaluation is what a scroll would meet (src/boot.ts). Well past any idle moment:
  await page.clock.runFor(10_000);
  const anyForm = page.getByRole('form', { name: 'Post a message', includeHidden: true });
  await expect(anyForm).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByName('app-start').length)).toBe(0);
  expect(firestore).toEqual([]);

  // A pointer moving over the page may hover a character next, whose hop is the app's: it
  // comes in, and at its next idle moment renders the wall hidden, still asking nothing.
  await page.mouse.move(640, 200);
  await expect(anyForm).toHaveCount(1, { timeout: 15_000 });
  await expect(form(page)).toHaveCount(0);
  await expect(wall(page).getByTestId('form-placeholder')).toBeVisible();
  expect(firestore).toEqual([]);

  await scrollToWall(page);
  await expect(form(page)).toBeVisible();
  await expect(wall(page).getByTestId('form-placeholder')).toHaveCount(0);
  await expect.poll(() => firestore.length).toBeGreaterThan(0);
});

test('a scroll of the mouse wheel brings the wall on', async ({ page }) => {
  const firestore = recordFirestore(page);
  await openUntouched(page);
  expect(firestore).toEqual([]);

  await page.mouse.move(640, 360);
  await page.mouse.wheel(0, 300);

  // The app, then the wall: the suite's usual 15 s for the wall (5 s flaked in a CI run).
  await expect(form(page)).toBeVisible({ timeout: 15_000 });
  await expect(wall(page).getByLabel('Name', { exact: true })).toBeVisible();
  await expect(wall(page).getByLabel('Message', { exact: true })).toBeVisible();
  await expect(wall(page).getByRole('button', { name: 'Post Message' })).toBeVisible();
  await expect(wall(page).getByText(EMPTY)).toBeVisible({ timeout: 15_000 });
  await expect(wall(page).getByTestId('form-placeholder')).toHaveCount(0);
  // The live query went out once the wall had arrived.
  expect(firestore.length).toBeGreaterThan(0);
});

test('a key press brings the wall on too', async ({ page }) => {
  const firestore = recordFirestore(page);
  await openUntouched(page);
  expect(firestore).toEqual([]);

  // A key that moves nothing, so it is the key press itself that counts.
  await page.keyboard.press('Shift');
  // The app comes in first (from the cache), then the wall.
  await expect(form(page)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => firestore.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

/**
 * Holds the module at `url` back from the moment the page asks for it, presses a key that
 * moves nothing (so it is the key press itself that counts) and then lets the module come.
 */
async function keyPressWhileHeld(page: Page, url: RegExp, open: () => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(url, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await open();
  await requested;
  await page.keyboard.press('Shift');
  release();
}

/** With no further input, the wall comes on once the app has, the page still at its top. */
async function expectWallOnUnscrolled(page: Page) {
  await expect(page.getByRole('img', { name: /beer mug/i })).toBeVisible();
  await expect(form(page)).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test('a key press made before the app has arrived brings the wall on once it does', async ({
  page,
}) => {
  // The app's chunk (React and the page's components) is held until after the key press, so
  // the only one to hear it is the boot entry.
  await keyPressWhileHeld(page, APP_CHUNK, () => page.goto('/'));
  await expectWallOnUnscrolled(page);
});

test('a key press made before the boot entry has arrived brings the wall on too', async ({
  page,
}) => {
  // The boot entry is held until after the key press, so the only one to hear it is the
  // page's inline loader, which notes it for the entry (scripts/build/bootLoader.mjs). Not waiting
  // for the load event, which a held module need not come before.
  await keyPressWhileHeld(page, BOOT_ENTRY, () => page.goto('/', { waitUntil: 'commit' }));
  await expectWallOnUnscrolled(page);
});

test('on a screen tall enough to show the wall, it loads with no interaction', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/');
  await expect(form(page)).toBeVisible({ timeout: 15_000 });
  await expect(wall(page).getByText(EMPTY)).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a wall that cannot load says so in its place and offers a reload; the countdown stays', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(WALL_CHUNK, (route) => route.abort());
  await openUntouched(page);
  await scrollToWall(page);

  const section = wall(page);
  const alert = section.getByRole('alert');
  await expect(alert).toContainText(
    "The message wall couldn't load. Check your connection, then reload the page.",
  );
  const reload = alert.getByRole('button', { name: 'Reload the page' });
  await expect(reload).toBeVisible();
  await expect(section.getByRole('heading', { level: 2, name: 'Message Wall' })).toBeVisible();
  await expect(form(page)).toHaveCount(0);
  await expect(section.getByTestId('form-placeholder')).toHaveCount(0);
  expect(errors.some((line) => line.startsWith('The message wall could not load.'))).toBe(true);
  // Only the wall is gone: the page is not swapped for the error page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jake Turns 21!');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left until the birthday' })).toBeVisible();
  await expect(page.getByText('Oops')).toHaveCount(0);
  const scan = await new AxeBuilder({ page })
    .include('section[aria-labelledby="wall-title"]')
    .analyze();
  expect(scan.violations).toEqual([]);

  await reload.focus();
  await expect(reload).toBeFocused();
  const navigation = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.frame() === page.mainFrame(),
  );
  await reload.click();
  expect(new URL((await navigation).url()).pathname).toBe('/');
  // The page loads afresh, the wall's place included.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jake Turns 21!');
  await expect(wall(page).getByRole('heading', { level: 2, name: 'Message Wall' })).toBeVisible();
});
