import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page, logs it, and links home', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/no/such/party');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(errors.some((line) => line.includes('/no/such/party'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Countdown to Legal Drinking Age')).toBeVisible();
});

test('the link is reachable by keyboard with a visible focus ring', async ({ page }) => {
  await page.goto('/missing');
  // A visitor tabs once the page has drawn its link (the shell is blank until then).
  const link = page.getByRole('link', { name: 'Return to Home' });
  await expect(link).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Countdown to Legal Drinking Age')).toBeVisible();
});
