import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { EMPTY, wall } from '../support/wall';

// The party screen as a TV shows it, against the built app with no backend here: the SDK
// answers the live query from its empty cache, so the screen shows the empty state. The
// screen fed with messages is looked at by `npm run bench` (bench/harness/screen.tsx).
const shots = 'artifacts/screenshots';
mkdirSync(shots, { recursive: true });

const target = new Date('2026-06-04T00:00:00-04:00');
const before = new Date(target.getTime() - ((2 * 24 + 3) * 60 + 4) * 60_000 - 5_000);

/**
 * Opens /screen with the clock running from a little before `at`, then pins it at `at`. The
 * screen is a lazy route: React holds back a suspended route's first commit with a timer,
 * which a clock paused from the start would never let fire.
 */
/**
 * Opens /screen and waits for the screen itself. vite preview answers /screen with the
 * prerendered home page (Hosting answers with the plain shell), which the app replaces once
 * its entry has come in after the first paint: wait for the screen's own QR code, not a
 * headline, timer or banner the home page has too.
 */
async function gotoScreen(page: Page) {
  await page.goto('/screen');
  await expect(page.getByRole('img', { name: /^QR code: scan it to open/ })).toBeVisible({
    timeout: 15_000,
  });
}

async function openScreenAt(page: Page, at: Date) {
  await page.clock.install({ time: new Date(at.getTime() - 10_000) });
  await gotoScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jake Turns 21!');
  await page.clock.pauseAt(at);
}

/** Nothing scrolls, and the QR code's card ends inside the viewport. */
async function expectOneScreen(page: Page) {
  const size = page.viewportSize();
  const fit = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
    qrBottom: document.querySelector('svg[aria-label^="QR code"]')?.getBoundingClientRect().bottom,
  }));
  expect(fit.height).toBeLessThanOrEqual(size?.height ?? 0);
  expect(fit.width).toBeLessThanOrEqual(size?.width ?? 0);
  expect(fit.qrBottom).toBeLessThanOrEqual(size?.height ?? 0);
}

/** The element's opacity as it shows: its own times every ancestor's. */
function shownOpacity(element: Element): number {
  let opacity = 1;
  for (let at: Element | null = element; at; at = at.parentElement) {
    opacity *= Number(getComputedStyle(at).opacity);
  }
  return opacity;
}

for (const { width, height } of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`/screen at ${width}x${height}: one screen, QR code and address, countdown, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openScreenAt(page, before);
    const timer = page.getByRole('timer', { name: 'Time left until the birthday' });
    await expect(timer).toHaveText('02Days03Hours04Minutes05Seconds');
    await page.clock.runFor(1000);
    await expect(timer).toHaveText('02Days03Hours04Minutes04Seconds');

    // No site URL is configured for this build: the code leads to the page's own origin.
    const origin = new URL(page.url()).origin;
    await expect(
      page.getByRole('img', { name: `QR code: scan it to open ${origin}` }),
    ).toBeVisible();
    await expect(page.getByText(origin, { exact: true })).toBeVisible();
    await expect(page.getByText('Scan to leave a message for Jake')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Full screen (F)' })).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);

    // The SDK and axe schedule their work with timers: let the pinned clock run again.
    await page.clock.resume();
    await expect(page.getByText(EMPTY)).toBeVisible({ timeout: 15_000 });
    await expectOneScreen(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: `${shots}/screen-empty-${width}x${height}.png` });
  });
}

test('/screen at the target: the countdown reaches zero and the celebration begins', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openScreenAt(page, new Date(target.getTime() - 2000));
  const timer = page.getByRole('timer', { name: 'Time left until the birthday' });
  await expect(timer).toHaveText('00Days00Hours00Minutes02Seconds');
  await expect(page.getByText('TIME TO CELEBRATE!')).toHaveCount(0);
  await page.clock.runFor(2000);
  await expect(timer).toHaveText('00Days00Hours00Minutes00Seconds');
  await expect(page.getByRole('status').filter({ hasText: 'TIME TO CELEBRATE!' })).toBeAttached();
});

test('/screen after the target: TIME TO CELEBRATE! shown in full, still one screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // A clock that runs, not one paused and moved on: framer-motion starts the banner's
  // entrance at performance.now(), which a paused-then-advanced clock puts seconds ahead of
  // the browser's animation timeline, so the banner would sit at opacity 0 that long.
  await page.clock.install({ time: new Date(target.getTime() + 60_000) });
  await gotoScreen(page);
  await expect(page.getByRole('timer')).toHaveText('00Days00Hours00Minutes00Seconds');
  const banner = page.getByText('TIME TO CELEBRATE!');
  // toBeVisible passes at opacity 0, where the banner's entrance starts: wait until it has
  // faded all the way in (its own opacity times its ancestors', as the eye sees it).
  await expect.poll(() => banner.evaluate(shownOpacity), { timeout: 5_000 }).toBe(1);
  // Let the confetti fly out, then check nothing spills past the screen.
  await page.waitForTimeout(800);
  await expectOneScreen(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: `${shots}/screen-celebration-1280x720.png` });
});

test('/screen hides the cursor when the pointer rests, and F asks for full screen', async ({
  page,
}) => {
  await gotoScreen(page);
  const main = page.getByRole('main');
  const button = page.getByRole('button', { name: 'Full screen (F)' });
  await page.mouse.move(200, 200);
  await expect(main).toHaveCSS('cursor', 'auto');
  await expect(button).toHaveCSS('cursor', 'pointer');
  await expect(main).toHaveCSS('cursor', 'none', { timeout: 6_000 });
  // The faded button neither shows a cursor nor catches the pointer resting over it.
  await expect(button).toHaveCSS('cursor', 'none');
  await expect(button).toHaveCSS('pointer-events', 'none');
  await page.mouse.move(300, 300);
  await expect(main).toHaveCSS('cursor', 'auto');
  await expect(button).toHaveCSS('pointer-events', 'auto');

  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: 'Exit full screen (F)' })).toBeAttached();
  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: 'Full screen (F)' })).toBeAttached();
});

test('a visitor on the home page never loads the party screen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('timer')).toBeVisible();
  await page.mouse.wheel(0, 4000);
  await expect(wall(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /ScreenPage/.test(url))).toEqual([]);
});
