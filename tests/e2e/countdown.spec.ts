import { expect, test } from '@playwright/test';

// The clock is pinned: 3 days, 4 hours, 5 minutes and 6 seconds before the default target
// (2026-06-04 00:00 in the browser's zone, America/New_York).
const target = new Date('2026-06-04T00:00:00-04:00');
const before = new Date(target.getTime() - (((3 * 24 + 4) * 60 + 5) * 60 + 6) * 1000);

test('shows the countdown texts and ticks once a second', async ({ page }) => {
  await page.clock.install({ time: before });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Countdown to Legal Drinking Age')).toBeVisible();
  for (const label of ['Days', 'Hours', 'Minutes', 'Seconds']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  const timer = page.getByRole('timer');
  await expect(timer).toContainText('03');
  await expect(timer).toContainText('06');
  await page.clock.runFor(2000);
  await expect(timer).toContainText('04');
  await expect(page.getByText('Target Date: June 4th, 2026')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buy Him His First Beer!' })).toBeVisible();
  await expect(page.getByText('TIME TO CELEBRATE!')).toHaveCount(0);
});
