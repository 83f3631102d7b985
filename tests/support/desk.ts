import { expect, type Page } from '@playwright/test';

/**
 * The organizer's desk, /moderate, as the organizer meets it, for the browser suites: its
 * headings, lists, switches and per-message buttons, found by their roles and names.
 */

/** The Waiting heading with its count, e.g. "Waiting: 0". */
export function waitingHeading(page: Page, count: number) {
  return page.getByRole('heading', { name: `Waiting: ${count}` });
}

/** The rows of the desk's list of what is on the wall, newest first. */
export function wallRows(page: Page) {
  return page.getByRole('list', { name: 'Messages on the wall' }).getByRole('listitem');
}

/** The Approve button of `author`'s waiting post. */
export function approveButton(page: Page, author: string) {
  return page.getByRole('button', { name: `Approve the message from ${author}` });
}

/** The Remove button of `author`'s message on the wall. */
export function removeButton(page: Page, author: string) {
  return page.getByRole('button', { name: `Remove the message from ${author}` });
}

/** Turns approval on from the desk and waits for its note: every new post waits. */
export async function holdEveryPost(page: Page): Promise<void> {
  await page.getByRole('switch', { name: 'Hold every post for my approval' }).click();
  await expect(page.getByText('New posts now wait for approval.')).toBeVisible();
}
