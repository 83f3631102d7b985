import { expect, type Page } from '@playwright/test';
import { TEST_ORGANIZER } from '../support/samples.mjs';

/** The emulator's test organizer, a moderator wherever Firestore runs (tests/support/samples.mjs). */
export const ORGANIZER = TEST_ORGANIZER;

/**
 * Signs in on /moderate through the Auth emulator's stand-in for Google's account chooser,
 * picking `email` if it is listed and adding it otherwise.
 */
export async function signInThroughGooglePage(
  page: Page,
  email = ORGANIZER.email,
  name = ORGANIZER.name,
): Promise<void> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const google = await popup;
  await expect(google.getByRole('button', { name: 'Add new account' })).toBeVisible();
  const existing = google.locator('.js-reuse-account', { hasText: email });
  if ((await existing.count()) > 0) {
    await existing.click();
  } else {
    await google.getByRole('button', { name: 'Add new account' }).click();
    await google.locator('#email-input').fill(email);
    await google.locator('#display-name-input').fill(name);
    await google.getByRole('button', { name: /Sign in with Google\.com/i }).click();
  }
  await google.waitForEvent('close');
}
