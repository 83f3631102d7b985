import { expect, test } from '@playwright/test';
import { pinClock } from './clock';

// The browser runs in America/New_York (playwright.config.ts), so the default target is
// 2026-06-04 00:00 EDT. Clocks are pinned with Playwright's clock API.
const target = new Date('2026-06-04T00:00:00-04:00');
const before = new Date(target.getTime() - (((3 * 24 + 4) * 60 + 5) * 60 + 6) * 1000);

test('shows the spec texts and ticks once a second', async ({ page }) => {
  await pinClock(page, before);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jake Turns 21!');
  await expect(page.getByText('Countdown to Legal Drinking Age')).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Time left until the birthday' });
  await expect(timer).toHaveText('03Days04Hours05Minutes06Seconds');
  await page.clock.runFor(2000);
  await expect(timer).toHaveText('03Days04Hours05Minutes04Seconds');
  await expect(page.getByRole('img', { name: 'Less than 1% of the wait remains' })).toBeVisible();
  await expect(page.getByText('Target Date: June 4th, 2026')).toBeVisible();
  await expect(page.getByText('TIME TO CELEBRATE!')).toHaveCount(0);
});

test('reaches zero at the target and celebrates', async ({ page }) => {
  await pinClock(page, new Date(target.getTime() - 3000));
  await page.goto('/');
  const timer = page.getByRole('timer', { name: 'Time left until the birthday' });
  await expect(timer).toHaveText('00Days00Hours00Minutes03Seconds');
  await page.clock.runFor(3000);
  await expect(timer).toHaveText('00Days00Hours00Minutes00Seconds');
  await expect(page.getByText('TIME TO CELEBRATE!')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'The wait is over: the glass is empty' }),
  ).toBeVisible();
});

test('opened after the birthday, it reads zero and celebrates', async ({ page }) => {
  await pinClock(page, new Date('2026-11-22T12:00:00-05:00'));
  await page.goto('/');
  await expect(page.getByRole('timer')).toHaveText('00Days00Hours00Minutes00Seconds');
  await expect(page.getByText('TIME TO CELEBRATE!')).toBeVisible();
});

test('the tip card links out in a new tab', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Buy Him His First Beer!' });
  const link = card.getByRole('link', { name: /opens in a new tab/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', /^https:\/\//);
});
