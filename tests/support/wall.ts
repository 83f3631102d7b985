import { expect, type Page, type Request } from '@playwright/test';

/**
 * The wall as a visitor meets it, for every browser suite: the section, its form, a post and
 * its cards, found by their roles, labels and visible text. In the e2e suite no emulator
 * runs: the demo config points Firestore at 127.0.0.1:8080, where nothing listens, so the SDK
 * answers the live query from its (empty) cache and keeps every write queued.
 */
export const EMPTY = 'No messages yet. Be the first to leave a message for Jake!';
export const OFFLINE_NOTE = /You're offline\. Showing the messages loaded so far/;

export function wall(page: Page) {
  return page.getByRole('region', { name: 'Message Wall' });
}

export function nameField(page: Page) {
  return wall(page).getByLabel('Name', { exact: true });
}

export function messageField(page: Page) {
  return wall(page).getByLabel('Message', { exact: true });
}

export function postButton(page: Page) {
  return wall(page).getByRole('button', { name: /^(Post Message|Posting\.\.\.)$/ });
}

/** Fills the wall's form, as a visitor types a name and a message. */
export async function fillForm(page: Page, author: string, content: string): Promise<void> {
  await nameField(page).fill(author);
  await messageField(page).fill(content);
}

/** Posts through the wall's form, as a visitor types it. */
export async function post(page: Page, author: string, content: string): Promise<void> {
  await fillForm(page, author, content);
  await postButton(page).click();
}

/**
 * Scrolls down to the wall, as a visitor heading for it does. The wall's chunk (and with it
 * Firebase) is fetched only once the visitor scrolls, taps or presses a key, or once the wall
 * is on screen; at the default 1280x720 it starts below the fold, so until then the page
 * shows its placeholder and talks to no backend.
 */
export async function scrollToWall(page: Page): Promise<void> {
  // Scrolled from inside the page in one step: the wall may already be on its way (after a
  // reload the browser restores the scroll position, which brings it on), and its section
  // replaces the placeholder's when it arrives, which a Playwright scroll that first waits
  // for the element to hold still would report as detached.
  await wall(page).evaluate((section) => section.scrollIntoView({ block: 'start' }));
}

/**
 * Opens the home page, scrolls down to the wall and waits for its empty state (the SDK's
 * offline answer).
 */
export async function openWall(page: Page): Promise<void> {
  await page.goto('/');
  await scrollToWall(page);
  await expect(wall(page).getByText(EMPTY)).toBeVisible({ timeout: 15_000 });
}

/**
 * Every request the SDK makes to Firestore's Write channel. Without a backend the SDK never
 * gets past the channel's handshake, so the documents themselves never reach the wire: a
 * Write request means the SDK has queued a write, and what it queued is what latency
 * compensation shows at once as the visitor's own card (read with `ownCard`).
 */
export function recordWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('google.firestore.v1.Firestore/Write/')) writes.push(request);
  });
  return writes;
}

/** The cards on the wall, in order. */
export function cards(page: Page) {
  return wall(page).getByRole('list', { name: 'Messages' }).getByRole('article');
}

/** The card of `author`'s message on the wall. */
export function card(page: Page, author: string) {
  return wall(page).getByRole('article', { name: `Message from ${author}` });
}

/**
 * The cards on the wall that hold `text`: its cards, not the whole section, whose form keeps
 * a refused text (and a controlled textarea's text content is its value, so getByText on the
 * section finds the form's copy).
 */
export function cardsWith(page: Page, text: string) {
  return wall(page).getByRole('article').filter({ hasText: text });
}

/** The name and text of a card exactly as the SDK holds them (invisible characters kept). */
export async function cardText(page: Page, index = 0) {
  const card = cards(page).nth(index);
  const paragraphs = card.locator('p');
  return {
    author: await paragraphs.first().evaluate((p) => p.textContent),
    content: await paragraphs.last().evaluate((p) => p.textContent),
  };
}

/** Puts `text` on the clipboard and pastes it into `field` with the keyboard. */
export async function paste(page: Page, field: ReturnType<typeof nameField>, text: string) {
  await field.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}
