import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pinClock } from './clock';
import { EMPTY, scrollToWall, wall } from '../support/wall';
import { mkdirSync } from 'node:fs';

const shots = 'artifacts/screenshots';
mkdirSync(shots, { recursive: true });

const before = new Date('2026-05-20T15:30:00-04:00');

for (const width of [320, 375, 1280]) {
  test(`home page at ${width} px: no axe violations, no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await pinClock(page, before);
    await page.goto('/');
    await expect(page.getByRole('timer')).toBeVisible();
    // The wall, its form and its empty state (no backend here) are checked too: scroll down
    // to it, which loads it. The SDK and axe schedule their work with timers: let the pinned
    // clock run again.
    await page.clock.resume();
    await scrollToWall(page);
    await expect(wall(page).getByRole('form', { name: 'Post a message' })).toBeVisible();
    await expect(wall(page).getByText(EMPTY)).toBeVisible({ timeout: 15_000 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: `${shots}/home-${width}.png`, fullPage: true });
  });
}

test('celebration and 404 pages have no axe violations', async ({ page }) => {
  await pinClock(page, new Date('2026-11-22T12:00:00-05:00'));
  await page.goto('/');
  await expect(page.getByText('TIME TO CELEBRATE!')).toBeVisible();
  await page.clock.resume();
  // Let the confetti fly out, then check it does not widen the page.
  await page.waitForTimeout(800);
  const viewport = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport,
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: `${shots}/celebration-375.png`, fullPage: false });

  await page.goto('/nothing-here');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: `${shots}/not-found.png` });
});

test('reduced motion keeps the clock ticking', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pinClock(page, before);
  await page.goto('/');
  const timer = page.getByRole('timer');
  const first = await timer.textContent();
  await page.clock.runFor(1000);
  await expect(timer).not.toHaveText(first ?? '');
});
