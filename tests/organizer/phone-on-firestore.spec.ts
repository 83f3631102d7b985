import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DOCS, DOCUMENTS, emulatorRequest, restFields } from '../support/emulatorRest.mjs';
import { holdEveryPost, waitingHeading } from '../support/desk';
import { post as postOnWall } from '../support/wall';
import { openDesk, openVisitor, startEmptyWithOrganizer } from './onFirestore';

/**
 * The desk in the organizer's pocket (tagged @firestore): the waiting count in the tab's
 * title as guests post in other browsers, a connection lost and found, and one notification
 * for a burst of posts while the desk is in the background, on the Firestore emulator with
 * the project's rules.
 */
test.beforeEach(async ({ context }) => {
  await startEmptyWithOrganizer(context);
});

const DESK = "Jake's wall: organizer";

/** What the desk's page did, as the init script below keeps it. */
interface Watched {
  deskHidden: boolean;
  notices: { title: string; body: string }[];
  tones: number;
}
/** The notifications the desk's worker shows now (what the phone's shade holds). */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const worker = await navigator.serviceWorker.getRegistration('/moderate');
    return (await worker?.getNotifications())?.map((notice) => notice.title) ?? [];
  });
const watched = (page: Page) =>
  page.evaluate(() => {
    const { deskHidden, notices, tones } = (window as unknown as { watched: Watched }).watched;
    return { deskHidden, notices, tones };
  });

/**
 * Headless Chromium's pages are always visible and focused, so the desk's background is
 * stood in for: document.visibilityState follows `watched.deskHidden`. Every notification
 * the desk shows (through its worker or the page) and every tone of its chime is counted.
 */
async function watchTheDesk(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state: Watched = { deskHidden: false, notices: [], tones: 0 };
    (window as unknown as { watched: Watched }).watched = state;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (state.deskHidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', {
      configurable: true,
      get: () => state.deskHidden,
    });
    if (typeof ServiceWorkerRegistration !== 'undefined') {
      const show = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
        state.notices.push({ title, body: options?.body ?? '' });
        return show.call(this, title, options);
      };
    }
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (when) {
      state.tones += 1;
      start.call(this, when);
    };
  });
}

async function setDeskHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hidden) => {
    (window as unknown as { watched: Watched }).watched.deskHidden = hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

async function openDeskHoldingPosts(page: Page): Promise<void> {
  await openDesk(page);
  await expect(page).toHaveTitle(DESK);
  await holdEveryPost(page);
}

/** Posts from the wall and sees it wait for the desk. */
async function post(page: Page, author: string, content: string): Promise<void> {
  await postOnWall(page, author, content);
  await expect(page.getByText('Waiting for approval')).toBeVisible();
}

/** Three posts start waiting in one commit, past the rules, as a busy table would send them. */
async function threeWaitAtOnce(): Promise<void> {
  const at = Date.now();
  const posts = [
    ['burst-1', 'Ada', 'Happy birthday Jake, the first round is on me tonight!'],
    ['burst-2', 'Bo', 'Twenty-one at last.'],
    ['burst-3', 'Cy', 'Cheers from the back table.'],
  ] as const;
  const writes = posts.map(([id, author, content], index) => ({
    update: {
      name: `${DOCS}/pending_messages/${id}`,
      fields: restFields({
        author_name: author,
        content,
        created_at: new Date(at + index),
      }),
    },
  }));
  await emulatorRequest('POST', `${DOCUMENTS}:commit`, { writes });
}

test.describe('the desk in the organizer’s pocket', { tag: '@firestore' }, () => {
  test('a post made to wait in another browser counts in the title and the list at once, offline or not', async ({
    page,
    browser,
  }) => {
    await openDeskHoldingPosts(page);
    const [ada, bo] = await Promise.all([openVisitor(browser), openVisitor(browser)]);

    await post(ada, 'Ada', 'Count me in.');
    // Within 2 s of the guest's post being stored (a ceiling, not a measurement).
    await expect(page).toHaveTitle(`(1) ${DESK}`, { timeout: 2_000 });
    await expect(page.getByRole('heading', { name: 'Waiting: 1' })).toBeVisible({ timeout: 2_000 });

    // The desk's connection drops: it says it is not live, and catches up when it is back.
    await page.context().setOffline(true);
    await expect(page.getByText("The wall's database can't be reached")).toBeVisible();
    await expect(page).toHaveTitle(`(1) ${DESK} (offline)`);
    await post(bo, 'Bo', 'Posted while the desk was away.');
    await page.context().setOffline(false);
    await expect(page).toHaveTitle(`(2) ${DESK}`);
    await expect(page.getByRole('heading', { name: 'Waiting: 2' })).toBeVisible();
    await expect(page.getByText("The wall's database can't be reached")).toHaveCount(0);

    await page.getByRole('button', { name: 'Select all waiting (2)' }).click();
    await page.getByRole('button', { name: 'Approve selected (2)' }).click();
    await expect(waitingHeading(page, 0)).toBeVisible();
    await expect(page).toHaveTitle(DESK);
  });

  test('in the background, a burst of three makes one notification and one chime; approving clears the count', async ({
    page,
    context,
    baseURL,
  }) => {
    await watchTheDesk(context);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await openDeskHoldingPosts(page);

    await page.getByRole('switch', { name: 'Play a sound' }).click();
    await page.getByRole('switch', { name: 'Show a notification' }).click();
    await expect(page.getByRole('switch', { name: 'Show a notification' })).toBeChecked();
    // The sample the organizer hears on turning the sound on: two tones.
    await expect.poll(async () => (await watched(page)).tones).toBe(2);

    await setDeskHidden(page, true);
    await threeWaitAtOnce();
    await expect(page).toHaveTitle(`(3) ${DESK}`);
    await expect.poll(async () => (await watched(page)).notices.length).toBe(1);
    const { notices, tones } = await watched(page);
    // One notice counting all three (a split burst would have named one post first).
    expect(notices[0]?.title).toBe('3 posts are waiting');
    expect(notices[0]?.body).toContain('Ada: Happy birthday Jake');
    expect(notices[0]?.body).toContain('Cy: Cheers from the back table.');
    expect(tones).toBe(4);
    expect(await shown(page)).toEqual(['3 posts are waiting']);

    // Back at the desk: its notification goes, nothing more is shown, the list counts them.
    await setDeskHidden(page, false);
    await expect.poll(() => shown(page)).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Waiting: 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Select all waiting (3)' }).click();
    await page.getByRole('button', { name: 'Approve selected (3)' }).click();
    await expect(waitingHeading(page, 0)).toBeVisible();
    await expect(page).toHaveTitle(DESK);
    expect((await watched(page)).notices).toHaveLength(1);
  });

  test('with the choices off (as they start), a post waiting in the background calls nobody', async ({
    page,
    context,
  }) => {
    await watchTheDesk(context);
    await openDeskHoldingPosts(page);
    await expect(page.getByRole('switch', { name: 'Show a notification' })).not.toBeChecked();
    await setDeskHidden(page, true);
    await threeWaitAtOnce();
    await expect(page).toHaveTitle(`(3) ${DESK}`);
    expect(await watched(page)).toMatchObject({ notices: [], tones: 0 });
  });
});
