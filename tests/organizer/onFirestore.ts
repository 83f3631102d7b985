import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { useGapiStandInWhenOffline } from './gapiStandIn';
import { ORGANIZER, signInThroughGooglePage } from './signIn';
import { waitingHeading } from '../support/desk';
import { clearDatabase, makeModerator } from '../support/emulatorRest.mjs';
import { scrollToWall, wall } from '../support/wall';

// The Firestore emulator as the organizer's @firestore specs set it up, through the one REST
// client (tests/support/emulatorRest.mjs); npm run test:organizer starts the emulator.
/**
 * Each test's start: Google's iframe library stood in where it cannot be reached, every
 * document deleted, and the test organizer made a moderator again.
 */
export async function startEmptyWithOrganizer(context: BrowserContext): Promise<void> {
  await useGapiStandInWhenOffline(context);
  await clearDatabase();
  await makeModerator(ORGANIZER.email);
}

/** A visitor's empty wall in a browser of its own, scrolled to the messages. */
export async function openVisitor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await scrollToWall(page);
  await expect(wall(page).getByText(/No messages yet/)).toBeVisible({ timeout: 20_000 });
  return page;
}

/** The moderator, signed in on /moderate, once `ready` shows (the Waiting count at 0 unless given). */
export async function openDesk(page: Page, ready = waitingHeading(page, 0)): Promise<void> {
  await page.goto('/moderate');
  await signInThroughGooglePage(page);
  await expect(ready).toBeVisible({ timeout: 20_000 });
}
