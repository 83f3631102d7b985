import { expect, test, type Page } from '@playwright/test';
import { pinClock } from './clock';
import { scrollToWall } from '../support/wall';

// The build writes the home page's first screen into index.html (scripts/build/prerender.mjs);
// React hydrates it. These check both halves in a real browser.

// A build made two days or more after the birthday (2026-06-04 in the default config) draws
// the finished countdown; one made before then draws the clock-free '--' state.
const OVER_EVERYWHERE = new Date('2026-06-06T00:00:00-12:00');

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the first screen is there, styled, reading no clock of its own', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jake Turns 21!');
    await expect(page.getByText('Countdown to Legal Drinking Age')).toBeVisible();
    const timer = page.getByRole('timer', { name: 'Time left until the birthday' });
    await expect(page.getByRole('heading', { name: 'Buy Him His First Beer!' })).toBeVisible();
    await expect(page.getByText('Target Date: June 4th, 2026')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message Wall' })).toBeVisible();
    await expect(page.getByTestId('form-placeholder')).toBeVisible();

    // The build's own time decides, not the visit's: dist/ was built for this run.
    const countdown = await page.locator('#root').getAttribute('data-countdown');
    expect(countdown).toBe(Date.now() >= OVER_EVERYWHERE.getTime() ? 'over' : 'clock-free');
    if (countdown === 'over') {
      await expect(timer).toHaveText('00Days00Hours00Minutes00Seconds');
      await expect(page.getByText('TIME TO CELEBRATE!')).toBeVisible();
      await expect(
        page.getByRole('img', { name: 'The wait is over: the glass is empty' }),
      ).toBeVisible();
    } else {
      await expect(timer).toHaveText('--Days--Hours--Minutes--Seconds');
      await expect(page.getByText('TIME TO CELEBRATE!')).toHaveCount(0);
      await expect(
        page.getByRole('img', { name: 'A pint glass that empties as the birthday nears' }),
      ).toBeVisible();
    }

    // The characters are drawn and dance without the script: CSS animations from the HTML,
    // each on an HTML box with no other (what the compositor runs without the main thread;
    // an animated SVG part would take a main-thread frame every frame: Layers.tsx).
    for (const name of [/beer mug/i, /party friend/i, /birthday cake/i]) {
      const image = page.getByRole('img', { name });
      await expect(image).toBeVisible();
      const dance = await image.evaluate((frame) => {
        const targets = frame
          .getAnimations({ subtree: true })
          .map((animation) => (animation.effect as KeyframeEffect | null)?.target);
        return {
          count: targets.length,
          onHtmlBoxes: targets.every((target) => target instanceof HTMLElement),
          oneEach: new Set(targets).size === targets.length,
        };
      });
      expect(dance).toEqual({ count: expect.any(Number), onHtmlBoxes: true, oneEach: true });
      expect(dance.count).toBeGreaterThan(0);
    }

    // Styled by the extracted CSS, not browser defaults: the theme's night sky, the display
    // face on the headline, the boxes laid out in a row.
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(body).toBe('rgb(20, 11, 46)');
    const headline = page.getByRole('heading', { level: 1 });
    expect(await headline.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Fredoka');
    expect(await timer.evaluate((el) => getComputedStyle(el).display)).toBe('grid');

    // The headline's font is asked for up front, from the build's hashed file; the script
    // that only brings the page to life is not in the HTML: the page names it, and a small
    // inline loader imports it at the first contentful paint (or a first tap, or 3 s).
    await expect(
      page.locator('link[rel="preload"][as="font"][type="font/woff2"][crossorigin]'),
    ).toHaveAttribute('href', /^\/assets\/fredoka-latin-wght-normal-[\w-]+\.woff2$/);
    await expect(page.locator('script[src]')).toHaveCount(0);
    await expect(page.locator('meta[name="boot-module"]')).toHaveAttribute(
      'content',
      /^\/assets\/index-[\w-]+\.js$/,
    );
  });
});

/** Hydration errors and anything else the page reports, and whether the headline node the
 * server sent was ever replaced (hydration keeps it; a client re-render would not). */
async function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The wall has no backend here; its connection errors are the wall suite's business.
    const text = message.text();
    if (message.type() === 'error' && !/firestore|Failed to load resource/i.test(text)) {
      problems.push(text);
    }
  });
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.defineProperty(window, '__removedHeadlines', { value: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) {
            removed.push(node.nodeName);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return async () => {
    expect(await page.evaluate(() => Reflect.get(window, '__removedHeadlines'))).toEqual([]);
    expect(problems).toEqual([]);
  };
}

test.describe('with JavaScript on', () => {
  test('React adopts the prerendered page without a mismatch, then the clock runs', async ({
    page,
  }) => {
    const checkHydration = await watchHydration(page);
    await pinClock(page, new Date('2026-05-20T15:30:00-04:00'));
    await page.goto('/');

    const timer = page.getByRole('timer', { name: 'Time left until the birthday' });
    await expect(timer).toHaveText('14Days08Hours30Minutes00Seconds');
    await page.clock.runFor(1000);
    await expect(timer).toHaveText('14Days08Hours29Minutes59Seconds');
    // A device whose clock is before the birthday, on a page built after it: React draws the
    // countdown at once. The characters are in the HTML; the wall's form arrives once the
    // visitor scrolls down to it. React reveals it on a timer, so the pinned clock runs again.
    await page.clock.resume();
    await expect(page.getByRole('img', { name: /beer mug/i })).toBeVisible();
    await scrollToWall(page);
    await expect(page.getByRole('form', { name: 'Post a message' })).toBeVisible({
      timeout: 15_000,
    });
    await checkHydration();
  });

  test('after the birthday, with reduced motion, it hydrates as cleanly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const checkHydration = await watchHydration(page);
    await pinClock(page, new Date('2026-11-22T12:00:00-05:00'));
    await page.goto('/');
    await expect(page.getByRole('timer')).toHaveText('00Days00Hours00Minutes00Seconds');
    await expect(page.getByText('TIME TO CELEBRATE!')).toBeVisible();
    await page.clock.resume();
    const cake = page.getByRole('img', { name: /birthday cake/i });
    await expect(cake).toBeVisible();
    // Nothing moves: no dance, and the confetti hidden.
    expect(await cake.evaluate((frame) => frame.getAnimations({ subtree: true }).length)).toBe(0);
    await expect(page.locator('.confetti-piece').first()).toBeHidden();
    // React waits for the visitor: heading down to the wall brings it, and the wall with it.
    await scrollToWall(page);
    await expect(page.getByRole('form', { name: 'Post a message' })).toBeVisible({
      timeout: 15_000,
    });
    await checkHydration();
  });
});
